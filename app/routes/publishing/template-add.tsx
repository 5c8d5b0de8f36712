import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { yuanText } from "#core/money";
import { PUBLISHING_LIMITS, SUBMISSION_STATUS, SUBMISSION_STATUS_TEXT, TEMPLATE_FILE_ACCEPT } from "#core/publishing";
import { BlankConfirm } from "~/components/fill-in/blank-confirm";
import { PriceTag } from "~/components/library/price-tag";
import { DraftOrSubmit } from "~/components/publishing/draft-or-submit";
import { TemplateText } from "~/components/templates/template-text";
import { type ActionResult, actionFail, actionOk } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import { formOf } from "~/lib/form.server";
import { orNotFound } from "~/lib/not-found.server";
import { redirectWithToast } from "~/lib/toast.server";
import { trpc } from "~/lib/trpc";
import type { Route } from "./+types/template-add";

// 上传范本 (/mySpecialArea/add): upload a Word file, see the text as a buyer will, fill in the details,
// save a draft or submit for review. ?id= edits an upload of one's own (a draft, a rejection, or a live
// template whose edit is reviewed while the approved version stays on sale).
export const meta: Route.MetaFunction = () => [{ title: "上传范本 - 契合" }];

const idParam = z.coerce.number().int().positive().optional().catch(undefined);
const lines = (v: FormDataEntryValue | null) =>
  String(v ?? "")
    .split(/[\n，,；;]/)
    .map((s) => s.trim())
    .filter(Boolean);

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.session.user) return null;
  const id = idParam.parse(new URL(request.url).searchParams.get("id") ?? undefined);
  const caller = api(context);
  const [upload, categories] = await Promise.all([id ? orNotFound(caller.publishing.detail({ id })) : null, caller.publishing.categories()]);
  if (id && !upload) throw data(null, { status: 404 });
  // A live template's blanks, for its author to confirm what 在线填写 asks.
  const blanks = upload?.templateId ? await orNotFound(caller.fillIn.blanks({ templateId: upload.templateId })) : null;
  return { upload, categories, blanks };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const intent = String(form.get("intent"));
  const caller = api(context);
  const id = idParam.parse(form.get("id") ?? undefined);
  try {
    if (intent === "upload") {
      const saved = await caller.publishing.upload({ file: form.get("file") as File, id });
      return redirectWithToast(`/mySpecialArea/add?id=${saved.id}`, { kind: "success", text: "文件已读取，请核对预览并填写范本信息" });
    }
    const submit = intent === "submit";
    await caller.publishing.save({
      id,
      title: String(form.get("title") ?? ""),
      categoryId: form.get("categoryId"),
      summary: String(form.get("summary") ?? ""),
      useNotes: lines(form.get("useNotes")),
      riskNotes: lines(form.get("riskNotes")),
      suitHints: lines(form.get("suitHints")),
      priceMode: String(form.get("priceMode") ?? "free"),
      price: String(form.get("price") ?? ""),
      submit,
    } as Parameters<typeof caller.publishing.save>[0]);
    if (submit) return redirectWithToast("/myTemplate?tab=uploads", { kind: "success", text: "已提交审核，审核结果将在“我的上传”中显示" });
    return actionOk("save", "草稿已保存");
  } catch (error) {
    return actionFail(intent, error);
  }
}

const input = "w-full rounded-md border border-slate-300 px-3 py-1.5 text-sm";

export default function TemplateAdd({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  if (!loaderData) return null;
  const { upload, categories, blanks } = loaderData;
  const result = actionData as ActionResult | undefined;
  const error = (field: string) => (result && !result.ok ? result.errors[field] : undefined);
  const priceMode = upload ? (upload.priceFen === 0 ? "free" : upload.memberFree ? "member" : "paid") : "free";
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-lg font-semibold text-slate-900">上传范本</h1>
        <Link to="/myTemplate?tab=uploads" className="text-sm text-brand-600">
          我的上传
        </Link>
      </div>
      {result ? (
        <p role={result.ok ? "status" : "alert"} className={`text-sm ${result.ok ? "text-emerald-600" : "text-danger-500"}`}>
          {result.message ?? Object.values(result.errors)[0]}
        </p>
      ) : null}
      {upload?.status === SUBMISSION_STATUS.REJECTED && upload.reviewReason ? (
        <p className="rounded-md bg-red-50 p-3 text-sm text-danger-500">未通过审核：{upload.reviewReason}（修改后可重新提交）</p>
      ) : null}
      {upload?.templateId ? (
        <p className="rounded-md bg-brand-50 p-3 text-sm text-brand-700">该范本已上架；修改后重新提交审核，通过前买家看到的仍是已上架的版本。</p>
      ) : null}
      {blanks ? (
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <BlankConfirm initial={blanks} confirm={(input) => trpc.fillIn.confirmBlanks.mutate(input, { context: { loading: true } })} />
        </div>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="rounded-lg border border-slate-200 bg-white p-4">
        <input type="hidden" name="intent" value="upload" />
        {upload ? <input type="hidden" name="id" value={upload.id} /> : null}
        <label className="block text-sm font-medium text-slate-800" htmlFor="template-file">
          {upload ? `重新上传 Word 文件（当前：${upload.fileName}）` : "选择 Word 文件"}
        </label>
        <p className="mt-1 text-xs text-slate-500">仅支持 .docx，不超过 10MB；上传后系统读取正文，生成与买家所见一致的预览。</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <input id="template-file" type="file" name="file" accept={TEMPLATE_FILE_ACCEPT} required className="min-w-0 flex-1 text-sm" />
          <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-4 py-1.5 text-sm text-white hover:bg-brand-700 disabled:opacity-60">
            上传并预览
          </button>
        </div>
      </Form>
      {upload ? (
        <>
          <section aria-labelledby="preview-title" className="rounded-lg border border-slate-200 bg-white p-4">
            <h2 id="preview-title" className="font-medium text-slate-900">
              买家看到的正文{upload.buyerView.truncated ? "（付费范本：购买前仅显示开头部分）" : ""}
            </h2>
            <p className="mt-1 flex flex-wrap gap-x-4 text-xs text-slate-500">
              <span>状态：{SUBMISSION_STATUS_TEXT[upload.status]}</span>
              <PriceTag priceFen={upload.priceFen} memberFree={upload.memberFree} />
              <span>全文 {upload.text.length} 字</span>
            </p>
            <TemplateText text={upload.buyerView.text} truncated={upload.buyerView.truncated} />
          </section>
          <Form method="post" className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4">
            <input type="hidden" name="id" value={upload.id} />
            <Field label="标题" name="title" error={error("title")}>
              <input id="field-title" name="title" defaultValue={upload.title} required maxLength={PUBLISHING_LIMITS.titleMax} className={input} />
            </Field>
            <Field label="分类" name="categoryId" error={error("categoryId")}>
              <select id="field-categoryId" name="categoryId" defaultValue={upload.categoryId ?? ""} className={input}>
                <option value="">请选择分类</option>
                {categories.map((top) => (
                  <optgroup key={top.id} label={top.name}>
                    {top.children.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </Field>
            <Field label="适用场景" name="summary" error={error("summary")}>
              <textarea id="field-summary" name="summary" defaultValue={upload.summary} rows={2} maxLength={PUBLISHING_LIMITS.summaryMax} className={input} />
            </Field>
            <Field label="使用说明（每行一条）" name="useNotes" error={error("useNotes")}>
              <textarea id="field-useNotes" name="useNotes" defaultValue={upload.useNotes.join("\n")} rows={3} className={input} />
            </Field>
            <Field label="风险提示（每行一条）" name="riskNotes" error={error("riskNotes")}>
              <textarea id="field-riskNotes" name="riskNotes" defaultValue={upload.riskNotes.join("\n")} rows={3} className={input} />
            </Field>
            <Field label="适用范本提示（每行一条，如：来料加工、委托生产）" name="suitHints" error={error("suitHints")}>
              <textarea id="field-suitHints" name="suitHints" defaultValue={upload.suitHints.join("\n")} rows={2} className={input} />
            </Field>
            <fieldset className="text-sm">
              <legend className="font-medium text-slate-800">价格</legend>
              <div className="mt-2 flex flex-wrap items-center gap-4">
                {(
                  [
                    ["free", "免费"],
                    ["paid", "付费"],
                    ["member", "付费（会员免费）"],
                  ] as const
                ).map(([value, label]) => (
                  <label key={value} className="flex items-center gap-1">
                    <input type="radio" name="priceMode" value={value} defaultChecked={priceMode === value} />
                    {label}
                  </label>
                ))}
                <label className="flex items-center gap-1">
                  价格（元）
                  <input
                    name="price"
                    inputMode="decimal"
                    defaultValue={upload.priceFen ? yuanText(upload.priceFen) : ""}
                    placeholder="如 19.90"
                    className="w-28 rounded-md border border-slate-300 px-2 py-1"
                  />
                </label>
              </div>
              <p className="mt-1 text-xs text-slate-500">付费范本售出后，作者获得实付金额的 70%。</p>
            </fieldset>
            <DraftOrSubmit busy={busy} />
          </Form>
        </>
      ) : null}
    </div>
  );
}

function Field({ label, name, error, children }: { label: string; name: string; error: string | undefined; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 text-sm">
      <label htmlFor={`field-${name}`} className="font-medium text-slate-800">
        {label}
      </label>
      {children}
      {error ? <span className="text-xs text-danger-500">{error}</span> : null}
    </div>
  );
}

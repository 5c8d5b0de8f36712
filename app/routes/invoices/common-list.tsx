import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { TITLE_KIND_TEXT, TITLE_KINDS, type TitleKind } from "#core/invoices";
import { pageOf } from "#core/page";
import { ActionNotice } from "~/components/console/decision-forms";
import { InvoiceNav, type SavedTitle } from "~/components/invoices/invoice-ui";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
import { type ActionResult, actionFail, actionRefused } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import { formOf } from "~/lib/form.server";
import { orNotFound } from "~/lib/not-found.server";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/common-list";

// 常用抬头: saved invoice titles. A company title needs its 统一社会信用代码 (checked by its GB 32100
// check character); address, phone, bank and account are needed for 增值税专用发票. ?edit=<id> edits one.
export const meta: Route.MetaFunction = () => [{ title: "常用发票抬头 - 契合" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.session.user) return null;
  const params = new URL(request.url).searchParams;
  const caller = api(context).invoices;
  const titles = await caller.titles({ current: pageOf(params.get("current")), size: 10 });
  const editId = Number(params.get("edit"));
  const editing = Number.isSafeInteger(editId) && editId > 0 ? await orNotFound(caller.title({ id: editId })) : null;
  return { titles, editing };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const intent = String(form.get("intent") ?? "");
  const caller = api(context).invoices;
  try {
    if (intent === "delete") {
      await caller.deleteTitle({ id: form.get("id") });
      return redirectWithToast("/myInvoice/commonList", { kind: "success", text: "发票抬头已删除" });
    }
    if (intent !== "save") return actionRefused(intent, "未知操作");
    const kind = String(form.get("kind") ?? "") as TitleKind;
    // Without JavaScript the company fields stay on the page when 个人 is picked: a person's title ignores them.
    const company = (name: string) => (kind === "COMPANY" ? String(form.get(name) ?? "") : "");
    const title = {
      kind,
      name: String(form.get("name") ?? ""),
      taxNo: company("taxNo"),
      address: company("address"),
      phone: company("phone"),
      bankName: company("bankName"),
      bankAccount: company("bankAccount"),
      isDefault: form.get("isDefault"),
    };
    const id = form.get("id");
    if (id) await caller.updateTitle({ ...title, id });
    else await caller.createTitle(title);
    return redirectWithToast("/myInvoice/commonList", { kind: "success", text: id ? "发票抬头已更新" : "发票抬头已保存" });
  } catch (error) {
    return actionFail(intent, error);
  }
}

export default function CommonList({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData) return null;
  const { titles, editing } = loaderData;
  const result = actionData as ActionResult | undefined;
  return (
    <div className="space-y-4">
      <h1 className="text-lg font-semibold text-slate-900">我的开票</h1>
      <InvoiceNav current="titles" />
      <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="titles-title" className="rounded-lg bg-white p-4 shadow-sm">
          <h2 id="titles-title" className="font-medium text-slate-900">
            常用抬头（{titles.total}）
          </h2>
          {titles.total === 0 ? (
            <EmptyState title="还没有发票抬头">在右侧添加个人或单位抬头，申请开票时直接选用。</EmptyState>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100">
              {titles.records.map((t) => (
                <TitleRow key={t.id} title={t} />
              ))}
            </ul>
          )}
          <Pagination current={titles.current} pages={titles.pages} total={titles.total} />
        </section>
        <TitleForm key={editing?.id ?? "new"} editing={editing} result={result} />
      </div>
    </div>
  );
}

function TitleRow({ title: t }: { title: SavedTitle }) {
  return (
    <li data-testid="invoice-title" className="flex flex-wrap items-start justify-between gap-2 py-3 text-sm">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          {t.name}
          <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-normal text-slate-600">{TITLE_KIND_TEXT[t.kind]}</span>
          {t.isDefault ? <span className="ml-1 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-normal text-brand-700">默认</span> : null}
        </p>
        {t.taxNo ? <p className="mt-0.5 text-xs text-slate-500">统一社会信用代码：{t.taxNo}</p> : null}
        {t.bankName ? (
          <p className="mt-0.5 text-xs text-slate-500">
            {t.bankName} {t.bankAccount}
          </p>
        ) : null}
      </div>
      <div className="flex items-center gap-3">
        <Link to={`/myInvoice/commonList?edit=${t.id}`} className="text-brand-600 hover:underline" aria-label={`编辑抬头 ${t.name}`}>
          编辑
        </Link>
        <Form
          method="post"
          onSubmit={(e) => {
            if (!window.confirm(`删除抬头“${t.name}”吗？已开具的发票不受影响。`)) e.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={t.id} />
          <button type="submit" className="text-slate-500 hover:text-danger-500" aria-label={`删除抬头 ${t.name}`}>
            删除
          </button>
        </Form>
      </div>
    </li>
  );
}

const input = "mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-800";

function Field({
  name,
  label,
  defaultValue,
  error,
  ...rest
}: { name: string; label: string; defaultValue?: string | null; error?: string | undefined } & Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  "defaultValue" | "name"
>) {
  return (
    <label className="block text-sm text-slate-700">
      {label}
      <input name={name} defaultValue={defaultValue ?? ""} className={input} aria-invalid={error ? true : undefined} {...rest} />
      {error ? <span className="mt-1 block text-xs text-danger-500">{error}</span> : null}
    </label>
  );
}

function TitleForm({ editing, result }: { editing: SavedTitle | null; result: ActionResult | undefined }) {
  const busy = useNavigation().state === "submitting";
  const [kind, setKind] = useState<TitleKind>(editing?.kind ?? "COMPANY");
  const errors = result?.errors ?? {};
  return (
    <section aria-labelledby="title-form-title" className="rounded-lg bg-white p-4 shadow-sm">
      <h2 id="title-form-title" className="font-medium text-slate-900">
        {editing ? "编辑抬头" : "添加抬头"}
      </h2>
      <Form method="post" className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="save" />
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <fieldset className="text-sm text-slate-700">
          <legend>抬头类型</legend>
          <div className="mt-1 flex gap-4">
            {TITLE_KINDS.map((k) => (
              <label key={k} className="flex items-center gap-1.5">
                <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
                {TITLE_KIND_TEXT[k]}
              </label>
            ))}
          </div>
        </fieldset>
        <Field name="name" label={kind === "COMPANY" ? "单位名称" : "个人姓名"} required maxLength={100} defaultValue={editing?.name} error={errors.name} />
        {kind === "COMPANY" ? (
          <>
            <Field
              name="taxNo"
              label="统一社会信用代码"
              required
              maxLength={18}
              autoCapitalize="characters"
              placeholder="18 位，见营业执照"
              defaultValue={editing?.taxNo}
              error={errors.taxNo}
            />
            <p className="text-xs text-slate-500">以下信息开具增值税专用发票时必填：</p>
            <Field name="address" label="注册地址" maxLength={100} defaultValue={editing?.address} error={errors.address} />
            <Field name="phone" label="注册电话" maxLength={30} defaultValue={editing?.phone} error={errors.phone} />
            <Field name="bankName" label="开户银行" maxLength={60} defaultValue={editing?.bankName} error={errors.bankName} />
            <Field name="bankAccount" label="银行账号" maxLength={40} inputMode="numeric" defaultValue={editing?.bankAccount} error={errors.bankAccount} />
          </>
        ) : null}
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" name="isDefault" defaultChecked={editing?.isDefault ?? false} />
          设为默认抬头
        </label>
        <div className="flex items-center gap-3">
          <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-5 py-2 text-sm text-white hover:bg-brand-700 disabled:opacity-60">
            {busy ? "保存中…" : "保存抬头"}
          </button>
          {editing ? (
            <Link to="/myInvoice/commonList" className="text-sm text-slate-500 hover:text-brand-600">
              取消编辑
            </Link>
          ) : null}
        </div>
        {result && !result.ok && result.message ? <ActionNotice result={result} /> : null}
      </Form>
    </section>
  );
}

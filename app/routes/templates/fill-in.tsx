import { Download, Save } from "lucide-react";
import { useMemo, useState } from "react";
import { data, Link, useSearchParams } from "react-router";
import { z } from "zod";
import { valueErrors } from "#core/fill-in/fill";
import { FillFields } from "~/components/fill-in/fill-fields";
import { FillPreview } from "~/components/fill-in/fill-preview";
import { EmptyState } from "~/components/ui/empty-state";
import { FormError, InputField } from "~/components/ui/field";
import { IconButton } from "~/components/ui/icon-button";
import { toast } from "~/components/ui/toast";
import { api } from "~/lib/api.server";
import { openLogin } from "~/lib/login-store";
import { orNotFound } from "~/lib/not-found.server";
import { trpc } from "~/lib/trpc";
import type { Route } from "./+types/fill-in";

const idParam = z.coerce.number().int().positive();
const draftParam = z.coerce.number().int().positive().optional().catch(undefined);

// /templateDetails/{id}/fill (?draft= resumes a saved draft): 在线填写 of a template the user may read in full.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = idParam.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404 });
  if (!context.session.user) return { state: "visitor" as const, templateId: id.data };
  const caller = api(context);
  const form = await orNotFound(caller.fillIn.form({ templateId: id.data }), ["FORBIDDEN"]);
  if (!form) {
    // Refused: absent (404) or not readable in full (the page says how to get it); no view is counted.
    if (!(await orNotFound(caller.templates.canAccess({ id: id.data })))) throw data(null, { status: 404 });
    return { state: "locked" as const, templateId: id.data };
  }
  const draftId = draftParam.parse(new URL(request.url).searchParams.get("draft") ?? undefined);
  const draft = draftId ? await orNotFound(caller.fillIn.draft({ id: draftId })) : null;
  if (draftId && draft?.templateId !== form.id) throw data(null, { status: 404 });
  return { state: "form" as const, templateId: id.data, form, draft };
}

export const meta: Route.MetaFunction = ({ data: d }) => [
  { title: d?.state === "form" ? `在线填写：${d.form.title} - 契合` : "在线填写 - 契合" },
  { name: "robots", content: "noindex" },
];

export default function FillIn({ loaderData }: Route.ComponentProps) {
  const back = `/templateDetails/${loaderData.templateId}`;
  if (loaderData.state === "visitor") {
    return (
      <EmptyState title="登录后即可在线填写合同">
        <button type="button" onClick={() => openLogin({ afterLoginUrl: `${back}/fill` })} className="text-brand-600">
          登录 / 注册
        </button>
      </EmptyState>
    );
  }
  if (loaderData.state === "locked") {
    return (
      <EmptyState title="购买或开通会员后即可在线填写">
        <Link to={back} className="text-brand-600">
          返回范本详情
        </Link>
      </EmptyState>
    );
  }
  return <FillInForm key={`${loaderData.form.id}-${loaderData.draft?.id ?? "new"}`} form={loaderData.form} draft={loaderData.draft} />;
}

type FillData = Extract<Route.ComponentProps["loaderData"], { state: "form" }>;

function FillInForm({ form, draft }: Pick<FillData, "form" | "draft">) {
  const [, setParams] = useSearchParams();
  const [values, setValues] = useState<Record<string, string>>(draft?.values ?? {});
  const [title, setTitle] = useState(draft?.title ?? form.title);
  const [draftId, setDraftId] = useState(draft?.id);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [view, setView] = useState<"form" | "preview">("form");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errors = useMemo(() => valueErrors(form.fields, values), [form.fields, values]);
  const unfilled = form.fields.filter((f) => !(values[f.key] ?? "").trim()).length;

  const change = (key: string, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const blur = (key: string) => setTouched((t) => new Set(t).add(key));

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const saved = await trpc.fillIn.save.mutate({ id: draftId, templateId: form.id, title, values }, { context: { loading: true } });
      setDraftId(saved.id);
      setParams({ draft: String(saved.id) }, { replace: true, preventScrollReset: true });
      toast.success("草稿已保存，可在 我的范本 → 我的合同 中继续填写");
    } catch {
      // The client has shown the error.
    } finally {
      setBusy(false);
    }
  };

  const download = async (format: "docx" | "pdf") => {
    const [first] = Object.values(errors);
    if (first) {
      setTouched(new Set(Object.keys(errors)));
      setError(first);
      setView("form");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const link = await trpc.fillIn.download.mutate({ templateId: form.id, title, values, format }, { context: { loading: true } });
      window.location.assign(link.url);
    } catch {
      // The client has shown the error.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <h1 className="text-lg font-semibold text-slate-900">在线填写</h1>
          <p className="text-sm text-slate-500">
            <Link to={`/templateDetails/${form.id}`} className="hover:text-brand-600">
              {form.title}
            </Link>
            {" · "}
            {form.fields.length === 0 ? "该范本没有需要填写的空白处" : unfilled > 0 ? `还有 ${unfilled} 项未填写，未填写处下载后可手写补充` : "已全部填写"}
          </p>
        </div>
        <div className="flex gap-2">
          <IconButton icon={Save} disabled={busy} onClick={save}>
            保存草稿
          </IconButton>
          <IconButton icon={Download} disabled={busy} onClick={() => download("pdf")}>
            下载 PDF
          </IconButton>
          <IconButton icon={Download} tone="primary" disabled={busy} onClick={() => download("docx")}>
            下载 Word
          </IconButton>
        </div>
      </div>
      <FormError message={error} />
      <div className="flex gap-2 border-b border-slate-200 lg:hidden">
        {(["form", "preview"] as const).map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            onClick={() => setView(v)}
            className={`-mb-px border-b-2 px-3 py-2 text-sm ${view === v ? "border-brand-600 font-medium text-brand-700" : "border-transparent text-slate-500"}`}
          >
            {v === "form" ? "填写" : "预览"}
          </button>
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className={`${view === "form" ? "" : "hidden"} space-y-4 lg:block`}>
          <InputField name="title" label="合同名称" value={title} maxLength={100} onChange={(e) => setTitle(e.target.value)} />
          <FillFields fields={form.fields} values={values} touched={touched} onChange={change} onUpdate={setValues} onBlur={blur} />
        </div>
        <div className={`${view === "preview" ? "" : "hidden"} lg:sticky lg:top-4 lg:block lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto`}>
          <FillPreview title={title || form.title} body={form.body} blanks={form.blanks} values={values} />
        </div>
      </div>
    </div>
  );
}

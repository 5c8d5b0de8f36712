import { data } from "react-router";
import type { z } from "zod";
import { keyClauseFields } from "#core/contract-check/edit";
import { PATTERN_HINT } from "#core/contract-check/patterns";
import { idOf } from "#core/page";
import { saveAction } from "~/components/console/content/content-actions.server";
import { ContentEditPage } from "~/components/console/content/content-edit";
import { InputField, TextareaField } from "~/components/ui/field";
import { api } from "~/lib/api.server";
import { orNotFound } from "~/lib/not-found.server";
import type { Route } from "./+types/contract-check-clause";

// 新增 / 编辑关键条款 of a contract kind: what shows the clause present (patterns), why it matters, the
// articles it rests on (bound to the regulation library on save) and what to put in instead.
export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.form ? "编辑关键条款" : "新增关键条款"} - 运营后台` }];

const LIST = "/console/contract-check";

type Values = z.input<typeof keyClauseFields>;
const text = (form: FormData, name: string) => String(form.get(name) ?? "");
const values = (form: FormData): Values => ({
  kindId: text(form, "kindId"),
  name: text(form, "name"),
  required: text(form, "required"),
  patterns: text(form, "patterns"),
  reason: text(form, "reason"),
  citations: text(form, "citations"),
  suggestionTitle: text(form, "suggestionTitle"),
  suggestionText: text(form, "suggestionText"),
  sort: text(form, "sort"),
  enabled: text(form, "enabled"),
});

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const k = api(context).keyClauses;
  const id = params.id === "new" ? null : idOf(params.id);
  if (params.id !== "new" && id === null) throw data(null, { status: 404 });
  const form = id === null ? null : await orNotFound(k.clause({ id }));
  const kindId = form?.kindId ?? idOf(new URL(request.url).searchParams.get("kind") ?? "");
  const kind = kindId === null ? null : await orNotFound(k.kind({ id: kindId }));
  if (!kind || (id !== null && !form)) throw data(null, { status: 404 });
  return { form, kind };
}

export async function action({ request, context }: Route.ActionArgs) {
  const k = api(context).keyClauses;
  const form = await request.clone().formData();
  const back = `${LIST}?kind=${encodeURIComponent(text(form, "kindKey"))}`;
  return saveAction(request, values, (v, edit) => (edit ? k.update({ ...v, ...edit }) : k.create(v)), {
    back,
    created: "关键条款已添加，下一次体检即按此检查",
    updated: "关键条款已保存，下一次体检即按此检查",
  });
}

export default function KeyClauseEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { form, kind } = loaderData;
  const back = `${LIST}?kind=${kind.key}`;
  return (
    <ContentEditPage
      noun={`“${kind.name}”的关键条款`}
      back={back}
      edit={form ? { ...form, hidden: false } : null}
      schema={keyClauseFields}
      read={values}
      result={actionData}
    >
      {({ field, errors }) => (
        <>
          <input type="hidden" name="kindId" value={kind.id} />
          <input type="hidden" name="kindKey" value={kind.key} />
          <InputField {...field("name")} label="条款名称" required maxLength={40} />
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" name="required" defaultChecked={form ? form.required : true} />
            必备条款（缺少时为“高风险”，否则为“需注意”）
          </label>
          <TextareaField
            {...field("patterns")}
            label="匹配规则（每行一条）"
            required
            rows={3}
            hint={`每一行都在正文中找到，才算合同有该条款。${PATTERN_HINT}`}
          />
          <TextareaField {...field("reason")} label="缺少时的提示理由" required rows={3} maxLength={500} />
          <TextareaField
            {...field("citations")}
            label="法律依据（每行一条）"
            rows={2}
            hint="写作“《民法典》第四百七十条”；须是法规库中现行有效、收有该条原文的法规。"
          />
          <InputField
            {...field("suggestionTitle")}
            label="参考条款（条款库中的标题）"
            maxLength={200}
            hint="体检报告附上该条款供用户复制；条款库没有合适条款时，可改填下面的建议条文。"
          />
          <TextareaField {...field("suggestionText")} label="建议条文" rows={3} maxLength={1000} />
          <InputField name="sort" label="排序（越小越靠前）" inputMode="numeric" defaultValue={form?.sort ?? 0} error={errors.sort} />
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" name="enabled" defaultChecked={form ? form.enabled : true} />
            启用（停用的条款不参与体检）
          </label>
        </>
      )}
    </ContentEditPage>
  );
}

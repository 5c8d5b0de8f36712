import { data } from "react-router";
import { type RegulationItem, regulationFields } from "#core/content";
import { idOf } from "#core/page";
import { REGULATION_LEVELS, TIMELINESS, TIMELINESS_VALUES } from "#core/regulations";
import { saveAction } from "~/components/console/content/content-actions.server";
import { ContentEditPage } from "~/components/console/content/content-edit";
import { regulationValues } from "~/components/console/content/form-values";
import { RegionSelect } from "~/components/console/content/region-select";
import { RegulationItems } from "~/components/console/content/regulation-items";
import { InputField, SelectField, TextareaField } from "~/components/ui/field";
import { api } from "~/lib/api.server";
import { orNotFound } from "~/lib/not-found.server";
import type { Route } from "./+types/regulation-edit";

// 新建 / 编辑法规: the text's facts and its articles in order. The page checks the form with the schema
// the procedure uses (core/content.ts); a saved text is on the site and in search at once.
export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.form ? "编辑法规" : "新建法规"} - 运营后台` }];

const BACK = "/console/content/regulations";
const EMPTY_ITEMS: RegulationItem[] = [{ kind: "article", no: 1, sub: null, text: "" }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const content = api(context).content;
  const id = params.id === "new" ? null : idOf(params.id);
  if (params.id !== "new" && id === null) throw data(null, { status: 404 });
  const [regions, form] = await Promise.all([content.regions(), id === null ? null : orNotFound(content.regulation({ id }))]);
  if (id !== null && !form) throw data(null, { status: 404 });
  return { regions, form };
}

export async function action({ request, context }: Route.ActionArgs) {
  const content = api(context).content;
  return saveAction(request, regulationValues, (values, edit) => (edit ? content.updateRegulation({ ...values, ...edit }) : content.createRegulation(values)), {
    back: BACK,
    created: "法规已发布，网站与搜索即时可见",
    updated: "法规已保存",
  });
}

export default function RegulationEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { regions, form } = loaderData;
  return (
    <ContentEditPage noun="法规" back={BACK} edit={form} schema={regulationFields} read={regulationValues} result={actionData}>
      {({ field, errors }) => (
        <>
          <InputField {...field("title")} label="法规标题" required maxLength={200} />
          <div className="grid gap-4 sm:grid-cols-3">
            <SelectField name="level" label="效力级别" required defaultValue={form?.level ?? ""} error={errors.level}>
              <option value="">请选择</option>
              {REGULATION_LEVELS.map((l) => (
                <option key={l.slug} value={l.name}>
                  {l.name}
                </option>
              ))}
            </SelectField>
            <SelectField name="timeliness" label="时效性" required defaultValue={String(form?.timeliness ?? 1)} error={errors.timeliness}>
              {TIMELINESS_VALUES.map((v) => (
                <option key={v} value={v}>
                  {TIMELINESS[v]}
                </option>
              ))}
            </SelectField>
            <RegionSelect options={regions} value={form?.regionCode ?? null} error={errors.regionCode} label="适用地区" emptyLabel="全国" />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField {...field("issuer")} label="制定机关" required maxLength={100} />
            <InputField {...field("docNo")} label="发文字号" maxLength={100} />
            <InputField {...field("issuedOn")} type="date" label="公布日期" required />
            <InputField {...field("effectiveOn")} type="date" label="施行日期" required />
          </div>
          <TextareaField {...field("summary")} label="摘要" rows={2} maxLength={1000} hint="列表中显示；可不填" />
          <RegulationItems initial={form?.items ?? EMPTY_ITEMS} errors={errors} />
        </>
      )}
    </ContentEditPage>
  );
}

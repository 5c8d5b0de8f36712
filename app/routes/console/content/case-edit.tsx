import { data } from "react-router";
import { COURT_LEVELS } from "#core/cases";
import { caseFields, PROCEDURE_NAMES } from "#core/content";
import { idOf } from "#core/page";
import { CategorySelect } from "~/components/console/content/category-select";
import { saveAction } from "~/components/console/content/content-actions.server";
import { ContentEditPage } from "~/components/console/content/content-edit";
import { caseValues } from "~/components/console/content/form-values";
import { RegionSelect } from "~/components/console/content/region-select";
import { InputField, SelectField, TextareaField } from "~/components/ui/field";
import { api } from "~/lib/api.server";
import { orNotFound } from "~/lib/not-found.server";
import type { Route } from "./+types/case-edit";

// 新建 / 编辑案例: the fields the public case page shows (案由, 法院与层级, 地区, 程序, 裁判日期, 当事人,
// 裁判要旨, 全文 with its 【…】 section headings), checked with the procedure's schema (core/content.ts).
export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.form ? "编辑案例" : "新建案例"} - 运营后台` }];

const BACK = "/console/content/cases";
const LEVELS = [1, 2, 3, 4] as const;

export async function loader({ params, context }: Route.LoaderArgs) {
  const content = api(context).content;
  const id = params.id === "new" ? null : idOf(params.id);
  if (params.id !== "new" && id === null) throw data(null, { status: 404 });
  const [regions, causes, form] = await Promise.all([content.regions(), content.causes(), id === null ? null : orNotFound(content.case({ id }))]);
  if (id !== null && !form) throw data(null, { status: 404 });
  return { regions, causes, form };
}

export async function action({ request, context }: Route.ActionArgs) {
  const content = api(context).content;
  return saveAction(request, caseValues, (values, edit) => (edit ? content.updateCase({ ...values, ...edit }) : content.createCase(values)), {
    back: BACK,
    created: "案例已发布，网站与搜索即时可见",
    updated: "案例已保存",
  });
}

export default function CaseEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { regions, causes, form } = loaderData;
  return (
    <ContentEditPage noun="案例" back={BACK} edit={form} schema={caseFields} read={caseValues} result={actionData}>
      {({ field, errors }) => (
        <>
          <InputField {...field("title")} label="案例标题" required maxLength={200} />
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField {...field("caseNo")} label="案号" required maxLength={100} placeholder="如：（2024）京01民终1234号" />
            <CategorySelect name="causeId" label="案由" tree={causes} value={form?.causeId} error={errors.causeId} />
            <InputField {...field("court")} label="审理法院" required maxLength={100} />
            <SelectField name="courtLevel" label="法院层级" required defaultValue={String(form?.courtLevel ?? "")} error={errors.courtLevel}>
              <option value="">请选择</option>
              {LEVELS.map((l) => (
                <option key={l} value={l}>
                  {COURT_LEVELS[l]}
                </option>
              ))}
            </SelectField>
            <RegionSelect options={regions} value={form?.regionCode ?? null} error={errors.regionCode} label="法院所在地区" emptyLabel="不填" />
            <SelectField name="procedure" label="审理程序" required defaultValue={form?.procedure ?? ""} error={errors.procedure}>
              <option value="">请选择</option>
              {PROCEDURE_NAMES.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </SelectField>
            <InputField {...field("judgedOn")} type="date" label="裁判日期" required hint="年份取自裁判日期" />
          </div>
          <TextareaField {...field("parties")} label="当事人" rows={3} hint="每行一位，格式为“身份：名称”，如“原告：张某”" />
          <TextareaField {...field("holding")} label="裁判要旨" required rows={4} maxLength={2000} />
          <TextareaField
            {...field("body")}
            label="裁判文书全文"
            required
            rows={14}
            maxLength={100000}
            hint="各部分标题单独一行，如【审理经过】【本院认为】【判决如下】，页面据此生成目录"
          />
        </>
      )}
    </ContentEditPage>
  );
}

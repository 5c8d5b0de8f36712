import { data } from "react-router";
import { LAWYER_CASE_LIMITS as L, lawyerCaseFields } from "#core/lawyer-cases";
import { idOf } from "#core/page";
import { saveAction } from "~/components/console/content/content-actions.server";
import { ContentEditPage } from "~/components/console/content/content-edit";
import { lawyerCaseValues } from "~/components/console/content/form-values";
import { InputField, TextareaField } from "~/components/ui/field";
import { api } from "~/lib/api.server";
import { orNotFound } from "~/lib/not-found.server";
import type { Route } from "./+types/lawyer-case-edit";

// 新建 / 编辑代表案例 of one lawyer (new: ?lawyer=ID): title, year, summary and 排序号, checked with the
// procedure's schema; saving returns to that lawyer's list.
export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.form ? "编辑代表案例" : "新建代表案例"} - 运营后台` }];

const PATH = "/console/content/lawyer-cases";

/** The case (when editing) and its lawyer, from the path and ?lawyer=. */
async function target(content: ReturnType<typeof api>["content"], request: Request, rawId: string) {
  const id = rawId === "new" ? null : idOf(rawId);
  if (rawId !== "new" && id === null) throw data(null, { status: 404 });
  const form = id === null ? null : await orNotFound(content.lawyerCase({ id }));
  const lawyerId = form?.lawyerId ?? idOf(new URL(request.url).searchParams.get("lawyer"));
  if ((id !== null && !form) || lawyerId === null) throw data(null, { status: 404 });
  return { form, lawyerId };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const content = api(context).content;
  const { form, lawyerId } = await target(content, request, params.id);
  const list = await orNotFound(content.lawyerCases({ lawyerId }));
  if (!list) throw data(null, { status: 404 });
  return { form, lawyer: list.lawyer };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const content = api(context).content;
  const { lawyerId } = await target(content, request, params.id);
  return saveAction(
    request,
    lawyerCaseValues,
    (values, edit) => (edit ? content.updateLawyerCase({ ...values, ...edit }) : content.createLawyerCase({ ...values, lawyerId })),
    { back: `${PATH}?lawyer=${lawyerId}`, created: "代表案例已添加，律师主页与名片即时可见", updated: "代表案例已保存" },
  );
}

export default function LawyerCaseEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { form, lawyer } = loaderData;
  const edit = form ? { ...form, hidden: false } : null;
  return (
    <ContentEditPage
      noun={`${lawyer.name}律师的代表案例`}
      back={`${PATH}?lawyer=${lawyer.id}`}
      edit={edit}
      schema={lawyerCaseFields}
      read={lawyerCaseValues}
      result={actionData}
    >
      {({ field, errors }) => (
        <>
          <InputField {...field("title")} label="案例标题" required maxLength={L.title} />
          <InputField
            name="year"
            label="年份"
            required
            inputMode="numeric"
            defaultValue={form?.year ?? new Date().getFullYear()}
            maxLength={4}
            error={errors.year}
          />
          <TextareaField {...field("summary")} label="案例简介" required rows={4} maxLength={L.summary} />
          <InputField
            name="sort"
            label="排序号"
            inputMode="numeric"
            defaultValue={form?.sort ?? ""}
            maxLength={4}
            error={errors.sort}
            hint="数字小的排在前面；新建时留空则排在最后，也可在列表中上移、下移"
          />
        </>
      )}
    </ContentEditPage>
  );
}

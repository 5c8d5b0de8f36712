import { GitCompare } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { CHECK_TEXT_MAX } from "#core/contract-check/check";
import { idOf } from "#core/page";
import { CompareRows } from "~/components/contract-check/compare-rows";
import { controlClass, FormError, SubmitButton, TextareaField } from "~/components/ui/field";
import { actionFail } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import { formOf } from "~/lib/form.server";
import { orNotFound } from "~/lib/not-found.server";
import type { Route } from "./+types/contract-compare";

// 对比范本 (/contractCompare?templateId=): the user's contract against a template clause by clause —
// removed, added and changed clauses side by side, changes marked inside a clause. Without a template
// the live template the contract resembles most is used. Nothing is stored.
export const meta: Route.MetaFunction = ({ data: d }) => [
  { title: d?.template ? `与《${d.template.title}》对比 - 契合` : "合同与范本对比 - 契合" },
  { name: "description", content: "把您的合同与契合的合同范本逐条对比，查看缺少、新增和改动的条款。" },
];

const templateIdIn = (request: Request) => idOf(new URL(request.url).searchParams.get("templateId"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const templateId = templateIdIn(request);
  if (templateId === null) return { template: null };
  const template = await orNotFound(api(context).contractCheck.compareTarget({ templateId }));
  if (!template) throw data("该范本不存在或已下架", { status: 404 });
  return { template };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  try {
    const templateId = templateIdIn(request) ?? undefined;
    const result = await api(context).contractCheck.compare({ text: String(form.get("text") ?? ""), templateId });
    return { ok: true as const, result, errors: {} as Record<string, string>, message: null };
  } catch (error) {
    return actionFail("compare", error);
  }
}

export default function ContractCompare({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { template } = loaderData;
  const result = actionData && "result" in actionData ? actionData.result : null;
  const failed = actionData && !("result" in actionData) ? actionData : null;
  return (
    <div className="space-y-4">
      <Form method="post" noValidate className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <header>
          <h1 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
            <GitCompare className="h-5 w-5 text-brand-600" aria-hidden />
            合同与范本对比
          </h1>
          <p className="mt-1 text-sm text-slate-500">
            {template ? (
              <>
                对比范本：
                <Link to={`/templateDetails/${template.id}`} className="text-brand-600 hover:underline">
                  《{template.title}》
                </Link>
                {template.partial ? "（尚未获得全文，仅对比预览部分）" : ""}
              </>
            ) : (
              "粘贴您的合同，系统会找到最相似的范本逐条对比；也可以在范本详情页点击“与我的合同对比”。"
            )}
          </p>
        </header>
        <TextareaField
          name="text"
          label="您的合同"
          rows={10}
          maxLength={CHECK_TEXT_MAX}
          placeholder="将合同全文粘贴到这里，每个条款一段"
          error={failed?.errors.text}
          controlClassName={`${controlClass} leading-6`}
        />
        <FormError message={failed?.message} className="rounded-md bg-red-50 p-3" />
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton busy={busy} busyText="正在对比…" className="px-6">
            开始对比
          </SubmitButton>
          <Link to="/contractCheck" className="text-sm text-brand-600 hover:underline">
            检查合同风险（合同体检）
          </Link>
        </div>
      </Form>
      {result ? <CompareRows result={result} /> : null}
    </div>
  );
}

import { Stethoscope } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { CHECK_TEXT_MAX } from "#core/contract-check/check";
import { CheckFindings } from "~/components/contract-check/check-findings";
import { controlClass, FormError, fileControlClass, InputField, SelectField, SubmitButton, TextareaField } from "~/components/ui/field";
import { actionFail } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import { formOf } from "~/lib/form.server";
import type { Route } from "./+types/contract-check";

// 合同体检 (/contractCheck): paste a contract or upload a .docx; deterministic checks (core/contract-check)
// answer findings with the sentence, the reason, the statute article linked in the regulation library and
// a clause to use. Nothing is stored.
export const meta: Route.MetaFunction = () => [
  { title: "合同体检 - 免费检查合同条款与法律风险 - 契合" },
  {
    name: "description",
    content: "粘贴合同或上传 Word 文件，检查缺失的关键条款、试用期与定金等法定上限、大小写金额与起止日期，每项风险附法律依据和参考条款。",
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  // From a template's page: its category's kind is chosen to begin with.
  const templateId = new URL(request.url).searchParams.get("templateId");
  return api(context).contractCheck.kinds(templateId ? { templateId } : undefined);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const raw = form.get("kind");
  // Anything but a known kind reaches the schema, which names the problem.
  const kind = raw === null || raw === "auto" ? undefined : String(raw);
  const file = form.get("file");
  try {
    const caller = api(context).contractCheck;
    const result =
      file instanceof File && file.size > 0 ? await caller.docx({ file, kind }) : await caller.text({ text: String(form.get("text") ?? ""), kind });
    return { ok: true as const, result, errors: {} as Record<string, string>, message: null };
  } catch (error) {
    return actionFail("check", error);
  }
}

export default function ContractCheck({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const data = actionData && "result" in actionData ? actionData : null;
  const failed = actionData && !("result" in actionData) ? actionData : null;
  const errors: Record<string, string> = failed?.errors ?? {};
  const message = failed?.message ?? null;
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Form method="post" encType="multipart/form-data" noValidate className="space-y-4 self-start rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <header>
          <h1 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
            <Stethoscope className="h-5 w-5 text-brand-600" aria-hidden />
            合同体检
          </h1>
          <p className="mt-1 text-sm text-slate-500">逐条对照法律规定与常见风险检查您的合同，结果可追溯到具体条文。合同内容仅用于本次检查，不会保存。</p>
        </header>
        <SelectField name="kind" label="合同类型" defaultValue={loaderData.preset ?? "auto"} error={errors.kind}>
          <option value="auto">自动识别</option>
          {loaderData.kinds.map((k) => (
            <option key={k.key} value={k.key}>
              {k.name}
            </option>
          ))}
        </SelectField>
        <TextareaField
          name="text"
          label="合同正文"
          rows={14}
          maxLength={CHECK_TEXT_MAX}
          placeholder="将合同全文粘贴到这里"
          hint={`最多 ${CHECK_TEXT_MAX / 10_000} 万字；也可以上传 Word 文件。`}
          error={errors.text}
          controlClassName={`${controlClass} leading-6`}
        />
        <InputField
          name="file"
          type="file"
          label="或上传 Word 文件（.docx，不超过 10MB）"
          accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          error={errors.file}
          controlClassName={fileControlClass}
        />
        <FormError message={message} className="rounded-md bg-red-50 p-3" />
        <SubmitButton busy={busy} busyText="正在检查…" className="w-full">
          开始体检
        </SubmitButton>
        <p className="text-xs leading-5 text-slate-500">
          体检依据现行有效的法律、司法解释给出提示，不构成法律意见；重要合同建议委托律师审查。也可以把合同
          <Link to="/contractCompare" className="text-brand-600 underline underline-offset-2">
            与范本逐条对比
          </Link>
          。
        </p>
      </Form>
      <div>
        {data ? (
          <CheckFindings result={data.result} />
        ) : (
          <section className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-sm leading-6 text-slate-600">
            <h2 className="font-medium text-slate-900">体检检查什么</h2>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>关键条款是否齐全：当事人、价款与支付、履行、违约责任、争议解决等；劳动合同的法定必备条款。</li>
              <li>法定上限：试用期与合同期限、定金不超过标的额的20%、租赁期限不超过二十年、违约金过高。</li>
              <li>前后一致：大小写金额、起止日期、当事人名称，以及尚未填写的空白。</li>
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}

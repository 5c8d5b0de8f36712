import { useRef, useState } from "react";
import { data, Form, useNavigation, useSubmit } from "react-router";
import { settleInSchema } from "#core/settle-in";
import { LazyCaptcha } from "~/components/captcha/lazy-captcha";
import { RegionCascader } from "~/components/region-cascader/region-cascader";
import { FieldError, FormError, InputField, SubmitButton, TextareaField } from "~/components/ui/field";
import { userMessage } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import { formOf } from "~/lib/form.server";
import { check, type FieldErrors, FORM_ERROR } from "~/lib/form-schema";
import type { Route } from "./+types/settle-in";

export const meta: Route.MetaFunction = () => [
  { title: "律师入驻 - 契合" },
  { name: "description", content: "执业律师免费入驻契合，承接电话咨询、在线咨询、合同定制与审核订单，发布文章与范本获得收益。" },
];

type ActionResult = { ok: true } | { ok: false; errors: FieldErrors };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const parsed = check(settleInSchema, Object.fromEntries(form));
  if (!parsed.ok) return data<ActionResult>({ ok: false, errors: parsed.errors }, { status: 400 });
  try {
    await api(context).settleIn.submit({ ...parsed.data, captchaVerification: String(form.get("captchaVerification") ?? "") });
    return data<ActionResult>({ ok: true });
  } catch (error) {
    return data<ActionResult>({ ok: false, errors: { [FORM_ERROR]: userMessage(error) } }, { status: 409 });
  }
}

const BENEFITS = [
  ["承接付费咨询", "用户在线下单电话咨询与图文咨询，平台按专业领域和城市向您派单，服务完成后收益入账。"],
  ["合同定制与审核", "承接企业与个人的合同起草、审核订单，交付与沟通全程在平台留痕。"],
  ["发布文章与范本", "在法律文集发表实务文章、上传原创合同范本，被购买即获得分成。"],
  ["个人主页与电子名片", "展示执业信息、代表案例与用户评价，同步生成律师电子名片，方便对外推介。"],
] as const;

const STEPS = ["提交入驻申请", "工作人员电话沟通", "注册并完成实名与执业认证", "开通律师服务，开始接单"] as const;

export default function SettleIn({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  // A valid form waits here for the slider captcha; its verification goes out with the fields.
  const pending = useRef<HTMLFormElement | null>(null);
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const serverErrors = actionData && !actionData.ok ? actionData.errors : {};
  const errors = { ...serverErrors, ...clientErrors };
  const submitting = navigation.state === "submitting";

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_420px]">
      <section className="space-y-6">
        <div className="rounded-xl bg-gradient-to-br from-brand-700 to-brand-500 p-6 text-white sm:p-8">
          <h1 className="text-2xl font-semibold">律师免费入驻</h1>
          <p className="mt-2 text-sm leading-6 text-white/85">契合面向全国执业律师开放入驻，不收取入驻费与年费。平台负责获客与交易保障，您专注于专业服务。</p>
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-6">
          <h2 className="text-lg font-semibold text-slate-900">入驻权益</h2>
          <dl className="mt-3 grid gap-4 sm:grid-cols-2">
            {BENEFITS.map(([title, text]) => (
              <div key={title}>
                <dt className="font-medium text-brand-700">{title}</dt>
                <dd className="mt-1 text-sm leading-6 text-slate-600">{text}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-6">
          <h2 className="text-lg font-semibold text-slate-900">入驻条件与流程</h2>
          <p className="mt-2 text-sm leading-6 text-slate-600">
            申请人须持有有效的律师执业证，执业状态正常，近三年未受过司法行政机关的行政处罚或律师协会的纪律处分。
          </p>
          <ol className="mt-4 grid gap-3 sm:grid-cols-4">
            {STEPS.map((step, i) => (
              <li key={step} className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
                <span className="mb-1 block text-xs font-semibold text-brand-600">第 {i + 1} 步</span>
                {step}
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="h-fit rounded-lg border border-slate-200 bg-white p-6" aria-labelledby="apply-title">
        <h2 id="apply-title" className="text-lg font-semibold text-slate-900">
          提交入驻申请
        </h2>
        {actionData?.ok ? (
          <div role="status" className="mt-4 rounded-md bg-emerald-50 p-4 text-sm leading-6 text-emerald-700">
            申请已提交。我们的工作人员将在一个工作日内与您电话联系，请留意来电。
          </div>
        ) : (
          <Form
            method="post"
            noValidate
            className="mt-4 space-y-4"
            onSubmit={async (event) => {
              // The shared zod schema loads on first submit, keeping it out of the page's first load.
              event.preventDefault();
              const form = event.currentTarget;
              const { settleInSchema: schema } = await import("#core/settle-in");
              const parsed = check(schema, Object.fromEntries(new FormData(form)));
              setClientErrors(parsed.errors);
              if (!parsed.ok) return;
              pending.current = form;
              setCaptchaOpen(true);
            }}
          >
            <InputField name="name" label="姓名" error={errors.name} autoComplete="name" maxLength={20} />
            <InputField name="phone" label="手机号" error={errors.phone} type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} />
            <InputField name="firm" label="执业机构" error={errors.firm} placeholder="如：北京某某律师事务所" maxLength={50} />
            <div>
              <span className="mb-1 block text-sm text-slate-700">执业所在地区</span>
              <RegionCascader name="regionCode" invalid={Boolean(errors.regionCode)} describedBy="regionCode-error" />
              <FieldError id="regionCode-error" error={errors.regionCode} />
            </div>
            <InputField name="practiceYears" label="执业年限（年）" error={errors.practiceYears} type="number" inputMode="numeric" min={0} max={60} />
            <TextareaField name="message" label="补充说明（选填）" error={errors.message} rows={3} maxLength={500} placeholder="擅长领域、希望承接的服务等" />
            <FormError message={errors.form} />
            <SubmitButton busy={submitting} className="w-full">
              提交申请
            </SubmitButton>
          </Form>
        )}
        <LazyCaptcha
          open={captchaOpen}
          onClose={() => setCaptchaOpen(false)}
          onPassed={(verification) => {
            const form = pending.current;
            if (!form) return;
            const fields = new FormData(form);
            fields.set("captchaVerification", verification);
            submit(fields, { method: "post" });
          }}
        />
      </section>
    </div>
  );
}

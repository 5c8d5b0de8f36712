import { Form, Link, useNavigation } from "react-router";
import { formatDateTime } from "#core/dates";
import { CodeButton } from "~/components/login/code-button";
import { type ActionResult, actionFail, actionOk } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import { formOf } from "~/lib/form.server";
import type { Route } from "./+types/earnings-certification";

// 实名认证 for withdrawals: real name, ID number (GB 11643), the user's own bank card (Luhn), bank and
// branch, confirmed by an SMS code to the bound phone; the console reviews it ('1' → '2' or '3').
// Numbers are shown masked only. A certified lawyer's name and ID number come from the certification.
export const meta: Route.MetaFunction = () => [{ title: "实名认证 - 我的收益 - 契合" }];

export async function loader({ context }: Route.LoaderArgs) {
  if (!context.session.user) return null;
  return api(context).earnings.verification();
}

const FIELDS = ["realName", "idNumber", "cardHolder", "bankCard", "bankName", "bankBranch", "code"] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const input = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? "")])) as Record<(typeof FIELDS)[number], string>;
  try {
    await api(context).earnings.submitVerification(input);
    return actionOk("submit", "已提交，审核通过后即可提现");
  } catch (error) {
    return actionFail("submit", error);
  }
}

const STATUS_CLASS: Record<string, string> = { "0": "text-slate-600", "1": "text-amber-700", "2": "text-emerald-600", "3": "text-danger-500" };

export default function EarningsCertification({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (!loaderData) return null;
  const v = loaderData;
  const result = actionData as ActionResult | undefined;
  const errors = result?.ok === false ? result.errors : {};
  const editable = v.status !== "1";
  // A field's own message shows under it; the top line is for the rest (a wrong code, a refusal).
  const notice = result?.message ?? Object.entries(errors).find(([name]) => !(FIELDS as readonly string[]).includes(name))?.[1];
  const field = (name: string, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div className="grid gap-1 sm:grid-cols-[7rem_1fr] sm:items-center">
      <label htmlFor={`rn-${name}`} className="text-sm text-slate-700">
        {label}
      </label>
      <div>
        <input
          id={`rn-${name}`}
          name={name}
          aria-invalid={errors[name] ? true : undefined}
          className="w-full max-w-sm rounded-md border border-slate-300 px-3 py-1.5 text-sm read-only:bg-slate-50"
          {...props}
        />
        {errors[name] ? <p className="mt-1 text-xs text-danger-500">{errors[name]}</p> : null}
      </div>
    </div>
  );
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-lg font-semibold text-slate-900">实名认证</h1>
        <Link to="/myEarnings" className="text-sm text-brand-600 hover:underline">
          ← 返回我的收益
        </Link>
      </div>
      <section aria-label="认证状态" className="rounded-lg bg-white p-4 text-sm shadow-sm">
        <p>
          认证状态：
          <span className={STATUS_CLASS[v.status]} data-testid="realname-status">
            {v.statusText}
          </span>
          {v.submittedAt ? <span className="ml-2 text-xs text-slate-500">提交于 {formatDateTime(v.submittedAt)}</span> : null}
        </p>
        {v.status === "3" && v.rejectReason ? <p className="mt-1 text-danger-500">未通过原因：{v.rejectReason}</p> : null}
        {v.bankCardMasked ? (
          <dl className="mt-2 grid gap-1 text-slate-600 sm:grid-cols-2">
            <div>
              <dt className="inline">真实姓名：</dt>
              <dd className="inline">{v.realName}</dd>
            </div>
            <div>
              <dt className="inline">身份证号：</dt>
              <dd className="inline">{v.idNumberMasked}</dd>
            </div>
            <div>
              <dt className="inline">银行卡：</dt>
              <dd className="inline" data-testid="realname-card">
                {v.bankName} {v.bankCardMasked}
              </dd>
            </div>
            <div>
              <dt className="inline">开户支行：</dt>
              <dd className="inline">{v.bankBranch}</dd>
            </div>
          </dl>
        ) : null}
      </section>
      {notice ? (
        <p role={result?.ok ? "status" : "alert"} className={`text-sm ${result?.ok ? "text-emerald-600" : "text-danger-500"}`}>
          {notice}
        </p>
      ) : null}
      {editable && !(result?.ok === true) ? (
        <Form method="post" className="space-y-3 rounded-lg bg-white p-4 shadow-sm sm:p-5" aria-label="实名认证表单">
          <h2 className="font-medium text-slate-900">{v.status === "0" ? "填写认证信息" : "修改认证信息（重新提交后需再次审核）"}</h2>
          {v.certified ? (
            <p className="text-xs text-slate-500">你已通过律师认证，姓名与身份证号沿用律师认证的信息（{v.certified.idNumberMasked}），无需再次填写身份证号。</p>
          ) : null}
          {field("realName", "真实姓名", {
            required: true,
            defaultValue: v.certified?.realName ?? v.realName,
            readOnly: Boolean(v.certified),
            autoComplete: "name",
          })}
          {v.certified ? null : field("idNumber", "身份证号", { required: true, maxLength: 18, placeholder: "18 位居民身份证号码" })}
          {field("cardHolder", "持卡人", { required: true, defaultValue: v.certified?.realName ?? v.realName, placeholder: "须与真实姓名一致" })}
          {field("bankCard", "银行卡号", { required: true, inputMode: "numeric", maxLength: 23, placeholder: "本人名下的借记卡卡号", autoComplete: "off" })}
          {field("bankName", "开户银行", { required: true, defaultValue: v.bankName, placeholder: "如：中国工商银行" })}
          {field("bankBranch", "开户支行", { required: true, defaultValue: v.bankBranch, placeholder: "如：北京朝阳支行" })}
          <div className="grid gap-1 sm:grid-cols-[7rem_1fr] sm:items-center">
            <label htmlFor="rn-code" className="text-sm text-slate-700">
              短信验证码
            </label>
            <div>
              <div className="flex max-w-sm gap-2">
                <input
                  id="rn-code"
                  name="code"
                  inputMode="numeric"
                  maxLength={6}
                  required
                  className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-1.5 text-sm"
                />
                <CodeButton purpose="realname" />
              </div>
              <p className="mt-1 text-xs text-slate-500">验证码发送到你绑定的手机 {v.phoneMasked}</p>
              {errors.code ? <p className="mt-1 text-xs text-danger-500">{errors.code}</p> : null}
            </div>
          </div>
          <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-6 py-1.5 text-sm text-white hover:bg-brand-700 disabled:opacity-60">
            {busy ? "请求中..." : "提交认证"}
          </button>
        </Form>
      ) : null}
    </div>
  );
}

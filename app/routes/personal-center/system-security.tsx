import { type ReactNode, useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { PASSWORD_MAX, sessionsPageInput } from "#core/auth";
import { formatDateTime } from "#core/dates";
import { CodeButton } from "~/components/login/code-button";
import { WechatQr } from "~/components/login/wechat-qr";
import { IntentButton } from "~/components/ui/intent-button";
import { Pagination } from "~/components/ui/pagination";
import { TitledSection } from "~/components/ui/titled-section";
import { type ActionResult, actionFail, actionOk } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import { formOf } from "~/lib/form.server";
import type { Route } from "./+types/system-security";

export const meta: Route.MetaFunction = () => [{ title: "系统安全 - 契合" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.session.user) return null;
  const caller = api(context);
  // 登录设备 page from ?current= (the schema falls back to page 1 on anything odd).
  const page = sessionsPageInput.parse({ page: new URL(request.url).searchParams.get("current") ?? undefined });
  const [security, sessions, info] = await Promise.all([caller.auth.security(), caller.auth.sessions(page), caller.auth.info()]);
  return { ...security, sessions, phone: info.sysUser.phone };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const intent = String(form.get("intent"));
  const caller = api(context);
  const text = (name: string) => String(form.get(name) ?? "");
  const reauth = () => ({ currentPassword: text("currentPassword") || undefined, verifyCode: text("verifyCode") || undefined });
  try {
    if (intent === "changePhone") {
      await caller.auth.changePhone({
        oldCode: String(form.get("oldCode") ?? ""),
        newPhone: String(form.get("newPhone") ?? ""),
        newCode: String(form.get("newCode") ?? ""),
      });
      return actionOk(intent, "绑定手机已更换，请使用新手机号登录");
    }
    if (intent === "bindWechat") {
      await caller.auth.bindWechat({ code: text("code"), state: text("state"), ...reauth() });
      return actionOk(intent, "微信绑定成功，以后可直接扫码登录");
    }
    if (intent === "unbindWechat") {
      await caller.auth.unbindWechat(reauth());
      return actionOk(intent, "已解绑微信");
    }
    if (intent === "signOutOthers") {
      await caller.auth.signOutOthers();
      return actionOk(intent, "其他设备已退出登录");
    }
    await caller.auth.changePassword({
      oldPassword: text("oldPassword") || undefined,
      verifyCode: text("verifyCode") || undefined,
      password: text("password"),
      confirm: text("confirm"),
    });
    return actionOk("password", "密码已保存，其他设备需重新登录");
  } catch (error) {
    return actionFail(intent, error);
  }
}

const input = "mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900";
const primaryButton = "rounded-md bg-brand-600 px-5 py-2 text-sm text-white hover:bg-brand-700 disabled:opacity-60";

/** An SMS code input with its 获取验证码 button beside it. */
function CodeField({ label, name, phone, purpose }: { label: string; name: string; phone?: string; purpose: "own" | "bind" }) {
  return (
    <div className="flex items-end gap-2">
      <label className="block flex-1 text-sm text-slate-600">
        {label}
        <input name={name} inputMode="numeric" maxLength={6} autoComplete="one-time-code" className={input} />
      </label>
      <div className="flex h-[38px]">
        <CodeButton phone={phone} purpose={purpose} />
      </div>
    </div>
  );
}

function PasswordField({ label, name, autoComplete, error }: { label: string; name: string; autoComplete: string; error: ReactNode }) {
  return (
    <label className="block text-sm text-slate-600">
      {label}
      <input type="password" name={name} autoComplete={autoComplete} maxLength={PASSWORD_MAX} className={input} />
      {error}
    </label>
  );
}

/** Re-authentication for a sensitive change: a code sent to the own phone, or the login password if there is one. */
function IdentityFields({ hasPassword }: { hasPassword: boolean }) {
  return (
    <div className="space-y-3">
      <p className="text-xs text-slate-500">{hasPassword ? "为保障账号安全，请输入登录密码或短信验证码验证身份。" : "为保障账号安全，请先验证绑定的手机。"}</p>
      {hasPassword ? (
        <label className="block text-sm text-slate-600">
          登录密码
          <input type="password" name="currentPassword" autoComplete="current-password" maxLength={PASSWORD_MAX} className={input} />
        </label>
      ) : null}
      <CodeField label="短信验证码" name="verifyCode" purpose="own" />
    </div>
  );
}

export default function SystemSecurity({ loaderData, actionData }: Route.ComponentProps) {
  // Busy until the page data is fresh again: a second form sent while the first one's revalidation runs
  // cancels it, and a refused second form does not revalidate, leaving the page on stale data (a password
  // just set still asked for as an SMS code).
  const busy = useNavigation().state !== "idle";
  const [scanning, setScanning] = useState(false);
  const [newPhone, setNewPhone] = useState("");
  // WeChat sends the browser back here with ?code=…&state=WX-BIND.<nonce>. Nothing is bound until
  // the user confirms: a link someone else sent must not attach their WeChat to this account.
  const [scanned, setScanned] = useState<{ code: string; state: string } | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const code = params.get("code");
    const state = params.get("state");
    if (code && state?.startsWith("WX-BIND.")) setScanned({ code, state });
  }, []);
  if (!loaderData) return null;
  const result = actionData as ActionResult | undefined;
  const confirming = scanned && !loaderData.wechat.bound && !(result?.intent === "bindWechat" && result.ok);
  const fieldError = (name: string) =>
    result?.intent === "password" && result.errors[name] ? <span className="mt-1 block text-xs text-danger-500">{result.errors[name]}</span> : null;
  const phoneError = (name: string) =>
    result?.intent === "changePhone" && result.errors[name] ? <p className="text-xs text-danger-500">{result.errors[name]}</p> : null;
  // The WeChat forms have no per-field slots: their first field error shows as the form's message.
  const note = (intent: string) => {
    const text = result?.intent === intent ? (result.message ?? (intent.endsWith("Wechat") ? Object.values(result.errors)[0] : null)) : null;
    return result && text ? (
      <p role={result.ok ? "status" : "alert"} className={`text-sm ${result.ok ? "text-emerald-600" : "text-danger-500"}`}>
        {text}
      </p>
    ) : null;
  };

  return (
    <div className="space-y-10">
      <h1 className="text-lg font-semibold text-slate-900">系统安全</h1>
      <TitledSection id="pwd-title" title={loaderData.hasPassword ? "修改登录密码" : "设置登录密码"}>
        <p className="mt-1 text-sm text-slate-500">
          {loaderData.hasPassword ? "忘记原密码时，可退出登录后在登录窗口通过“忘记密码”重置。" : "设置密码后，可使用手机号和密码登录。"}
        </p>
        <Form method="post" className="mt-4 max-w-md space-y-4">
          <input type="hidden" name="intent" value="password" />
          {loaderData.hasPassword ? (
            <PasswordField label="原密码" name="oldPassword" autoComplete="current-password" error={fieldError("oldPassword")} />
          ) : (
            <>
              <IdentityFields hasPassword={false} />
              {fieldError("verifyCode")}
            </>
          )}
          <PasswordField label="新密码（至少 8 位）" name="password" autoComplete="new-password" error={fieldError("password")} />
          <PasswordField label="确认新密码" name="confirm" autoComplete="new-password" error={fieldError("confirm")} />
          <button type="submit" disabled={busy} className={primaryButton}>
            保存密码
          </button>
          {note("password")}
        </Form>
      </TitledSection>

      <TitledSection id="phone-title" title="更换绑定手机">
        <p className="mt-1 text-sm text-slate-500">当前绑定 {loaderData.phone}。更换需同时验证原手机和新手机。</p>
        <Form method="post" className="mt-4 max-w-md space-y-4">
          <input type="hidden" name="intent" value="changePhone" />
          <CodeField label="原手机验证码" name="oldCode" purpose="own" />
          {phoneError("oldCode")}
          <label className="block text-sm text-slate-600">
            新手机号
            <input
              name="newPhone"
              type="tel"
              inputMode="numeric"
              maxLength={11}
              value={newPhone}
              onChange={(e) => setNewPhone(e.target.value.trim())}
              className={input}
            />
          </label>
          {phoneError("newPhone")}
          <CodeField label="新手机验证码" name="newCode" phone={newPhone} purpose="bind" />
          {phoneError("newCode")}
          <button type="submit" disabled={busy} className={primaryButton}>
            确认更换
          </button>
          {note("changePhone")}
        </Form>
      </TitledSection>

      <TitledSection id="wechat-title" title="微信账号">
        {loaderData.wechat.bound ? (
          <Form method="post" className="mt-2 max-w-md space-y-3 text-sm">
            <input type="hidden" name="intent" value="unbindWechat" />
            <p className="text-slate-700">已绑定微信{loaderData.wechat.nickname ? `（${loaderData.wechat.nickname}）` : ""}</p>
            <IdentityFields hasPassword={loaderData.hasPassword} />
            <button type="submit" disabled={busy} className="rounded-md border border-slate-300 px-3 py-1.5 text-slate-700 hover:bg-slate-50">
              解绑微信
            </button>
          </Form>
        ) : confirming ? (
          <Form method="post" action="/systemSecurity" replace className="mt-2 max-w-md space-y-3 rounded-md border border-amber-200 bg-amber-50 p-4 text-sm">
            <input type="hidden" name="intent" value="bindWechat" />
            <input type="hidden" name="code" value={scanned.code} />
            <input type="hidden" name="state" value={scanned.state} />
            <p className="text-slate-700">微信扫码已完成。确认将该微信绑定到当前账号吗？绑定后可使用该微信扫码登录本账号。</p>
            <IdentityFields hasPassword={loaderData.hasPassword} />
            <div className="flex gap-3">
              <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-4 py-1.5 text-white hover:bg-brand-700 disabled:opacity-60">
                确认绑定
              </button>
              <a href="/systemSecurity" className="rounded-md border border-slate-300 px-4 py-1.5 text-slate-700 hover:bg-white">
                取消
              </a>
            </div>
          </Form>
        ) : (
          <div className="mt-2 text-sm">
            <p className="text-slate-500">绑定后可使用微信扫码登录。</p>
            {scanning ? (
              <div className="mt-3 max-w-xs rounded-md border border-slate-200 p-2">
                <WechatQr state="WX-BIND" />
              </div>
            ) : (
              <button
                type="button"
                onClick={() => setScanning(true)}
                className="mt-2 rounded-md border border-brand-500 px-3 py-1.5 text-brand-600 hover:bg-brand-50"
              >
                绑定微信
              </button>
            )}
          </div>
        )}
        {note("bindWechat")}
        {note("unbindWechat")}
      </TitledSection>

      <section aria-labelledby="devices-title">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="devices-title" className="font-medium text-slate-900">
            登录设备
          </h2>
          {loaderData.sessions.total > 1 ? (
            <IntentButton
              intent="signOutOthers"
              busy={busy}
              className="rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50"
            >
              退出其他设备
            </IntentButton>
          ) : null}
        </div>
        {note("signOutOthers")}
        <ul className="mt-3 divide-y divide-slate-100 rounded-md border border-slate-200">
          {loaderData.sessions.records.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
              <span className="text-slate-800">
                {s.device}
                {s.current ? <span className="ml-2 rounded bg-emerald-50 px-1.5 py-0.5 text-xs text-emerald-700">当前设备</span> : null}
              </span>
              <span className="text-slate-500">
                {[s.city, s.ip].filter(Boolean).join(" · ")} 最近活动 {formatDateTime(s.lastActiveAt)}
              </span>
            </li>
          ))}
        </ul>
        <Pagination
          current={loaderData.sessions.page}
          pages={Math.ceil(loaderData.sessions.total / loaderData.sessions.size)}
          total={loaderData.sessions.total}
        />
      </section>
    </div>
  );
}

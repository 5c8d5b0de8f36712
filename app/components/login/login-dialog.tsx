import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { safeRedirect } from "#core/redirect";
import { type LoginMode, resetLogin, setLoginMode, useLoginState } from "~/lib/login-store";
import { ModalDialog } from "../ui/modal-dialog";
import { Tab, TabList, TabPanel, Tabs, UNDERLINED } from "../ui/tabs";
import { BindPhoneForm, ForgotPasswordForm, PasswordLoginForm, SmsLoginForm } from "./login-forms";
import { WechatQr } from "./wechat-qr";

// The login dialog of SPEC §2: 0 WeChat QR (default), 1 phone + SMS code (登录/注册), 2 phone +
// password, 3 forgot password, and 4 binding a phone after a first WeChat scan. Loaded lazily.
const TABS: { mode: LoginMode; label: string }[] = [
  { mode: 0, label: "微信登录" },
  { mode: 1, label: "验证码登录" },
  { mode: 2, label: "密码登录" },
];

export default function LoginDialog() {
  const { open, mode, afterLoginUrl, notice, wechat } = useLoginState();
  // Every switch to the QR tab restarts the WeChat login with a fresh frame (SPEC §2).
  const [qrRound, setQrRound] = useState(0);
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  // SPEC §2: closing resets the forms, drops the pending after-login step and reloads the page.
  const close = () => {
    resetLogin();
    window.location.reload();
  };

  const loggedIn = () => {
    const next = afterLoginUrl;
    resetLogin();
    if (next) navigate(safeRedirect(next, "/"));
    else void revalidator.revalidate();
  };

  return (
    <ModalDialog
      open={open}
      titleId="login-title"
      title={mode === 3 ? "找回密码" : mode === 4 ? "绑定手机号" : "登录契合"}
      width="w-[min(92vw,400px)]"
      onClose={close}
    >
      {notice ? <p className="mt-2 rounded bg-amber-50 px-3 py-2 text-center text-sm text-amber-700">{notice}</p> : null}
      {mode === 3 || mode === 4 ? (
        <div className="mt-5">
          {mode === 4 && wechat ? <BindPhoneForm ticket={wechat.ticket} nickname={wechat.nickname} onLoggedIn={loggedIn} /> : <ForgotPasswordForm />}
        </div>
      ) : (
        <Tabs value={String(mode)} onValueChange={(value) => setLoginMode(Number(value) as LoginMode)}>
          <TabList label="登录方式" className="mt-4 grid grid-cols-3 border-b border-slate-200">
            {TABS.map((t) => (
              <Tab
                key={t.mode}
                value={String(t.mode)}
                // Every click on 微信登录, the active tab too, restarts the WeChat login (SPEC §2).
                onClick={t.mode === 0 ? () => setQrRound((n) => n + 1) : undefined}
                className={`${UNDERLINED} py-2`}
              >
                {t.label}
              </Tab>
            ))}
          </TabList>
          {/* Keyed by mode: switching between tabs resets the form being left (SPEC §2). */}
          <TabPanel value={String(mode)} className="mt-5" key={mode === 0 ? `qr${qrRound}` : mode}>
            {mode === 0 ? (
              <>
                <WechatQr state="WX-LOGIN" />
                <p className="mt-2 text-center text-xs text-slate-500">
                  登录即表示同意
                  <a href="/userAgreement" target="_blank" rel="noreferrer" className="text-brand-600 hover:underline">
                    《契合用户协议》
                  </a>
                </p>
              </>
            ) : mode === 1 ? (
              <SmsLoginForm onLoggedIn={loggedIn} />
            ) : (
              <PasswordLoginForm onLoggedIn={loggedIn} />
            )}
          </TabPanel>
        </Tabs>
      )}
    </ModalDialog>
  );
}

import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { type LoginMode, resetLogin, setLoginMode, useLoginState } from "~/lib/login-store";
import { ForgotPasswordForm, PasswordLoginForm, SmsLoginForm } from "./login-forms";

// The login dialog of SPEC §2: 1 phone + SMS code (登录/注册), 2 phone + password, 3 forgot password.
// WeChat QR login (mode 0) arrives with the WeChat provider. Loaded lazily: only visitors who open it pay for it.
const TABS: { mode: LoginMode; label: string }[] = [
  { mode: 1, label: "验证码登录" },
  { mode: 2, label: "密码登录" },
];

export default function LoginDialog() {
  const { open, mode, afterLoginUrl, notice } = useLoginState();
  const dialog = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  // SPEC §2: closing resets the forms, drops the pending after-login step and reloads the page.
  const close = () => {
    resetLogin();
    window.location.reload();
  };

  const loggedIn = () => {
    const next = afterLoginUrl;
    resetLogin();
    if (next) navigate(next);
    else void revalidator.revalidate();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="login-title"
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      className="m-auto w-[min(92vw,400px)] rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="relative p-6">
        <button type="button" onClick={close} aria-label="关闭" className="absolute right-3 top-3 rounded p-1 text-slate-400 hover:text-slate-600">
          <X className="h-5 w-5" aria-hidden />
        </button>
        <h2 id="login-title" className="text-center text-lg font-semibold text-slate-900">
          {mode === 3 ? "找回密码" : "登录契合"}
        </h2>
        {notice ? <p className="mt-2 rounded bg-amber-50 px-3 py-2 text-center text-sm text-amber-700">{notice}</p> : null}
        {mode === 3 ? null : (
          <div role="tablist" aria-label="登录方式" className="mt-4 grid grid-cols-2 border-b border-slate-200">
            {TABS.map((t) => (
              <button
                key={t.mode}
                type="button"
                role="tab"
                aria-selected={mode === t.mode}
                onClick={() => setLoginMode(t.mode)}
                className={`-mb-px border-b-2 py-2 text-sm ${mode === t.mode ? "border-brand-600 font-medium text-brand-700" : "border-transparent text-slate-500"}`}
              >
                {t.label}
              </button>
            ))}
          </div>
        )}
        {/* Keyed by mode: switching between tabs resets the form being left (SPEC §2). */}
        <div className="mt-5" key={mode}>
          {mode === 1 ? <SmsLoginForm onLoggedIn={loggedIn} /> : mode === 2 ? <PasswordLoginForm onLoggedIn={loggedIn} /> : <ForgotPasswordForm />}
        </div>
      </div>
    </dialog>
  );
}

import { type ReactNode, useState } from "react";
import { CAPTCHA_REQUIRED_MESSAGE, PASSWORD_MAX, passwordLoginSchema, resetPasswordSchema, smsLoginSchema } from "#core/auth";
import { LazyCaptcha } from "~/components/captcha/lazy-captcha";
import { FormError } from "~/components/ui/field";
import { toast } from "~/components/ui/toast";
import { check, type FieldErrors } from "~/lib/form-schema";
import { setLoginMode } from "~/lib/login-store";
import { trpc } from "~/lib/trpc";
import { CodeButton } from "./code-button";
import { LoginField, PhoneField, SubmitButton } from "./fields";

type Done = () => void;
const message = (e: unknown) => (e instanceof Error ? e.message : "请求失败，请稍后再试");

/** A form's field errors and busy flag; `attempt` runs its request, and a refusal becomes the form's message unless `refused` says otherwise. */
function useAttempt() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const attempt = async (request: () => Promise<void>, refused = (error: unknown) => setErrors({ form: message(error) })) => {
    setBusy(true);
    try {
      await request();
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };
  return { errors, setErrors, busy, attempt };
}

/** Validation is ours (the shared zod schemas), not the browser's. */
function LoginForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** Phone + SMS code, shared by SMS login (mode 1) and binding a phone after a first WeChat scan (mode 4). */
function PhoneCodeForm(props: {
  purpose: "login" | "bind";
  submitLabel: string;
  intro?: ReactNode;
  footer?: ReactNode;
  submit: (input: { phone: string; code: string }) => Promise<unknown>;
  onLoggedIn: Done;
}) {
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const { errors, setErrors, busy, attempt } = useAttempt();
  return (
    <LoginForm
      onSubmit={() => {
        const parsed = check(smsLoginSchema, { phone, code });
        setErrors(parsed.errors);
        if (!parsed.ok) return;
        void attempt(async () => {
          await props.submit(parsed.data);
          props.onLoggedIn();
        });
      }}
    >
      {props.intro}
      <PhoneField value={phone} onChange={setPhone} error={errors.phone} />
      <LoginField
        name="code"
        label="验证码"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value.trim())}
        error={errors.code}
      >
        <CodeButton phone={phone} purpose={props.purpose} />
      </LoginField>
      <FormError message={errors.form} />
      <SubmitButton busy={busy}>{props.submitLabel}</SubmitButton>
      {props.footer}
    </LoginForm>
  );
}

/** Mode 1: phone + SMS code; an unknown phone is registered (登录/注册). */
export function SmsLoginForm({ onLoggedIn }: { onLoggedIn: Done }) {
  return (
    <PhoneCodeForm
      purpose="login"
      submitLabel="登录/注册"
      submit={(input) => trpc.auth.loginSms.mutate(input, { context: { silent: true } })}
      onLoggedIn={onLoggedIn}
      footer={<p className="text-center text-xs text-slate-500">未注册的手机号验证后将自动创建账号</p>}
    />
  );
}

/** Mode 2: phone + password; after repeated failures the server asks for the slider captcha first. */
export function PasswordLoginForm({ onLoggedIn }: { onLoggedIn: Done }) {
  const [phone, setPhone] = useState("");
  const [password, setPassword] = useState("");
  const { errors, setErrors, busy, attempt } = useAttempt();
  const [captcha, setCaptcha] = useState(false);

  const login = async (captchaVerification?: string) => {
    const parsed = check(passwordLoginSchema, { phone, password, captchaVerification });
    setErrors(parsed.errors);
    if (!parsed.ok) return;
    await attempt(
      async () => {
        await trpc.auth.loginPassword.mutate(parsed.data, { context: { silent: true } });
        onLoggedIn();
      },
      (error) => {
        if (message(error) === CAPTCHA_REQUIRED_MESSAGE) setCaptcha(true);
        else setErrors({ form: message(error) });
      },
    );
  };

  return (
    <LoginForm onSubmit={() => void login()}>
      <PhoneField name="username" autoComplete="username" value={phone} onChange={setPhone} error={errors.phone} />
      <LoginField
        name="password"
        label="密码"
        type="password"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <FormError message={errors.form} />
      <SubmitButton busy={busy}>登录</SubmitButton>
      <div className="text-right">
        <button type="button" className="text-xs text-slate-500 hover:text-brand-600" onClick={() => setLoginMode(3)}>
          忘记密码？
        </button>
      </div>
      <LazyCaptcha open={captcha} onClose={() => setCaptcha(false)} onPassed={(verification) => void login(verification)} />
    </LoginForm>
  );
}

/** Mode 3: reset the password with an SMS code; success goes to the password tab. */
export function ForgotPasswordForm() {
  const [values, setValues] = useState({ phone: "", code: "", password: "", confirm: "" });
  const { errors, setErrors, busy, attempt } = useAttempt();
  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [name]: e.target.value.trim() }),
    error: errors[name],
  });
  return (
    <LoginForm
      onSubmit={() => {
        const parsed = check(resetPasswordSchema, values);
        if (!parsed.ok) {
          setErrors(parsed.errors);
          if (parsed.errors.confirm === "两次输入的密码不一致") toast.error(parsed.errors.confirm);
          return;
        }
        setErrors({});
        void attempt(async () => {
          await trpc.auth.resetPassword.mutate(parsed.data, { context: { silent: true } });
          toast.success("密码已重置，请使用新密码登录");
          setLoginMode(2);
        });
      }}
    >
      <LoginField label="手机号" type="tel" inputMode="numeric" maxLength={11} autoComplete="tel" {...field("phone")} />
      <LoginField label="验证码" inputMode="numeric" maxLength={6} autoComplete="one-time-code" {...field("code")}>
        <CodeButton phone={values.phone} purpose="reset" />
      </LoginField>
      <LoginField label="新密码（至少 8 位）" type="password" autoComplete="new-password" maxLength={PASSWORD_MAX} {...field("password")} />
      <LoginField label="确认新密码" type="password" autoComplete="new-password" maxLength={PASSWORD_MAX} {...field("confirm")} />
      <FormError message={errors.form} />
      <SubmitButton busy={busy}>重置密码</SubmitButton>
      <button type="button" className="w-full text-sm text-slate-500 hover:text-brand-600" onClick={() => setLoginMode(2)}>
        返回登录
      </button>
    </LoginForm>
  );
}

/** Mode 4: a WeChat that scanned for the first time binds a phone (an unknown phone registers). */
export function BindPhoneForm({ ticket, nickname, onLoggedIn }: { ticket: string; nickname: string | null; onLoggedIn: Done }) {
  return (
    <PhoneCodeForm
      purpose="bind"
      submitLabel="绑定并登录"
      submit={(input) => trpc.auth.bindPhoneAfterWechat.mutate({ ticket, ...input }, { context: { silent: true } })}
      onLoggedIn={onLoggedIn}
      intro={
        <p className="text-sm leading-6 text-slate-600">
          微信{nickname ? `（${nickname}）` : ""}尚未绑定手机号。验证手机号后即完成绑定，以后可直接扫码登录；未注册的手机号将自动创建账号。
        </p>
      }
    />
  );
}

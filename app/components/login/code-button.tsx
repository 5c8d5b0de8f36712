import { useEffect, useState } from "react";
import type { SmsPurpose } from "#core/auth";
import { MSG, SMS_RESEND_SECONDS } from "#core/auth";
import { isPhone } from "#core/phone";
import { LazyCaptcha } from "~/components/captcha/lazy-captcha";
import { toast } from "~/components/ui/toast";
import { trpc } from "~/lib/trpc";

// 获取验证码: checks the phone, asks for the slider captcha (every code needs one), sends the
// code and counts down 60 s; a failed send shows the server's message and stops the countdown.
/**
 * `purpose: "own"` (re-authentication), "realname" and "withdraw" send to the signed-in user's own
 * phone, which the page only knows masked.
 */
export function CodeButton({ phone = "", purpose }: { phone?: string; purpose: Exclude<SmsPurpose, "verify"> | "own" }) {
  const [left, setLeft] = useState(0);
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft(left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  const send = async (captchaVerification?: string) => {
    setSending(true);
    setLeft(SMS_RESEND_SECONDS);
    try {
      const silent = { context: { silent: true } };
      if (purpose === "own") await trpc.auth.sendOwnCode.mutate({ captchaVerification }, silent);
      else if (purpose === "realname") await trpc.earnings.sendVerifyCode.mutate({ captchaVerification }, silent);
      else if (purpose === "withdraw") await trpc.earnings.sendWithdrawCode.mutate({ captchaVerification }, silent);
      else await trpc.auth.sendCode.mutate({ phone, purpose, captchaVerification }, silent);
      toast.success("验证码已发送，请注意查收");
    } catch (error) {
      setLeft(0);
      toast.error(error instanceof Error ? error.message : "验证码发送失败");
    } finally {
      setSending(false);
    }
  };

  const start = () => {
    if (purpose === "own" || purpose === "realname" || purpose === "withdraw") return setCaptchaOpen(true);
    if (!phone) return toast.error(MSG.phoneMissingForCode);
    if (!isPhone(phone)) return toast.error(MSG.phoneFormat);
    setCaptchaOpen(true);
  };

  return (
    <>
      <button
        type="button"
        onClick={start}
        disabled={left > 0 || sending}
        className="w-28 shrink-0 rounded-md border border-brand-500 text-sm text-brand-600 hover:bg-brand-50 disabled:border-slate-200 disabled:text-slate-400 disabled:hover:bg-transparent"
      >
        {left > 0 ? `${left} 秒后重发` : "获取验证码"}
      </button>
      <LazyCaptcha open={captchaOpen} onClose={() => setCaptchaOpen(false)} onPassed={(verification) => void send(verification)} />
    </>
  );
}

import { lazy, Suspense, useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { MSG } from "#core/messages";
import { toast } from "~/components/ui/toast";
import { openLogin, useLoginState } from "~/lib/login-store";
import { SESSION_EXPIRED_EVENT } from "~/lib/request-events";
import { trpc } from "~/lib/trpc";

const LoginDialog = lazy(() => import("./login-dialog"));

/**
 * Mounts the dialog once it is first needed, opens it when any API call reports an expired session,
 * and finishes a WeChat login when WeChat sends the browser back with ?code=…&state=WX-LOGIN.<nonce>
 * (the server accepts the state only from the browser it was issued to).
 */
export function LoginHost() {
  const { open } = useLoginState();
  const [needed, setNeeded] = useState(false);
  const revalidator = useRevalidator();

  useEffect(() => {
    if (open) setNeeded(true);
  }, [open]);

  useEffect(() => {
    const expired = () => openLogin({ notice: MSG.sessionExpired, afterLoginUrl: window.location.pathname + window.location.search });
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on the page WeChat returned to
  useEffect(() => {
    const url = new URL(window.location.href);
    const code = url.searchParams.get("code");
    const state = url.searchParams.get("state");
    if (!state?.startsWith("WX-LOGIN.") || !code) return;
    url.searchParams.delete("code");
    url.searchParams.delete("state");
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
    trpc.auth.loginWechat
      .mutate({ code, state }, { context: { silent: true } })
      .then((result) => {
        if (result.status === "bind") openLogin({ mode: 4, wechat: { ticket: result.ticket, nickname: result.nickname } });
        else void revalidator.revalidate();
      })
      .catch((error: unknown) => toast.error(error instanceof Error ? error.message : "微信登录失败，请稍后再试"));
  }, []);

  return needed ? (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  ) : null;
}

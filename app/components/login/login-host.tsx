import { lazy, Suspense, useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { MSG } from "#core/messages";
import { toast } from "~/components/ui/toast";
import { openLogin, useLoginState } from "~/lib/login-store";
import { SESSION_EXPIRED_EVENT } from "~/lib/request-events";
import { trpc } from "~/lib/trpc";

const loadDialog = () => import("./login-dialog");
const LoginDialog = lazy(loadDialog);

/**
 * Shown from the click until the dialog's code has arrived. Without it a click on a cold page showed
 * nothing for a while; a second click then landed on the modal that had opened meanwhile (the flaky
 * "a lawyer's popover…" test). Same title, so the dialog the user sees is the same from the start.
 */
function LoadingDialog() {
  return (
    <dialog open aria-labelledby="login-loading-title" className="fixed inset-0 z-[80] m-auto h-fit w-[min(92vw,400px)] rounded-xl p-6 shadow-2xl">
      <h2 id="login-loading-title" className="text-center text-lg font-semibold text-slate-900">
        登录契合
      </h2>
      <p className="py-16 text-center text-sm text-slate-500">加载中…</p>
    </dialog>
  );
}

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

  // The dialog's code is fetched once the page is idle, so a click usually finds it ready.
  useEffect(() => {
    const preload = () => void loadDialog();
    if ("requestIdleCallback" in window) window.requestIdleCallback(preload, { timeout: 3000 });
    else setTimeout(preload, 1500);
  }, []);

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
    <Suspense fallback={open ? <LoadingDialog /> : null}>
      <LoginDialog />
    </Suspense>
  ) : null;
}

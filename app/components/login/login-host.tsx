import { lazy, Suspense, useEffect, useState } from "react";
import { MSG } from "#core/messages";
import { openLogin, useLoginState } from "~/lib/login-store";
import { SESSION_EXPIRED_EVENT } from "~/lib/request-events";

const LoginDialog = lazy(() => import("./login-dialog"));

/** Mounts the dialog once it is first needed, and opens it when any API call reports an expired session. */
export function LoginHost() {
  const { open } = useLoginState();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (open) setNeeded(true);
  }, [open]);
  useEffect(() => {
    const expired = () => openLogin({ notice: MSG.sessionExpired, afterLoginUrl: window.location.pathname + window.location.search });
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
  }, []);
  return needed ? (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  ) : null;
}

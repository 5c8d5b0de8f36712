import { useEffect, useState } from "react";
import type { WechatPurpose } from "#core/auth";
import { trpc } from "~/lib/trpc";

/** Where WeChat should send the browser back: this page without a previous code/state. */
export function returnPath(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete("code");
  url.searchParams.delete("state");
  return url.pathname + url.search;
}

// The WeChat QR frame (website login). WeChat, or the local sandbox, sends the whole page back with
// ?code=…&state=<state>.<nonce>; the page then finishes (LoginHost / 系统安全 after a confirmation).
export function WechatQr({ state }: { state: WechatPurpose }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    trpc.auth.wechatQr
      .mutate({ state, redirect: returnPath() }, { context: { silent: true } })
      .then((r) => setSrc(r.frameUrl))
      .catch(() => setFailed(true));
  }, [state]);
  // The placeholders take the frame's exact size: a dialog that grew when the QR arrived moved its
  // tabs under a click already on its way (a click on 密码登录 then landed elsewhere).
  const box = "mx-auto block h-[360px] w-full max-w-[300px]";
  if (failed) return <p className={`${box} content-center text-center text-sm text-slate-500`}>微信登录暂不可用，请使用手机号登录</p>;
  if (!src) return <p className={`${box} content-center text-center text-sm text-slate-500`}>二维码加载中…</p>;
  return <iframe title="微信扫码登录" src={src} className={`${box} border-0`} sandbox="allow-scripts allow-same-origin allow-top-navigation" />;
}

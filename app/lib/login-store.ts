import { useSyncExternalStore } from "react";

// Client login state of SPEC §3/§4: whether the dialog is open and what to do after logging in.
// Tokens never live here (httpOnly cookies, ADR 0003); the user comes from the root loader.
/** 0 WeChat QR (default), 1 SMS, 2 password, 3 forgot password, 4 bind a phone after a first WeChat scan. */
export type LoginMode = 0 | 1 | 2 | 3 | 4;
export type WechatBinding = { ticket: string; nickname: string | null };
export type LoginState = { open: boolean; mode: LoginMode; afterLoginUrl: string | null; notice: string | null; wechat: WechatBinding | null };

const CLOSED: LoginState = { open: false, mode: 0, afterLoginUrl: null, notice: null, wechat: null };
let state: LoginState = CLOSED;
const listeners = new Set<() => void>();

function set(next: Partial<LoginState>): void {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

export function openLogin(options: { afterLoginUrl?: string; mode?: LoginMode; notice?: string; wechat?: WechatBinding } = {}): void {
  set({
    open: true,
    mode: options.mode ?? state.mode,
    afterLoginUrl: options.afterLoginUrl ?? null,
    notice: options.notice ?? null,
    wechat: options.wechat ?? null,
  });
}

/** Clears the dialog and any pending after-login step. */
export function resetLogin(): void {
  set(CLOSED);
}

export function setLoginMode(mode: LoginMode): void {
  set({ mode, notice: null });
}

export function useLoginState(): LoginState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
}

import { useSyncExternalStore } from "react";

// Client login state of SPEC §3/§4: whether the dialog is open and what to do after logging in.
// Tokens never live here (httpOnly cookies, ADR 0003); the user comes from the root loader.
export type LoginMode = 1 | 2 | 3;
export type LoginState = { open: boolean; mode: LoginMode; afterLoginUrl: string | null; notice: string | null };

let state: LoginState = { open: false, mode: 1, afterLoginUrl: null, notice: null };
const listeners = new Set<() => void>();

function set(next: Partial<LoginState>): void {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

export function openLogin(options: { afterLoginUrl?: string; mode?: LoginMode; notice?: string } = {}): void {
  set({ open: true, mode: options.mode ?? state.mode, afterLoginUrl: options.afterLoginUrl ?? null, notice: options.notice ?? null });
}

/** Clears the dialog and any pending after-login step. */
export function resetLogin(): void {
  set({ open: false, mode: 1, afterLoginUrl: null, notice: null });
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

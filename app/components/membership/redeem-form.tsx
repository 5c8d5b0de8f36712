import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import type { ActionResult } from "~/lib/action-result";

/** Activation-code form: 16 characters, any case, dashes and spaces allowed (the server normalises). */
export function RedeemForm({ result }: { result?: ActionResult }) {
  const form = useRef<HTMLFormElement>(null);
  const busy = useNavigation().formData?.get("intent") === "redeem";
  const mine = result?.intent === "redeem" ? result : undefined;
  const error = mine && !mine.ok ? (mine.errors.code ?? mine.message ?? Object.values(mine.errors)[0]) : null;
  useEffect(() => {
    if (mine?.ok) form.current?.reset();
  }, [mine]);
  return (
    <Form ref={form} method="post" className="max-w-md space-y-2" noValidate>
      <input type="hidden" name="intent" value="redeem" />
      <label htmlFor="activation-code" className="block text-sm text-slate-600">
        激活码
      </label>
      <div className="flex gap-2">
        <input
          id="activation-code"
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          placeholder="请输入16位激活码，如 ABCD-EFGH-JKMN-PQRS"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "activation-code-error" : undefined}
          className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2 font-mono text-sm text-slate-900 uppercase placeholder:font-sans placeholder:normal-case"
        />
        <button type="submit" disabled={busy} className="shrink-0 rounded-md bg-brand-600 px-4 py-2 text-sm text-white hover:bg-brand-700 disabled:opacity-60">
          {busy ? "兑换中…" : "立即兑换"}
        </button>
      </div>
      {error ? (
        <p id="activation-code-error" role="alert" className="text-xs text-danger-500">
          {error}
        </p>
      ) : null}
      {mine?.ok ? (
        <p role="status" className="text-sm text-emerald-600">
          {mine.message}
        </p>
      ) : null}
      <p className="text-xs text-slate-500">激活码不区分大小写，可包含短横线；每个激活码仅可兑换一次，兑换的天数将叠加到当前有效期。</p>
    </Form>
  );
}

import type { InputHTMLAttributes, ReactNode } from "react";

export function LoginField({
  label,
  error,
  children,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; children?: ReactNode }) {
  const id = `login-${input.name}`;
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          placeholder={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2.5 text-sm focus:border-brand-500 focus:outline-none aria-[invalid]:border-danger-500"
          {...input}
        />
        {children}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-danger-500">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="w-full rounded-md bg-brand-600 py-2.5 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
    >
      {busy ? "请求中..." : children}
    </button>
  );
}

/** Zod issues → first message per field. */
export function issuesToErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) out[String(i.path[0] ?? "form")] ??= i.message;
  return out;
}

/** The phone input every login form starts with (11 digits, numeric keyboard on phones). */
export function PhoneField({
  value,
  onChange,
  error,
  name = "phone",
  autoComplete = "tel",
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
  name?: string;
  autoComplete?: string;
}) {
  return (
    <LoginField
      name={name}
      label="手机号"
      type="tel"
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={11}
      value={value}
      onChange={(e) => onChange(e.target.value.trim())}
      error={error}
    />
  );
}

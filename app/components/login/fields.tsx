import type { InputHTMLAttributes, ReactNode } from "react";
import { controlBoxClass, Field, SubmitButton as FormSubmit } from "~/components/ui/field";

/** A login input: the label is its placeholder (read out by screen readers); a button may sit beside it. */
export function LoginField({
  label,
  error,
  children,
  name = "",
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | undefined; children?: ReactNode }) {
  return (
    <Field name={name} id={`login-${name}`} label={label} error={error} labelHidden>
      {(wired) => (
        <div className="flex gap-2">
          <input {...wired} placeholder={label} className={`min-w-0 flex-1 px-3 py-2.5 ${controlBoxClass}`} {...input} />
          {children}
        </div>
      )}
    </Field>
  );
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <FormSubmit busy={busy} busyText="请求中..." className="w-full">
      {children}
    </FormSubmit>
  );
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

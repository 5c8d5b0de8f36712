import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { useId } from "react";

// One form field for every form: a label, the control, a hint and the field's error, wired the same
// way everywhere (label → control by id; aria-invalid; aria-describedby naming the hint and the error).
// Controls are full width with 16px text on phones (smaller screens do not zoom into them).

/** The box of a control without its size, for controls laid out beside others. */
export const controlBoxClass =
  "rounded-md border border-slate-300 bg-white text-base text-slate-900 focus:border-brand-500 focus:outline-none aria-[invalid]:border-danger-500 sm:text-sm";

export const controlClass = `block w-full px-3 py-2 ${controlBoxClass}`;

/** A file input: the picker button styled, the chosen file's name beside it. */
export const fileControlClass =
  "block w-full text-sm text-slate-600 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-brand-700";

const labelClass = "mb-1 block text-sm text-slate-700";

/** What a field hands its control. */
export type ControlProps = {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  required: boolean | undefined;
};

type FieldFrame = {
  name: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Marks the label with * and the control as required. */
  required?: boolean | undefined;
  /** Defaults to one unique per field, so two forms on one page never share an id. */
  id?: string;
  /** The label for screen readers only, where the control shows it as its placeholder. */
  labelHidden?: boolean;
  className?: string;
};

function RequiredMark() {
  return (
    <span aria-hidden className="ml-0.5 text-danger-500">
      *
    </span>
  );
}

/** The message under a field, or nothing. */
export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={id} className="mt-1 text-xs text-danger-500">
      {error}
    </p>
  ) : null;
}

function useFieldIds(name: string, id: string | undefined, hint: ReactNode, error: string | undefined) {
  const auto = useId();
  const controlId = id ?? `${auto}${name}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return { controlId, hintId, errorId, describedBy };
}

/** The hint and the error under a control, with the ids its aria-describedby names. */
function FieldNotes({ ids, hint, error }: { ids: { hintId: string; errorId: string }; hint: ReactNode; error: string | undefined }) {
  return (
    <>
      {hint ? (
        <div id={ids.hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </div>
      ) : null}
      <FieldError id={ids.errorId} error={error} />
    </>
  );
}

/** A field whose control the caller renders from the props it is handed (a custom input, a select with groups). */
export function Field({
  name,
  label,
  error,
  hint,
  required,
  id,
  labelHidden,
  className,
  children,
}: FieldFrame & { children: (control: ControlProps) => ReactNode }) {
  const ids = useFieldIds(name, id, hint, error);
  return (
    <div className={className}>
      <label htmlFor={ids.controlId} className={labelHidden ? "sr-only" : labelClass}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children({
        id: ids.controlId,
        name,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": ids.describedBy,
        required,
      })}
      <FieldNotes ids={ids} hint={hint} error={error} />
    </div>
  );
}

type Own = FieldFrame & { controlClassName?: string };
function split<P extends Own>({ name, label, error, hint, required, id, labelHidden, className, controlClassName, ...control }: P) {
  return { frame: { name, label, error, hint, required, id, labelHidden, className }, control, controlClassName };
}

export function InputField(props: Own & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "required">) {
  const { frame, control, controlClassName } = split(props);
  return <Field {...frame}>{(wired) => <input {...control} {...wired} className={controlClassName ?? controlClass} />}</Field>;
}

export function TextareaField(props: Own & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id" | "required">) {
  const { frame, control, controlClassName } = split(props);
  return <Field {...frame}>{(wired) => <textarea {...control} {...wired} className={controlClassName ?? controlClass} />}</Field>;
}

export function SelectField(props: Own & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id" | "required">) {
  const { frame, control, controlClassName } = split(props);
  return <Field {...frame}>{(wired) => <select {...control} {...wired} className={controlClassName ?? controlClass} />}</Field>;
}

/** A group of choices (checkboxes, radios, chips) under one legend, with the group's hint and error. */
export function FieldSet({
  name,
  legend,
  error,
  hint,
  required,
  className,
  legendClassName = labelClass,
  children,
}: {
  name: string;
  legend: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  legendClassName?: string;
  children: ReactNode;
}) {
  const ids = useFieldIds(name, undefined, hint, error);
  return (
    <fieldset className={className} aria-describedby={ids.describedBy}>
      <legend className={legendClassName}>
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      {children}
      <FieldNotes ids={ids} hint={hint} error={error} />
    </fieldset>
  );
}

/** A reason the other side reads (换开, 红冲): required, 2 to 200 characters. */
export function ReasonField({ label, error, placeholder }: { label: string; error?: string | undefined; placeholder?: string }) {
  return <TextareaField name="reason" label={label} error={error} placeholder={placeholder} rows={2} required minLength={2} maxLength={200} />;
}

/** The message of a whole form (a refusal, a failed request), read out when it appears. */
export function FormError({ message, className = "" }: { message: string | null | undefined; className?: string }) {
  return message ? (
    <p role="alert" className={`text-sm text-danger-500 ${className}`}>
      {message}
    </p>
  ) : null;
}

/** A form's primary button: disabled and saying so while the form is being sent. */
export function SubmitButton({
  busy,
  children,
  busyText = "提交中…",
  className = "px-6",
}: {
  busy: boolean;
  children: ReactNode;
  busyText?: string;
  /** Width and padding: full width on phones for the forms that are the page's main task. */
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      className={`rounded-md bg-brand-600 py-2.5 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60 ${className}`}
    >
      {busy ? busyText : children}
    </button>
  );
}

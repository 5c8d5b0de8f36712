import { Form } from "react-router";
import { controlBoxClass, InputField } from "~/components/ui/field";
import type { ActionResult } from "~/lib/action-result";

// The pieces every console queue repeats: the outcome line of the last action, and the approve and
// reject-with-a-reason forms of one item (the reason is shown to the user).

export function ActionNotice({ result, className = "" }: { result: ActionResult | undefined; className?: string }) {
  if (!result) return null;
  return (
    <p role={result.ok ? "status" : "alert"} className={`text-sm ${result.ok ? "text-emerald-600" : "text-danger-500"} ${className}`}>
      {result.message ?? Object.values(result.errors)[0]}
    </p>
  );
}

export function ApproveButton({ id, busy, label = "通过", intent = "approve" }: { id: number; busy: boolean; label?: string; intent?: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" disabled={busy} className="rounded-md bg-emerald-600 px-5 py-1.5 text-sm text-white hover:bg-emerald-800 disabled:opacity-60">
        {label}
      </button>
    </Form>
  );
}

/** A decision that needs a reason the user will see: 驳回 by default, or another (红冲) by intent and words. */
export function RejectForm({
  id,
  busy,
  placeholder,
  intent = "reject",
  reasonLabel = "驳回原因",
  submit = "驳回",
  defaultReason,
}: {
  id: number;
  busy: boolean;
  placeholder: string;
  intent?: string;
  reasonLabel?: string;
  submit?: string;
  defaultReason?: string;
}) {
  return (
    <Form method="post" className="flex flex-1 flex-col gap-2 sm:flex-row">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <InputField
        name="reason"
        label={reasonLabel}
        labelHidden
        required
        maxLength={200}
        placeholder={placeholder}
        defaultValue={defaultReason}
        className="min-w-0 flex-1"
        controlClassName={`w-full px-3 py-1.5 ${controlBoxClass}`}
      />
      <button
        type="submit"
        disabled={busy}
        className="rounded-md border border-danger-500 px-5 py-1.5 text-sm text-danger-500 hover:bg-red-50 disabled:opacity-60"
      >
        {submit}
      </button>
    </Form>
  );
}

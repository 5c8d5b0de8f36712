import { Form } from "react-router";
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
      <button type="submit" disabled={busy} className="rounded-md bg-emerald-600 px-5 py-1.5 text-sm text-white hover:bg-emerald-700 disabled:opacity-60">
        {label}
      </button>
    </Form>
  );
}

export function RejectForm({ id, busy, placeholder }: { id: number; busy: boolean; placeholder: string }) {
  return (
    <Form method="post" className="flex flex-1 flex-col gap-2 sm:flex-row">
      <input type="hidden" name="intent" value="reject" />
      <input type="hidden" name="id" value={id} />
      <input
        name="reason"
        required
        maxLength={200}
        aria-label="驳回原因"
        placeholder={placeholder}
        className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-1.5 text-sm"
      />
      <button
        type="submit"
        disabled={busy}
        className="rounded-md border border-danger-500 px-5 py-1.5 text-sm text-danger-500 hover:bg-red-50 disabled:opacity-60"
      >
        驳回
      </button>
    </Form>
  );
}

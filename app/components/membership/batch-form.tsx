import { Form, useNavigation } from "react-router";
import type { ActionResult } from "~/lib/action-result";

const FIELDS = [
  { name: "name", label: "批次名称", type: "text", placeholder: "如：2026 春季渠道合作", defaultValue: "", hint: "2-40 个字" },
  { name: "days", label: "会员天数", type: "number", placeholder: "30", defaultValue: "30", hint: "兑换后增加的会员天数" },
  { name: "count", label: "生成数量", type: "number", placeholder: "100", defaultValue: "10", hint: "每批最多 1000 个" },
  { name: "validDays", label: "兑换有效期（天）", type: "number", placeholder: "90", defaultValue: "90", hint: "从今天起算，过期未兑换即失效" },
] as const;

export function BatchForm({ result }: { result?: ActionResult }) {
  const busy = useNavigation().formData?.get("intent") === "createBatch";
  const mine = result?.intent === "createBatch" ? result : undefined;
  return (
    <Form method="post" noValidate className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <input type="hidden" name="intent" value="createBatch" />
      {FIELDS.map((f) => {
        const error = mine?.errors[f.name];
        const id = `batch-${f.name}`;
        return (
          <div key={f.name} className="text-sm">
            <label htmlFor={id} className="block text-slate-600">
              {f.label}
            </label>
            <input
              id={id}
              name={f.name}
              type={f.type}
              inputMode={f.type === "number" ? "numeric" : undefined}
              min={f.type === "number" ? 1 : undefined}
              max={f.name === "count" ? 1000 : f.type === "number" ? 3650 : undefined}
              maxLength={f.type === "text" ? 40 : undefined}
              defaultValue={f.defaultValue}
              placeholder={f.placeholder}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint`}
              className="mt-1 w-full rounded border border-slate-300 px-2 py-1.5 text-sm text-slate-900"
            />
            <p id={`${id}-hint`} className={`mt-1 text-xs ${error ? "text-danger-500" : "text-slate-500"}`}>
              {error ?? f.hint}
            </p>
          </div>
        );
      })}
      <div className="flex items-center gap-3 sm:col-span-2 lg:col-span-4">
        <button type="submit" disabled={busy} className="rounded bg-brand-600 px-4 py-1.5 text-sm text-white hover:bg-brand-700 disabled:opacity-60">
          {busy ? "生成中…" : "生成激活码"}
        </button>
        {mine?.message ? (
          <p role={mine.ok ? "status" : "alert"} className={`text-sm ${mine.ok ? "text-emerald-600" : "text-danger-500"}`}>
            {mine.message}
          </p>
        ) : null}
      </div>
    </Form>
  );
}

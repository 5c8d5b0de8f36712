import { Star } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import type { ActionResult } from "~/lib/action-result";
import type { Outputs } from "~/lib/api-types";

type AdviceView = Outputs["advice"]["mine"]["records"][number];

// What the viewer can do with one advice order, each a small form posting to the page's action.
const button = "rounded-md px-3 py-1.5 text-sm disabled:opacity-50";
export const primary = `${button} bg-brand-600 text-white hover:bg-brand-700`;
export const plain = `${button} border border-slate-300 text-slate-700 hover:border-brand-500 hover:text-brand-600`;

export function Result({ result }: { result: ActionResult | undefined }) {
  if (!result?.message && !Object.keys(result?.errors ?? {}).length) return null;
  const text = result?.message ?? Object.values(result?.errors ?? {})[0];
  return (
    <p role={result?.ok ? "status" : "alert"} className={`basis-full text-xs ${result?.ok ? "text-emerald-600" : "text-danger-500"}`}>
      {text}
    </p>
  );
}

export function ReasonForm({
  intent,
  label,
  submit,
  placeholder,
  required,
}: {
  intent: string;
  label: string;
  submit: string;
  placeholder: string;
  required: boolean;
}) {
  const fetcher = useFetcher<ActionResult>();
  return (
    <details className="basis-full sm:basis-auto">
      <summary className={`${plain} inline-block cursor-pointer list-none`}>{label}</summary>
      <fetcher.Form method="post" className="mt-2 flex flex-col gap-2 sm:w-80">
        <input type="hidden" name="intent" value={intent} />
        <label className="text-xs text-slate-500">
          {required ? "请说明理由" : "说明（选填）"}
          <textarea
            name="reason"
            rows={2}
            maxLength={200}
            required={required}
            placeholder={placeholder}
            className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm text-slate-800"
          />
        </label>
        <button type="submit" disabled={fetcher.state !== "idle"} className={primary}>
          {submit}
        </button>
        <Result result={fetcher.data} />
      </fetcher.Form>
    </details>
  );
}

export function ReviewForm({ id }: { id: number }) {
  const fetcher = useFetcher<ActionResult>();
  const [rating, setRating] = useState(5);
  return (
    <fetcher.Form method="post" className="basis-full space-y-2 rounded-md bg-slate-50 p-3">
      <input type="hidden" name="intent" value={`review:${id}`} />
      <fieldset className="flex items-center gap-1">
        <legend className="mr-2 float-left text-sm text-slate-600">服务评分</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer">
            <input type="radio" name="rating" value={n} checked={rating === n} onChange={() => setRating(n)} className="sr-only" />
            <Star className={`h-5 w-5 ${n <= rating ? "fill-amber-400 text-amber-400" : "text-slate-300"}`} aria-hidden />
            <span className="sr-only">{n} 星</span>
          </label>
        ))}
      </fieldset>
      <label className="block text-xs text-slate-500">
        评价内容（选填）
        <textarea
          name="content"
          rows={2}
          maxLength={500}
          placeholder="律师的专业程度、响应速度、建议是否有用……"
          className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm text-slate-800"
        />
      </label>
      <button type="submit" disabled={fetcher.state !== "idle"} className={primary}>
        提交评价
      </button>
      <Result result={fetcher.data} />
    </fetcher.Form>
  );
}

export function OneClick({ intent, label, confirm, tone = "plain" }: { intent: string; label: string; confirm?: string; tone?: "primary" | "plain" }) {
  const fetcher = useFetcher<ActionResult>();
  return (
    <fetcher.Form
      method="post"
      onSubmit={(e) => {
        if (confirm && !window.confirm(confirm)) e.preventDefault();
      }}
      className="contents"
    >
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" disabled={fetcher.state !== "idle"} className={tone === "primary" ? primary : plain}>
        {fetcher.state !== "idle" ? "处理中…" : label}
      </button>
      <Result result={fetcher.data} />
    </fetcher.Form>
  );
}

export function AdviceActions({ advice: a, viewer, me }: { advice: AdviceView; viewer: "user" | "lawyer"; me: number }) {
  const lawyerOwns = viewer === "lawyer" && a.lawyerId === me;
  const inPool = viewer === "lawyer" && a.lawyerId === null && a.statusText === "待接单";
  return (
    <div className="flex flex-wrap items-start gap-2">
      {inPool ? <OneClick intent={`accept:${a.id}`} label="立即接单" tone="primary" /> : null}
      {a.canCancel ? <OneClick intent={`cancel:${a.id}`} label="取消咨询" confirm="律师尚未接单，取消后款项将原路退回。确定取消吗？" /> : null}
      {a.canComplete ? (
        <OneClick
          intent={`finish:${a.id}`}
          label={viewer === "user" ? "确认完成" : "服务完成"}
          confirm={viewer === "user" ? "确认律师已完成本次咨询吗？确认后将无法申请退款。" : "确认已为当事人完成本次咨询吗？"}
          tone="primary"
        />
      ) : null}
      {a.canRefund ? <ReasonForm intent={`refund:${a.id}`} label="申请退款" submit="提交退款申请" placeholder="请说明申请退款的原因" required /> : null}
      {lawyerOwns && a.statusText === "退款中" ? (
        <>
          <OneClick intent={`agree:${a.id}`} label="同意退款" confirm="同意后款项将原路退回当事人，本次咨询结束。确定吗？" />
          <ReasonForm intent={`refuse:${a.id}`} label="拒绝退款" submit="提交" placeholder="例如：已于约定时间回电并通话 20 分钟" required />
        </>
      ) : null}
      {a.canReview ? <ReviewForm id={a.id} /> : null}
      {/* The form goes once the review is saved (the loaders revalidate), so the thanks lives in the order itself. */}
      {viewer === "user" && a.reviewed ? (
        <p role="status" className="basis-full text-xs text-emerald-600">
          感谢您的评价
        </p>
      ) : null}
    </div>
  );
}

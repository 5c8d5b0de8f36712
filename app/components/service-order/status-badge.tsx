// The status of a service order (advice, customisation, review) as its pages word it, one tone a word.
const TONE: Record<string, string> = {
  待支付: "bg-amber-50 text-amber-700 ring-amber-200",
  待接单: "bg-sky-50 text-sky-700 ring-sky-200",
  需求已提交: "bg-sky-50 text-sky-700 ring-sky-200",
  服务中: "bg-brand-50 text-brand-700 ring-brand-100",
  已交付: "bg-indigo-50 text-indigo-700 ring-indigo-200",
  已完成: "bg-emerald-50 text-emerald-700 ring-emerald-200",
  退款中: "bg-orange-50 text-orange-700 ring-orange-200",
  退款处理中: "bg-orange-50 text-orange-700 ring-orange-200",
  已退款: "bg-violet-50 text-violet-700 ring-violet-200",
};

export function ServiceStatusBadge({ text, testId }: { text: string; testId: string }) {
  return (
    <span
      data-testid={testId}
      className={`inline-block whitespace-nowrap rounded px-2 py-0.5 text-xs ring-1 ring-inset ${TONE[text] ?? "bg-slate-100 text-slate-500 ring-slate-200"}`}
    >
      {text}
    </span>
  );
}

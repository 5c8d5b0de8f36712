import { AlertTriangle, BookOpen, Info, ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { SEVERITY_TEXT, type Severity } from "#core/contract-check/types";
import type { Outputs } from "~/lib/api-types";
import { ResultSection } from "./result-section";

type Result = Outputs["contractCheck"]["text"];
type Finding = Result["findings"][number];

const TONE: Record<Severity, string> = {
  high: "border-danger-500 bg-red-50 text-danger-500",
  medium: "border-accent-500 bg-orange-50 text-accent-500",
  low: "border-slate-400 bg-slate-50 text-slate-600",
};
const ICON = { high: ShieldAlert, medium: AlertTriangle, low: Info } as const;

function FindingCard({ f }: { f: Finding }) {
  const Icon = ICON[f.severity];
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
        <span className={`inline-flex items-center gap-1 rounded border px-1.5 py-0.5 text-xs ${TONE[f.severity]}`}>
          <Icon className="h-3.5 w-3.5" aria-hidden />
          {SEVERITY_TEXT[f.severity]}
        </span>
        {f.title}
      </h3>
      {f.quote ? (
        <blockquote className="mt-2 rounded bg-slate-50 px-3 py-2 text-sm text-slate-600">
          {f.quote.before}
          <mark className="rounded bg-yellow-200 px-0.5 text-slate-900">{f.quote.mark}</mark>
          {f.quote.after}
        </blockquote>
      ) : null}
      <p className="mt-2 text-sm leading-6 text-slate-700">{f.reason}</p>
      {f.citations.length > 0 ? (
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <BookOpen className="h-4 w-4 text-brand-600" aria-hidden />
          <span className="text-slate-500">法律依据</span>
          {f.citations.map((c) =>
            c.href ? (
              <Link key={c.label} to={c.href} className="text-brand-600 underline underline-offset-2 hover:text-brand-700">
                {c.label}
                {c.timeliness ? <span className="ml-1 text-xs text-slate-500">（{c.timeliness}）</span> : null}
              </Link>
            ) : (
              <span key={c.label} className="text-slate-700">
                {c.label}
              </span>
            ),
          )}
        </p>
      ) : null}
      {f.suggestion ? (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-brand-600">{f.suggestion.title ? `参考条款：${f.suggestion.title}` : "参考写法"}</summary>
          <p className="mt-2 whitespace-pre-line rounded border border-dashed border-slate-300 p-3 leading-6 text-slate-700">{f.suggestion.body}</p>
          {f.suggestion.href ? (
            <Link to={f.suggestion.href} className="mt-1 inline-block text-brand-600 hover:underline">
              在条款库中查看并复制
            </Link>
          ) : null}
        </details>
      ) : null}
    </li>
  );
}

/** The report: counts by severity, then each finding with its sentence, reason, statute and a clause to use. */
export function CheckFindings({ result }: { result: Result }) {
  const count = (s: Severity) => result.findings.filter((f) => f.severity === s).length;
  return (
    <ResultSection
      id="report-title"
      title="体检结果"
      summary={`按${result.kindName}检查${result.kind !== result.detected ? `（系统识别为${result.detectedName}）` : ""}，共发现 ${result.findings.length} 项：高风险 ${count("high")} 项，需注意 ${count("medium")} 项，提示 ${count("low")} 项。`}
    >
      {result.findings.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-sm text-slate-600">
          未发现问题。体检只覆盖常见风险，重要合同仍建议请律师审查。
        </p>
      ) : (
        <ol className="space-y-3">
          {result.findings.map((f) => (
            <FindingCard key={`${f.rule}-${f.at?.start ?? ""}`} f={f} />
          ))}
        </ol>
      )}
    </ResultSection>
  );
}

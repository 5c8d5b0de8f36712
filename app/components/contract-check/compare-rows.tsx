import type { Outputs } from "~/lib/api-types";
import { ResultSection } from "./result-section";

type Result = Outputs["contractCheck"]["compare"];
type Row = Result["rows"][number];
type Piece = { text: string; changed: boolean };

const LABEL: Record<Row["kind"], string> = { same: "相同", changed: "有改动", removed: "您的合同缺少", added: "您的合同新增" };
const TONE: Record<Row["kind"], string> = {
  same: "border-slate-200",
  changed: "border-amber-300 bg-amber-50/40",
  removed: "border-red-300 bg-red-50/50",
  added: "border-emerald-300 bg-emerald-50/50",
};

function Pieces({ pieces, as }: { pieces: Piece[]; as: "del" | "ins" }) {
  const Mark = as;
  return (
    <>
      {pieces.map((p, i) =>
        p.changed ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one clause never reorder
          <Mark key={i} className={as === "del" ? "bg-red-200 text-red-900" : "bg-emerald-200 text-emerald-900 no-underline"}>
            {p.text}
          </Mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one clause never reorder
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}

function Side({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0 p-3">
      <p className="mb-1 text-xs text-slate-500 md:sr-only">{title}</p>
      <p className="whitespace-pre-wrap text-sm leading-6 text-slate-700">{children}</p>
    </div>
  );
}

function RowView({ row }: { row: Row }) {
  const empty = <span className="text-slate-500">（无）</span>;
  return (
    <li className={`rounded-md border ${TONE[row.kind]}`}>
      <p className="border-b border-inherit px-3 py-1 text-xs font-medium text-slate-600">{LABEL[row.kind]}</p>
      <div className="grid md:grid-cols-2 md:divide-x md:divide-slate-200">
        <Side title="范本">
          {row.kind === "same" || row.kind === "removed" ? row.template : row.kind === "changed" ? <Pieces pieces={row.template} as="del" /> : empty}
        </Side>
        <Side title="您的合同">
          {row.kind === "same" || row.kind === "added" ? row.mine : row.kind === "changed" ? <Pieces pieces={row.mine} as="ins" /> : empty}
        </Side>
      </div>
    </li>
  );
}

/** The comparison side by side (stacked on a phone): the template on the left, the user's contract on the right. */
export function CompareRows({ result }: { result: Result }) {
  const { summary } = result;
  return (
    <ResultSection
      id="compare-title"
      title="对比结果"
      summary={`与《${result.template.title}》逐条对比${result.matched !== null ? "（系统匹配的最相似范本）" : ""}：相同 ${summary.same} 条，有改动 ${summary.changed} 条，您的合同缺少 ${summary.removed} 条，新增 ${summary.added} 条。`}
    >
      {result.template.partial ? (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-800">您尚未获得该范本全文，本次仅与公开的预览部分对比，预览之后的条款显示为“新增”。</p>
      ) : null}
      <div className="hidden grid-cols-2 px-3 text-xs font-medium text-slate-500 md:grid" aria-hidden>
        <span>范本</span>
        <span className="pl-3">您的合同</span>
      </div>
      <ol className="space-y-2">
        {result.rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows of one result never reorder
          <RowView key={i} row={row} />
        ))}
      </ol>
    </ResultSection>
  );
}

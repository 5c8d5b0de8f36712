import { formatDateTime } from "#core/dates";
import { PriceTag } from "~/components/library/price-tag";
import { TemplateText } from "~/components/templates/template-text";
import type { Outputs } from "~/lib/api-types";
import { OpenSubmission, SubmissionLink } from "./open-submission";

type Open = Outputs["publishing"]["review"];
type Item = Outputs["publishing"]["queue"]["records"][number];

/** One uploaded template as the reviewer opens it: the buyer's view, the original file, approve / reject. */
export function TemplateReview({ open, busy }: { open: Open; busy: boolean }) {
  return (
    <OpenSubmission
      id={open.id}
      title={open.title}
      download={
        <a href={open.fileUrl} className="text-sm text-brand-600">
          下载原始文件（{open.fileName}）
        </a>
      }
      facts={
        <>
          <PriceTag priceFen={open.priceFen} memberFree={open.memberFree} />
          <span>{open.templateId ? "已上架范本的修改" : "新上传"}</span>
          {open.submittedAt ? <span>提交于 {formatDateTime(open.submittedAt)}</span> : null}
        </>
      }
      summaryLabel="适用场景："
      summary={open.summary}
      reviewing={open.status === 1}
      gone="该范本已不在审核中。"
      placeholder="驳回原因（作者可见），如：使用说明过于简略"
      busy={busy}
    >
      <div className="grid gap-3 text-sm sm:grid-cols-3">
        {(
          [
            ["使用说明", open.useNotes],
            ["风险提示", open.riskNotes],
            ["适用范本提示", open.suitHints],
          ] as const
        ).map(([label, items]) => (
          <section key={label}>
            <h3 className="font-medium text-slate-800">{label}</h3>
            <ul className="mt-1 list-disc pl-5 text-slate-600">
              {items.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <h3 className="text-sm font-medium text-slate-800">买家购买前看到的正文</h3>
      <TemplateText text={open.buyerView.text} truncated={open.buyerView.truncated} />
      {open.buyerView.truncated ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-brand-600">查看全文</summary>
          <TemplateText text={open.text} truncated={false} />
        </details>
      ) : null}
    </OpenSubmission>
  );
}

export function TemplateQueueItem({ item }: { item: Item }) {
  return (
    <>
      <SubmissionLink to={`/console/reviews?kind=template&id=${item.id}`} title={item.title} />
      <span className="text-slate-500">{item.author}</span>
      <span className="text-slate-500">{item.categoryName ?? "未分类"}</span>
      <PriceTag priceFen={item.priceFen} memberFree={item.memberFree} />
      {item.revision ? <span className="rounded bg-amber-50 px-1.5 text-xs text-amber-700">修改</span> : null}
      <span className="text-xs text-slate-500">{item.submittedAt ? formatDateTime(item.submittedAt) : ""}</span>
    </>
  );
}

import { Link } from "react-router";
import { formatDateTime } from "#core/dates";
import { PriceTag } from "~/components/library/price-tag";
import { TemplateText } from "~/components/templates/template-text";
import type { Outputs } from "~/lib/api-types";
import { Decision } from "./queue";

type Open = Outputs["publishing"]["review"];
type Item = Outputs["publishing"]["queue"]["records"][number];

/** One uploaded template as the reviewer opens it: the buyer's view, the original file, approve / reject. */
export function TemplateReview({ open, busy }: { open: Open; busy: boolean }) {
  return (
    <article aria-label={`审核：${open.title}`} className="space-y-3 rounded-lg bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-base font-medium text-slate-900">{open.title}</h2>
        <a href={open.fileUrl} className="text-sm text-brand-600">
          下载原始文件（{open.fileName}）
        </a>
      </div>
      <p className="flex flex-wrap gap-x-4 text-sm text-slate-500">
        <PriceTag priceFen={open.priceFen} memberFree={open.memberFree} />
        <span>{open.templateId ? "已上架范本的修改" : "新上传"}</span>
        {open.submittedAt ? <span>提交于 {formatDateTime(open.submittedAt)}</span> : null}
      </p>
      <p className="rounded-md bg-brand-50 p-3 text-sm text-slate-700">
        <span className="font-medium text-brand-700">适用场景：</span>
        {open.summary}
      </p>
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
      {open.status === 1 ? (
        <Decision id={open.id} busy={busy} placeholder="驳回原因（作者可见），如：使用说明过于简略" className="pt-4" />
      ) : (
        <p className="text-sm text-slate-500">该范本已不在审核中。</p>
      )}
    </article>
  );
}

export function TemplateQueueItem({ item }: { item: Item }) {
  return (
    <>
      <Link to={`/console/reviews?kind=template&id=${item.id}`} className="min-w-0 flex-1 font-medium text-slate-800 hover:text-brand-600">
        {item.title}
      </Link>
      <span className="text-slate-500">{item.author}</span>
      <span className="text-slate-500">{item.categoryName ?? "未分类"}</span>
      <PriceTag priceFen={item.priceFen} memberFree={item.memberFree} />
      {item.revision ? <span className="rounded bg-amber-50 px-1.5 text-xs text-amber-700">修改</span> : null}
      <span className="text-xs text-slate-500">{item.submittedAt ? formatDateTime(item.submittedAt) : ""}</span>
    </>
  );
}

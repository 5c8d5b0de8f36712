import { Star } from "lucide-react";
import { Link } from "react-router";
import { formatDateTime } from "#core/dates";
import type { Page } from "#core/page";
import type { Outputs } from "~/lib/api-types";

type ReviewView = Outputs["advice"]["reviews"]["records"][number];

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={`h-3.5 w-3.5 ${n <= Math.round(rating) ? "fill-amber-400 text-amber-400" : "text-slate-300"}`} aria-hidden />
      ))}
    </span>
  );
}

/** 用户评价 on a lawyer's profile: reviews of completed advice orders only, paged by ?reviewPage=. */
export function ReviewList({ reviews, pageHref }: { reviews: Page<ReviewView> & { average: number | null }; pageHref: (page: number) => string }) {
  if (reviews.total === 0) return <p className="text-sm text-slate-500">暂无评价，评价来自已完成的咨询订单</p>;
  return (
    <div className="space-y-3">
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Stars rating={reviews.average ?? 0} label={`平均 ${reviews.average} 分`} />
        <span className="font-medium text-amber-700">{reviews.average?.toFixed(1)}</span>
        <span>· {reviews.total} 条评价</span>
      </p>
      <ul className="divide-y divide-slate-100">
        {reviews.records.map((r) => (
          <li key={r.id} className="py-3">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
              <Stars rating={r.rating} label={`${r.rating} 星`} />
              <span>{r.user}</span>
              <span>
                {r.service} · {r.field}
              </span>
              <span className="ml-auto">{formatDateTime(r.createdAt, "YYYY-MM-DD")}</span>
            </p>
            <p className="mt-1 text-sm leading-6 text-slate-700">{r.content || "用户未填写评价内容"}</p>
          </li>
        ))}
      </ul>
      {reviews.pages > 1 ? (
        <nav aria-label="评价分页" className="flex items-center justify-between text-sm">
          {reviews.current > 1 ? (
            <Link to={pageHref(reviews.current - 1)} preventScrollReset className="text-brand-600 hover:underline">
              上一页
            </Link>
          ) : (
            <span />
          )}
          <span className="text-xs text-slate-500">
            第 {reviews.current} / {reviews.pages} 页
          </span>
          {reviews.current < reviews.pages ? (
            <Link to={pageHref(reviews.current + 1)} preventScrollReset className="text-brand-600 hover:underline">
              查看更多评价
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

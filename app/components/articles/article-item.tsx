import { ThumbsUp } from "lucide-react";
import { Link } from "react-router";
import { formatDateTime } from "#core/dates";
import type { Segment } from "#core/library-labels";
import { Highlighted } from "~/components/library/highlighted";
import { ViewCount } from "~/components/library/view-count";
import { articlePath, authorPath } from "./paths";

export type ArticleItemData = {
  id: number;
  titleSegments: Segment[];
  excerpt: Segment[];
  classification: { slug: string; name: string };
  author: { id: number; name: string; firm: string | null };
  reads: number;
  recommended: boolean;
  publishedAt: number;
};

/** One article in a list: title, summary (or the passage holding the keyword), author and reads. */
export function ArticleItem({ item, keyword, showClassification = true }: { item: ArticleItemData; keyword?: string; showClassification?: boolean }) {
  return (
    <li className="p-4">
      <div className="flex items-start gap-2">
        {item.recommended ? (
          <span className="mt-1 inline-flex shrink-0 items-center gap-0.5 rounded bg-accent-500/15 px-1.5 text-xs text-amber-700">
            <ThumbsUp className="h-3 w-3" aria-hidden />
            推荐
          </span>
        ) : null}
        <Link to={articlePath(item.id, keyword)} className="text-base font-medium leading-7 text-slate-900 hover:text-brand-600">
          <Highlighted segments={item.titleSegments} />
        </Link>
      </div>
      <p className="mt-1 line-clamp-3 text-sm leading-6 text-slate-600">
        <Highlighted segments={item.excerpt} />
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
        {showClassification ? <span className="rounded bg-brand-50 px-1.5 py-0.5 text-brand-700">{item.classification.name}</span> : null}
        <Link to={authorPath(item.author.id)} className="text-slate-500 hover:text-brand-600">
          {item.author.name}
          {item.author.firm ? ` · ${item.author.firm}` : ""}
        </Link>
        <span>{formatDateTime(item.publishedAt, "YYYY-MM-DD")}</span>
        <ViewCount label="阅读" count={item.reads} />
      </div>
    </li>
  );
}

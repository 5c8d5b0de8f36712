import { Gavel } from "lucide-react";
import { Link } from "react-router";
import type { Segment } from "#core/library-labels";
import { Highlighted } from "~/components/library/highlighted";
import { ViewCount } from "~/components/library/view-count";

export type CaseItemData = {
  id: number;
  titleSegments: Segment[];
  excerpt: Segment[];
  excerptFrom: "holding" | "body";
  caseNo: string;
  court: string;
  procedure: string;
  judgedOn: string;
  causeName: string;
  views: number;
};

/** One case in the list: title, 裁判要旨 (or the passage holding the keyword), court and case number. */
export function CaseItem({ item, keyword }: { item: CaseItemData; keyword?: string }) {
  const to = keyword ? `/caseLibrary/${item.id}?keyword=${encodeURIComponent(keyword)}` : `/caseLibrary/${item.id}`;
  return (
    <li className="p-4">
      <Link to={to} className="text-base font-medium leading-7 text-slate-900 hover:text-brand-600">
        <Highlighted segments={item.titleSegments} />
      </Link>
      <p className="mt-1 line-clamp-3 text-sm leading-6 text-slate-600">
        <span className="mr-1 rounded bg-amber-50 px-1 text-xs text-amber-700">{item.excerptFrom === "holding" ? "裁判要旨" : "裁判文书"}</span>
        <Highlighted segments={item.excerpt} />
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
        <span className="rounded bg-brand-50 px-1.5 py-0.5 text-brand-700">{item.causeName}</span>
        <span className="inline-flex items-center gap-1">
          <Gavel className="h-3 w-3" aria-hidden />
          {item.court}
        </span>
        <span>{item.caseNo}</span>
        <span>{item.procedure}</span>
        <span>裁判日期 {item.judgedOn}</span>
        <ViewCount label="浏览" count={item.views} />
      </div>
    </li>
  );
}

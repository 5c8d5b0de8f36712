import { Lightbulb } from "lucide-react";
import { Link } from "react-router";
import type { ClauseCard as Clause } from "#core/clauses";
import { Highlighted } from "~/components/library/highlighted";
import { CopyClauseButton } from "./copy-clause-button";

/** One clause in full: clauses are short, so the list shows the whole text with its 使用提示. */
export function ClauseCard({ clause, categoryHref }: { clause: Clause; categoryHref: string }) {
  return (
    <li id={`clause-${clause.id}`} className="p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 flex-1 text-base font-medium text-slate-900">
          <Link to={`?id=${clause.id}`} className="hover:text-brand-600">
            <Highlighted segments={clause.titleSegments} />
          </Link>
        </h3>
        <CopyClauseButton id={clause.id} title={clause.title} text={clause.body} copies={clause.copies} />
      </div>
      <p className="mt-1 text-xs text-slate-500">
        <Link to={categoryHref} className="hover:text-brand-600">
          {clause.parentName ? `${clause.parentName} › ` : ""}
          {clause.categoryName}
        </Link>
      </p>
      <p className="mt-2 whitespace-pre-wrap rounded-md bg-slate-50 p-3 font-serif text-[15px] leading-7 text-slate-800">
        <Highlighted segments={clause.bodySegments} />
      </p>
      {clause.tips ? (
        <p className="mt-2 flex gap-1.5 text-sm leading-6 text-slate-600">
          <Lightbulb className="mt-1 h-4 w-4 shrink-0 text-accent-500" aria-hidden />
          <span>
            <span className="font-medium text-slate-700">使用提示：</span>
            {clause.tips}
          </span>
        </p>
      ) : null}
    </li>
  );
}

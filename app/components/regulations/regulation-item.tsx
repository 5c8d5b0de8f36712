import { Link } from "react-router";
import { Highlighted } from "~/components/library/highlighted";
import type { Outputs } from "~/lib/api-types";
import { TimelinessBadge } from "./timeliness-badge";

type RegulationCard = Outputs["regulations"]["list"]["records"][number];

/** One row of the list: title and timeliness, the snippet, then level, issuer, 文号 and dates. */
export function RegulationItem({ item }: { item: RegulationCard }) {
  return (
    <li className="p-4">
      <div className="flex items-start gap-2">
        <Link to={`/regulations/${item.id}`} className="min-w-0 text-base font-medium text-slate-900 hover:text-brand-600">
          <Highlighted segments={item.titleSegments} />
        </Link>
        <TimelinessBadge value={item.timeliness} />
      </div>
      {item.excerpt.length > 0 && item.excerpt.some((s) => s.text) ? (
        <p className="mt-1 line-clamp-2 text-sm leading-6 text-slate-600">
          <Highlighted segments={item.excerpt} />
        </p>
      ) : null}
      <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-500">
        <span>{item.level}</span>
        <span>{item.issuer}</span>
        {item.docNo ? <span>{item.docNo}</span> : null}
        <span>公布 {item.issuedOn}</span>
        <span>施行 {item.effectiveOn}</span>
      </p>
    </li>
  );
}

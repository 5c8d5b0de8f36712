import { Link } from "react-router";
import type { Outputs } from "~/lib/api-types";
import { LawyerAvatar } from "./lawyer-avatar";
import { lawyerHref } from "./lawyer-card";

type LawyerBrief = Outputs["lawyers"]["directory"]["resident"][number];

/** 驻站律师 / 最新入驻 in the directory's side column. */
export function LawyerSideList({ id, title, lawyers, empty }: { id: string; title: string; lawyers: LawyerBrief[]; empty: string }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={id} className="font-medium text-slate-900">
        {title}
      </h2>
      {lawyers.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {lawyers.map((l) => (
            <li key={l.id}>
              <Link to={lawyerHref(l.id)} className="flex items-center gap-3 hover:text-brand-600">
                <span className="scale-75">
                  <LawyerAvatar name={l.name} photo={l.photo} />
                </span>
                <span className="min-w-0">
                  <span className="block text-sm font-medium">{l.name}</span>
                  <span className="block truncate text-xs text-slate-500">
                    {l.cityName ? `${l.cityName} · ` : ""}
                    {l.firm}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

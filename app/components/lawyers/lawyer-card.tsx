import { ThumbsUp } from "lucide-react";
import { Link } from "react-router";
import { formatYuan } from "#core/money";
import type { Outputs } from "~/lib/api-types";
import { LawyerAvatar } from "./lawyer-avatar";
import { IconFact, LawyerBadges, LawyerFacts } from "./lawyer-facts";

type Card = Outputs["lawyers"]["directory"]["page"]["records"][number];

export function lawyerHref(id: number): string {
  return `/authorInformation/${id}`;
}

/** One lawyer in the directory: photo, name, title, firm, city, fields, years, likes, services. */
export function LawyerCard({ lawyer }: { lawyer: Card }) {
  return (
    <li className="flex gap-4 px-4 py-4" data-testid="lawyer-card">
      <Link to={lawyerHref(lawyer.id)} aria-hidden tabIndex={-1}>
        <LawyerAvatar name={lawyer.name} photo={lawyer.photo} />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
          <Link to={lawyerHref(lawyer.id)} className="text-base font-semibold text-slate-900 hover:text-brand-600">
            {lawyer.name}
          </Link>
          <LawyerBadges title={lawyer.title} typeName={lawyer.lawyerType !== 1 ? lawyer.lawyerTypeName : null} resident={lawyer.resident} />
        </div>
        <LawyerFacts firm={lawyer.firm} cityName={lawyer.cityName}>
          <span>执业 {lawyer.years} 年</span>
          <IconFact icon={ThumbsUp} title="点赞数">
            <span className="sr-only">点赞</span>
            {lawyer.likes}
          </IconFact>
        </LawyerFacts>
        {lawyer.fields.length ? (
          <p className="mt-2 flex flex-wrap gap-1">
            {lawyer.fields.map((f) => (
              <span key={f} className="rounded-full border border-slate-200 px-2 py-0.5 text-xs text-slate-600">
                {f}
              </span>
            ))}
          </p>
        ) : null}
        {lawyer.services.length ? (
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500" aria-label={`${lawyer.name}的服务`}>
            {lawyer.services.map((s) => (
              <li key={s.key}>
                {s.name} <span className="font-medium text-accent-500">{formatYuan(s.priceFen)}</span>/{s.unit}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <Link
        to={lawyerHref(lawyer.id)}
        className="hidden shrink-0 self-center rounded-md border border-brand-500 px-3 py-1.5 text-sm text-brand-600 hover:bg-brand-50 sm:block"
      >
        查看主页
      </Link>
    </li>
  );
}

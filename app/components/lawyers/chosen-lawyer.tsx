import { Link } from "react-router";
import { LawyerAvatar } from "./lawyer-avatar";

/** The lawyer an order form was opened for (from a profile), with the way back to platform matching. */
export function ChosenLawyer({
  lawyer,
  detail,
  matchHref,
}: {
  lawyer: { id: number; name: string; firm: string; photo: string | null };
  detail?: string;
  matchHref: string;
}) {
  return (
    <div className="flex items-center gap-3 rounded-md bg-slate-50 p-3">
      <LawyerAvatar name={lawyer.name} photo={lawyer.photo} />
      <div className="min-w-0 text-sm">
        <p className="font-medium text-slate-900">
          指定律师：
          <Link to={`/authorInformation/${lawyer.id}`} className="text-brand-700 underline underline-offset-2">
            {lawyer.name}
          </Link>
        </p>
        <p className="truncate text-slate-500">
          {lawyer.firm}
          {detail ?? ""}
        </p>
      </div>
      <Link to={matchHref} className="ml-auto shrink-0 text-xs text-slate-500 hover:text-brand-600">
        改为平台匹配
      </Link>
    </div>
  );
}

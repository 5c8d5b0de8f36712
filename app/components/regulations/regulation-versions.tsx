import { ExternalLink, History } from "lucide-react";
import { Link } from "react-router";
import type { Timeliness } from "#core/regulations";
import { IconSection } from "~/components/ui/icon-section";
import { TimelinessBadge } from "./timeliness-badge";

type Version = { id: number; title: string; issuedOn: string; effectiveOn: string; timeliness: Timeliness };

/** An amended text names the version in force, so nobody cites a superseded article by mistake. */
export function CurrentVersionNotice({ current }: { current: Version }) {
  return (
    <div role="note" aria-label="现行版本" className="mt-4 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm leading-6 text-amber-900">
      本文本已被修改，现行有效版本为
      <Link to={`/regulations/${current.id}`} className="mx-1 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600">
        《{current.title}》
      </Link>
      （{current.issuedOn} 公布，{current.effectiveOn} 起施行）。引用条文时请以现行版本为准。
    </div>
  );
}

/** A text in force that the library names without reproducing it: the official source, never a guess. */
export function OfficialSourceNotice({ sourceUrl }: { sourceUrl: string | null }) {
  return (
    <div role="note" aria-label="全文来源" className="rounded-md border border-slate-200 bg-slate-50 p-4 text-sm leading-6 text-slate-700">
      <p>本库尚未收录该文本的全文。为避免错漏，条文请以国家法律法规数据库公布的文本为准。</p>
      {sourceUrl ? (
        <a
          href={sourceUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-flex items-center gap-1 text-brand-600 underline underline-offset-2 hover:text-brand-700"
        >
          前往国家法律法规数据库查阅
          <ExternalLink className="h-3.5 w-3.5" aria-hidden />
        </a>
      ) : null}
    </div>
  );
}

/** The earlier versions this text replaced, oldest first. */
export function EarlierVersions({ versions }: { versions: Version[] }) {
  if (versions.length === 0) return null;
  return (
    <IconSection id="earlier-title" icon={History} title="历史版本" className="rounded-lg border border-slate-200 bg-white p-4">
      <ul className="mt-2 space-y-2 text-sm">
        {versions.map((v) => (
          <li key={v.id} className="flex flex-wrap items-center gap-2">
            <Link to={`/regulations/${v.id}`} className="min-w-0 text-slate-700 hover:text-brand-600">
              {v.title}
            </Link>
            <span className="text-xs text-slate-500">{v.effectiveOn} 起施行</span>
            <TimelinessBadge value={v.timeliness} />
          </li>
        ))}
      </ul>
    </IconSection>
  );
}

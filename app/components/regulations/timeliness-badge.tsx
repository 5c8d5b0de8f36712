import { TIMELINESS, type Timeliness } from "#core/regulations";

const TONES: Record<Timeliness, string> = {
  1: "bg-emerald-50 text-emerald-700 ring-emerald-600/20",
  2: "bg-amber-50 text-amber-700 ring-amber-600/20",
  3: "bg-slate-100 text-slate-600 ring-slate-500/20",
  4: "bg-sky-50 text-sky-700 ring-sky-600/20",
};

/** 现行有效 / 已修改 / 已废止 / 尚未生效, coloured so a repealed text is never mistaken for current law. */
export function TimelinessBadge({ value }: { value: Timeliness }) {
  return (
    <span className={`inline-flex shrink-0 items-center rounded px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[value]}`}>{TIMELINESS[value]}</span>
  );
}

import { NATIONAL, rangeOfYear, TIME_RANGES, timeBounds } from "#core/regulations";
import { FilterChip, SortChips } from "~/components/library/filter-chip";
import type { QueryChanges } from "~/components/library/query";
import type { Outputs } from "~/lib/api-types";
import { FilterRow } from "./filter-row";

type FacetCounts = Outputs["regulations"]["counts"];

export type Filters = { category?: string; time?: string; area?: string; timeliness?: number; sort: string };

const SORTS = { issued: "发布日期", views: "浏览最多" };

const sum = (items: { count: number }[]) => items.reduce((n, i) => n + i.count, 0);

/**
 * Level, issuing time, area and timeliness with live counts: each number is what choosing that value
 * gives under the other current filters (and the keyword), so it always matches the list.
 */
export function FilterPanel({ counts, filters, href }: { counts: FacetCounts; filters: Filters; href: (changes: QueryChanges) => string }) {
  // The year chips of the chosen range (or of the range holding the chosen year).
  const range = filters.time ? (TIME_RANGES.find((r) => r.key === filters.time)?.key ?? rangeOfYear(Number(filters.time))) : undefined;
  const bounds = range ? timeBounds(range) : null;
  const years = bounds ? counts.years.filter((y) => (bounds.from === null || y.year >= bounds.from) && (bounds.to === null || y.year <= bounds.to)) : [];
  // Areas: 全国 and the provinces that have texts, plus the chosen one even when the keyword leaves it empty.
  const areas = counts.areas.filter((a) => a.count > 0 || a.code === filters.area || a.code === NATIONAL);

  return (
    <section aria-label="筛选条件" className="divide-y divide-slate-100 border-b border-slate-100 px-3 py-1 text-sm">
      <FilterRow label="效力级别">
        <FilterChip dense to={href({ category: undefined })} active={!filters.category} count={sum(counts.levels)}>
          全部
        </FilterChip>
        {counts.levels.map((l) => (
          <FilterChip dense key={l.slug} to={href({ category: l.slug })} active={filters.category === l.slug} count={l.count}>
            {l.name}
          </FilterChip>
        ))}
      </FilterRow>
      <FilterRow label="发布时间">
        <FilterChip dense to={href({ time: undefined })} active={!filters.time} count={sum(counts.times)}>
          全部
        </FilterChip>
        {counts.times.map((t) => (
          <FilterChip dense key={t.key} to={href({ time: t.key })} active={filters.time === t.key} count={t.count}>
            {t.label}
          </FilterChip>
        ))}
      </FilterRow>
      {years.length > 0 ? (
        <FilterRow label="按年份">
          {years.map((y) => (
            <FilterChip dense key={y.year} to={href({ time: String(y.year) })} active={filters.time === String(y.year)} count={y.count}>
              {y.year}年
            </FilterChip>
          ))}
        </FilterRow>
      ) : null}
      <FilterRow label="地区">
        <FilterChip dense to={href({ area: undefined })} active={!filters.area} count={sum(counts.areas)}>
          全部
        </FilterChip>
        {areas.map((a) => (
          <FilterChip dense key={a.code} to={href({ area: a.code })} active={filters.area === a.code} count={a.count}>
            {a.name}
          </FilterChip>
        ))}
      </FilterRow>
      <FilterRow label="时效性">
        <FilterChip dense to={href({ timeliness: undefined })} active={!filters.timeliness} count={sum(counts.timeliness)}>
          全部
        </FilterChip>
        {counts.timeliness.map((t) => (
          <FilterChip dense key={t.value} to={href({ timeliness: String(t.value) })} active={filters.timeliness === t.value} count={t.count}>
            {t.label}
          </FilterChip>
        ))}
      </FilterRow>
      <FilterRow label="排序">
        <SortChips sorts={SORTS} defaultSort="issued" active={filters.sort} href={href} dense />
      </FilterRow>
    </section>
  );
}

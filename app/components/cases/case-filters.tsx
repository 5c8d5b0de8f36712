import { CASE_SORTS, COURT_LEVEL_CHIPS, type CourtLevel, PROCEDURES } from "#core/cases";
import { FilterChip, SortChips } from "~/components/library/filter-chip";
import type { QueryChanges } from "~/components/library/query";

type Facets = {
  years: { year: number; count: number }[];
  areas: { code: string; name: string; count: number }[];
  courtLevels: { level: number; count: number }[];
};
type Filters = { court?: number; area?: string; year?: number; procedure?: string; sort: string };

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of links, not form controls
    <div role="group" aria-label={label} className="flex items-start gap-1">
      <span className="mt-1 w-14 shrink-0 text-slate-500">{label}</span>
      <div className="flex min-w-0 flex-wrap items-center gap-1">{children}</div>
    </div>
  );
}

/** Court level, province, year, procedure and sort, each a row of links that keep the other filters. */
export function CaseFilters({ facets, filters, href }: { facets: Facets; filters: Filters; href: (changes: QueryChanges) => string }) {
  return (
    <div className="space-y-2 border-b border-slate-100 p-3 text-sm">
      <Row label="法院层级">
        <FilterChip to={href({ court: undefined })} active={filters.court === undefined}>
          全部
        </FilterChip>
        {facets.courtLevels.map(({ level }) => (
          <FilterChip key={level} to={href({ court: level })} active={filters.court === level}>
            {COURT_LEVEL_CHIPS[level as CourtLevel] ?? level}
          </FilterChip>
        ))}
      </Row>
      <Row label="地区">
        <FilterChip to={href({ area: undefined })} active={!filters.area}>
          全部
        </FilterChip>
        {facets.areas.map((a) => (
          <FilterChip key={a.code} to={href({ area: a.code })} active={filters.area === a.code}>
            {a.name.replace(/(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区)$/, "")}
          </FilterChip>
        ))}
      </Row>
      <Row label="裁判年份">
        <FilterChip to={href({ year: undefined })} active={filters.year === undefined}>
          全部
        </FilterChip>
        {facets.years.map(({ year }) => (
          <FilterChip key={year} to={href({ year })} active={filters.year === year}>
            {year}
          </FilterChip>
        ))}
      </Row>
      <Row label="审理程序">
        <FilterChip to={href({ procedure: undefined })} active={!filters.procedure}>
          全部
        </FilterChip>
        {Object.entries(PROCEDURES).map(([key, label]) => (
          <FilterChip key={key} to={href({ procedure: key })} active={filters.procedure === key}>
            {label}
          </FilterChip>
        ))}
      </Row>
      <Row label="排序">
        <SortChips sorts={CASE_SORTS} active={filters.sort} href={href} />
      </Row>
    </div>
  );
}

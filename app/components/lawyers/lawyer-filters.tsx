import { Link, useLocation, useSearchParams } from "react-router";
import { LAWYER_SORTS } from "#core/lawyers";
import { filterHref, type QueryChanges } from "~/components/library/query";
import type { Outputs } from "~/lib/api-types";

type FieldNode = Outputs["lawyers"]["directory"]["tree"][number];
type Options = Outputs["lawyers"]["directory"]["options"];

type Filters = { fieldId?: number; type?: number; title?: string; tag?: string; sort: string };
/** A link to the current list with some filters changed; the page number resets with every change. */
export function useLawyerHref() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  return (changes: QueryChanges) => filterHref(pathname, params, changes);
}

function Chip({ to, active, children }: { to: string; active: boolean; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      preventScrollReset
      aria-current={active ? "true" : undefined}
      className={`shrink-0 rounded px-2.5 py-1 ${active ? "bg-brand-600 text-white" : "text-slate-600 hover:text-brand-600"}`}
    >
      {children}
    </Link>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of links, not form controls
    <div role="group" aria-label={label} className="flex items-start gap-1">
      <span className="mt-1 w-16 shrink-0 text-slate-500">{label}</span>
      <div className="flex min-w-0 flex-wrap items-center gap-1">{children}</div>
    </div>
  );
}

/** Field (two levels), type, title and tag rows (the enabled dictionary items), then the sort tabs; every state lives in the URL. */
export function LawyerFilters({ tree, options, filters }: { tree: FieldNode[]; options: Options; filters: Filters }) {
  const href = useLawyerHref();
  const top = tree.find((f) => f.id === filters.fieldId || f.children.some((c) => c.id === filters.fieldId));
  return (
    <div className="space-y-2 border-b border-slate-100 p-3 text-sm">
      <Row label="专业领域">
        <Chip to={href({ fieldId: undefined })} active={filters.fieldId === undefined}>
          全部
        </Chip>
        {tree.map((f) => (
          <Chip key={f.id} to={href({ fieldId: f.id })} active={top?.id === f.id}>
            {f.name}
          </Chip>
        ))}
      </Row>
      {top ? (
        <Row label="细分领域">
          <Chip to={href({ fieldId: top.id })} active={filters.fieldId === top.id}>
            不限
          </Chip>
          {top.children.map((c) => (
            <Chip key={c.id} to={href({ fieldId: c.id })} active={filters.fieldId === c.id}>
              {c.name}
            </Chip>
          ))}
        </Row>
      ) : null}
      <Row label="律师类型">
        <Chip to={href({ type: undefined })} active={filters.type === undefined}>
          全部
        </Chip>
        {options.types.map(({ value, label }) => (
          <Chip key={value} to={href({ type: String(value) })} active={filters.type === value}>
            {label}
          </Chip>
        ))}
      </Row>
      <Row label="职称">
        <Chip to={href({ title: undefined })} active={filters.title === undefined}>
          全部
        </Chip>
        {options.titles.map((t) => (
          <Chip key={t} to={href({ title: t })} active={filters.title === t}>
            {t}
          </Chip>
        ))}
      </Row>
      <Row label="律师标签">
        <Chip to={href({ tag: undefined })} active={filters.tag === undefined}>
          全部
        </Chip>
        {options.tags.map((t) => (
          <Chip key={t} to={href({ tag: t })} active={filters.tag === t}>
            {t}
          </Chip>
        ))}
      </Row>
      <nav aria-label="排序" className="flex items-center gap-1 border-t border-slate-100 pt-2">
        <span className="w-16 shrink-0 text-slate-500">排序</span>
        {Object.entries(LAWYER_SORTS).map(([key, label]) => (
          <Chip key={key} to={href({ sort: key === "activity" ? undefined : key })} active={filters.sort === key}>
            按{label}
          </Chip>
        ))}
      </nav>
    </div>
  );
}

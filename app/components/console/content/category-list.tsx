import { type CategoryTree, treeFilterOptions } from "./category-select";
import { ContentFilters, ContentListPage, ContentRow, type ContentStatus, FilterSelect } from "./content-list";

// The list page of a library filed under one two-level category tree (条款, 文书): title search,
// category (a top one covers its children) and status filters, one count column, the row actions.

/** The filters of such a page, read by `contentListQuery(params, ["categoryId"])`. */
export type CategoryListFilter = { keyword: string; categoryId: string; status: ContentStatus };

type Row = { id: number; title: string; categoryName: string; hidden: boolean };

export function CategoryListPage<R extends Row>({
  noun,
  path,
  result,
  page,
  categories,
  filter,
  count,
  publicHref,
}: {
  noun: string;
  path: string;
  result: unknown;
  page: { total: number; current: number; pages: number; records: readonly R[] };
  categories: CategoryTree;
  filter: CategoryListFilter;
  /** The count column: its heading and value (复制次数, 浏览). */
  count: { header: string; of: (row: R) => number };
  publicHref: (row: R) => string;
}) {
  return (
    <ContentListPage
      noun={noun}
      path={path}
      result={result}
      page={page}
      headers={["标题", "分类", count.header, "状态", "操作"]}
      minWidth="min-w-[760px]"
      filters={
        <ContentFilters path={path} keyword={filter.keyword} keywordLabel={`${noun}标题`} status={filter.status}>
          <FilterSelect name="categoryId" label="分类" value={filter.categoryId} options={treeFilterOptions(categories)} />
        </ContentFilters>
      }
    >
      {page.records.map((r) => (
        <ContentRow key={r.id} row={r} publicHref={publicHref(r)} editHref={`${path}/${r.id}`}>
          <td className="px-3 py-2 whitespace-nowrap">{r.categoryName}</td>
          <td className="px-3 py-2 whitespace-nowrap">{count.of(r)}</td>
        </ContentRow>
      ))}
    </ContentListPage>
  );
}

import { redirect, useLocation } from "react-router";
import { DOCUMENT_KINDS, DOCUMENT_PAGE_SIZE, DOCUMENT_SORTS, documentSearchParams } from "#core/documents";
import { DocumentItem } from "~/components/documents/document-item";
import { KindTabs } from "~/components/documents/kind-tabs";
import { CategoryNav } from "~/components/library/category-nav";
import { ChipRow, SortChips } from "~/components/library/filter-chip";
import { KeywordTotal, ListEmpty, ListError, ListLoading, ListPages, useListLoading } from "~/components/library/list-status";
import { filterHref, type QueryChanges } from "~/components/library/query";
import { SearchBox } from "~/components/library/search-box";
import { api } from "~/lib/api.server";
import type { Route } from "./+types/document-library";

// /documentLibrary and /pages/documentLibrary/documentLibrary: kind, categories, search and sorts.
// Mini-program links to a document (?id=) land on its page /documentLibrary/{id}.
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const id = params.get("id");
  if (id !== null) throw redirect(`/documentLibrary/${encodeURIComponent(id)}`);
  const filters = documentSearchParams(params);
  const caller = api(context);
  const [page, tree] = await Promise.all([
    caller.documents.list({ ...filters, keyword: filters.keyword || undefined, size: DOCUMENT_PAGE_SIZE }).catch((e: unknown) => {
      console.error("document list failed", e);
      return null;
    }),
    caller.documents.categories(),
  ]);
  return { filters, page, tree };
}

export const meta: Route.MetaFunction = ({ data: d }) => {
  const category = d?.tree.flatMap((k) => k.categories.flatMap((c) => [c, ...c.children])).find((c) => c.slug === d.filters.category);
  const title = d?.filters.keyword
    ? `${d.filters.keyword} - 文书搜索 - 契合`
    : category
      ? `${category.name} - 文书库 - 契合`
      : d?.filters.kind
        ? `${DOCUMENT_KINDS[d.filters.kind]}范本 - 文书库 - 契合`
        : "文书库 - 诉讼与非诉法律文书范本 - 契合";
  return [
    { title },
    { name: "description", content: "民事起诉状、答辩状、上诉状、保全与执行申请书、授权委托书、律师函、催款函、股东会决议等诉讼与非诉文书范本，附填写说明。" },
  ];
};

export default function DocumentLibrary({ loaderData }: Route.ComponentProps) {
  const { filters, page, tree } = loaderData;
  const { pathname, search } = useLocation();
  const loading = useListLoading(pathname);
  const href = (changes: QueryChanges) => filterHref(pathname, search, changes);
  const kindOf = new Map(tree.flatMap((k) => k.categories.flatMap((c) => [c, ...c.children].map((x) => [x.slug, k.kind] as const))));
  const categories = tree.filter((k) => filters.kind === undefined || k.kind === filters.kind).flatMap((k) => k.categories);
  const counts = { 1: tree.find((k) => k.kind === 1)?.count ?? 0, 2: tree.find((k) => k.kind === 2)?.count ?? 0 };
  const categoryHref = (slug: string | undefined) => href({ category: slug, kind: slug ? kindOf.get(slug) : filters.kind });

  return (
    <div className="space-y-4">
      <section className="rounded-xl bg-gradient-to-br from-brand-700 to-brand-500 px-4 py-6 text-white sm:px-8">
        <h1 className="text-xl font-semibold sm:text-2xl">文书库</h1>
        <p className="mt-1 text-sm text-white/80">
          收录 {counts[1]} 份诉讼文书、{counts[2]} 份非诉文书，格式依照法院文书样式与执业惯例，均附填写说明。
        </p>
        <SearchBox
          action={pathname}
          keyword={filters.keyword}
          keep={{ kind: filters.kind, category: filters.category }}
          placeholder="搜索文书名称或内容，如：起诉状、律师函、保全"
          label="搜索文书"
        />
      </section>

      <div className="grid gap-4 lg:grid-cols-[200px_1fr]">
        <CategoryNav label="文书分类" allLabel="全部分类" categories={categories} active={filters.category} hrefFor={categoryHref} />

        <section aria-label="文书列表" aria-busy={loading} className="min-w-0 rounded-lg border border-slate-200 bg-white">
          <div className="space-y-2 border-b border-slate-100 p-3 text-sm">
            <KindTabs active={filters.kind} counts={counts} hrefFor={(kind) => href({ kind, category: undefined })} />
            <ChipRow label="排序">
              <SortChips sorts={DOCUMENT_SORTS} active={filters.sort} href={href} />
            </ChipRow>
          </div>
          {loading ? <ListLoading /> : null}
          {page ? <KeywordTotal keyword={filters.keyword} total={page.total} unit="份文书" /> : null}
          {!page ? (
            <ListError what="文书" />
          ) : page.records.length === 0 ? (
            <ListEmpty title="没有找到符合条件的文书" hint="换个关键词，或切换文书类型再试试" />
          ) : (
            <ul className={`divide-y divide-slate-100 ${loading ? "opacity-60" : ""}`}>
              {page.records.map((d) => (
                <DocumentItem key={d.id} doc={d} />
              ))}
            </ul>
          )}
          {page ? <ListPages page={page} /> : null}
        </section>
      </div>
    </div>
  );
}

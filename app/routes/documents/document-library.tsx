import { Search } from "lucide-react";
import { Form, redirect, useLocation, useNavigation } from "react-router";
import { DOCUMENT_KINDS, DOCUMENT_PAGE_SIZE, DOCUMENT_SORTS, documentSearchParams } from "#core/documents";
import { CategoryNav } from "~/components/clauses/category-nav";
import { Chip, filterHref } from "~/components/clauses/filter-chip";
import { ListError, ListLoading } from "~/components/clauses/list-status";
import { DocumentItem } from "~/components/documents/document-item";
import { KindTabs } from "~/components/documents/kind-tabs";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
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
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === pathname;
  const href = (changes: Record<string, string | undefined>) => filterHref(pathname, search, changes);
  const kindOf = new Map(tree.flatMap((k) => k.categories.flatMap((c) => [c, ...c.children].map((x) => [x.slug, k.kind] as const))));
  const categories = tree.filter((k) => filters.kind === undefined || k.kind === filters.kind).flatMap((k) => k.categories);
  const counts = { 1: tree.find((k) => k.kind === 1)?.count ?? 0, 2: tree.find((k) => k.kind === 2)?.count ?? 0 };
  const categoryHref = (slug: string | undefined) =>
    href({ category: slug, kind: slug ? String(kindOf.get(slug) ?? "") : filters.kind === undefined ? undefined : String(filters.kind) });

  return (
    <div className="space-y-4">
      <section className="rounded-xl bg-gradient-to-br from-brand-700 to-brand-500 px-4 py-6 text-white sm:px-8">
        <h1 className="text-xl font-semibold sm:text-2xl">文书库</h1>
        <p className="mt-1 text-sm text-white/80">
          收录 {counts[1]} 份诉讼文书、{counts[2]} 份非诉文书，格式依照法院文书样式与执业惯例，均附填写说明。
        </p>
        <Form method="get" action={pathname} role="search" className="mt-4 flex max-w-2xl">
          {filters.kind ? <input type="hidden" name="kind" value={filters.kind} /> : null}
          {filters.category ? <input type="hidden" name="category" value={filters.category} /> : null}
          <input
            type="search"
            name="keyword"
            defaultValue={filters.keyword}
            maxLength={50}
            placeholder="搜索文书名称或内容，如：起诉状、律师函、保全"
            aria-label="搜索文书"
            className="min-w-0 flex-1 rounded-l-md bg-white px-3 py-2.5 text-sm text-slate-900 focus:outline-none"
          />
          <button type="submit" className="inline-flex items-center gap-1 rounded-r-md bg-accent-500 px-5 text-sm font-medium hover:brightness-105">
            <Search className="h-4 w-4" aria-hidden />
            搜索
          </button>
        </Form>
      </section>

      <div className="grid gap-4 lg:grid-cols-[200px_1fr]">
        <CategoryNav label="文书分类" allLabel="全部分类" categories={categories} active={filters.category} hrefFor={categoryHref} />

        <section aria-label="文书列表" aria-busy={loading} className="min-w-0 rounded-lg border border-slate-200 bg-white">
          <div className="space-y-2 border-b border-slate-100 p-3 text-sm">
            <KindTabs active={filters.kind} counts={counts} hrefFor={(k) => href({ kind: k === undefined ? undefined : String(k), category: undefined })} />
            <div className="flex flex-wrap items-center gap-1">
              <span className="mr-1 text-slate-400">排序</span>
              {Object.entries(DOCUMENT_SORTS).map(([value, label]) => (
                <Chip key={value} to={href({ sort: value === "latest" ? undefined : value })} active={filters.sort === value}>
                  {label}
                </Chip>
              ))}
            </div>
          </div>
          {loading ? <ListLoading /> : null}
          {filters.keyword && page ? (
            <p className="px-4 pt-3 text-sm text-slate-500">
              “{filters.keyword}”共找到 {page.total} 份文书
            </p>
          ) : null}
          {!page ? (
            <ListError what="文书" />
          ) : page.records.length === 0 ? (
            <EmptyState title="没有找到符合条件的文书">换个关键词，或切换文书类型再试试</EmptyState>
          ) : (
            <ul className={`divide-y divide-slate-100 ${loading ? "opacity-60" : ""}`}>
              {page.records.map((d) => (
                <DocumentItem key={d.id} doc={d} />
              ))}
            </ul>
          )}
          {page ? (
            <div className="pb-4">
              <Pagination current={page.current} pages={page.pages} total={page.total} />
            </div>
          ) : null}
        </section>
      </div>
    </div>
  );
}

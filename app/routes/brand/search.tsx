import { Link } from "react-router";
import { brandSearchParams } from "#core/brand";
import { BrandAttribution, BrandLegend, EditionNote } from "~/components/brand/brand-notes";
import { BrandSearchBox } from "~/components/brand/brand-search-box";
import { SearchResults } from "~/components/brand/search-results";
import { useListLoading } from "~/components/library/list-status";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
import { api } from "~/lib/api.server";
import type { Route } from "./+types/search";

const PAGE_SIZE = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { keyword, classNo, current } = brandSearchParams(new URL(request.url).searchParams);
  const caller = api(context);
  const [page, edition] = await Promise.all([
    caller.brand.search({ keyword, current, size: PAGE_SIZE, classNo: classNo ?? undefined }),
    caller.brand.edition(),
  ]);
  return { page, edition, classNo };
}

export const meta: Route.MetaFunction = ({ data: d }) => [
  { title: d?.page.keyword ? `“${d.page.keyword}”商标分类查询 - 契合` : "商标分类查询 - 契合" },
  { name: "robots", content: "noindex" },
];

function searchHref(keyword: string, classNo?: number) {
  const params = new URLSearchParams({ keyword });
  if (classNo) params.set("class", String(classNo));
  return `/brand/search?${params}`;
}

export default function BrandSearch({ loaderData }: Route.ComponentProps) {
  const { page, edition, classNo } = loaderData;
  const searching = useListLoading("/brand/search");
  const chip = (active: boolean) => `shrink-0 rounded px-2.5 py-1 ${active ? "bg-brand-600 text-white" : "text-slate-600 hover:text-brand-600"}`;
  return (
    <div className="space-y-4">
      <Breadcrumb trail={[{ text: "商标分类表", to: "/brand" }, { text: "查询" }]} />
      <h1 className="text-xl font-semibold text-slate-900">商标分类查询</h1>
      <BrandSearchBox keyword={page.keyword} large />
      <EditionNote edition={edition} />
      <section aria-label="查询结果" aria-busy={searching} className={`space-y-3 transition-opacity ${searching ? "opacity-50" : ""}`}>
        {searching ? (
          <p role="status" className="text-sm text-slate-500">
            正在查询…
          </p>
        ) : null}
        {!page.keyword ? (
          <EmptyState title="输入商品或服务名称、类似群编号或项目编号开始查询">例如：服装、计算机软件、0901、090372、C090002</EmptyState>
        ) : page.total === 0 && page.classes.length === 0 ? (
          <EmptyState title={`未找到与“${page.keyword}”相关的商品或服务`}>
            试试更短或更常用的说法，或直接输入类似群编号（如 0901）、项目编号（如 090372）
          </EmptyState>
        ) : (
          <>
            <p className="text-sm text-slate-600">
              “{page.keyword}”共找到 <span className="font-medium text-slate-900">{page.total}</span> 条结果：类似群 {page.groups} 个、商品/服务项目{" "}
              {page.items} 个{page.classes.length > 1 && !classNo ? `，分布在 ${page.classes.length} 个类别` : ""}
              {page.pages > 1 ? `，每页 ${page.size} 条` : ""}。
            </p>
            {page.classes.length > 1 || classNo ? (
              <nav aria-label="按类别筛选" className="flex gap-1 overflow-x-auto text-sm">
                <Link to={searchHref(page.keyword)} className={chip(!classNo)}>
                  全部类别
                </Link>
                {page.classes.map((c) => (
                  <Link key={c.classNo} to={searchHref(page.keyword, c.classNo)} className={chip(classNo === c.classNo)}>
                    第{c.classNo}类 {c.shortName} <span className="text-xs opacity-80">{c.count}</span>
                  </Link>
                ))}
              </nav>
            ) : null}
            {page.records.length ? (
              <SearchResults records={page.records} />
            ) : (
              <EmptyState title={page.total ? "本页没有结果" : `所选类别中没有与“${page.keyword}”相关的商品或服务`}>
                {page.total ? "请返回第一页查看" : "可以选择“全部类别”查看其他类别的结果"}
              </EmptyState>
            )}
            <Pagination current={page.current} pages={page.pages} total={page.total} />
          </>
        )}
      </section>
      <BrandLegend />
      <BrandAttribution />
    </div>
  );
}

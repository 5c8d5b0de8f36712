import { AlertTriangle } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation, useNavigation } from "react-router";
import { LawyerCard } from "~/components/lawyers/lawyer-card";
import { LawyerFilters } from "~/components/lawyers/lawyer-filters";
import { LawyerSideList } from "~/components/lawyers/lawyer-side-list";
import { AdStrip } from "~/components/site/ad-strip";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
import { api } from "~/lib/api.server";
import { cityCodeOf } from "~/lib/city.server";
import { reportRequestError } from "~/lib/request-events";
import { useRootData } from "~/lib/root-data";
import type { Route } from "./+types/seek-lawyer";
import { lawyerFilters } from "./list-params.server";

// /seekLawyer, its mini-program paths, the second-level page (?fieldId=) and /seekSearch (?keyword=):
// one list in the current city (the city picker's cookie), every other filter in the URL.
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const directory = await api(context).lawyers.directory(lawyerFilters(url, cityCodeOf(request)));
  return { ...directory, search: url.pathname === "/seekSearch" };
}

export const meta: Route.MetaFunction = ({ data: d }) => {
  const topic = d?.filters.keyword ? `“${d.filters.keyword}”相关律师` : d?.fieldName ? `${d.fieldName}律师` : "找律师";
  return [
    { title: `${topic} - 契合` },
    { name: "description", content: "按城市、专业领域、律师类型与职称查找执业律师，查看执业年限、代表案例与服务价格，在线咨询或电话咨询。" },
  ];
};

export default function SeekLawyer({ loaderData }: Route.ComponentProps) {
  const { page, tree, options, resident, recent, ads, filters, fieldName, search } = loaderData;
  const { city } = useRootData();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === pathname;
  const where = city.code === "0" ? "全国" : city.name;
  const heading = filters.keyword ? `“${filters.keyword}”的搜索结果` : fieldName ? `${fieldName}律师` : `${where}律师`;

  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_260px]">
      <div className="min-w-0 space-y-3">
        <AdStrip label="推荐律师" ads={ads} />
        <section aria-labelledby="lawyers-title" aria-busy={loading} className="min-w-0 rounded-lg border border-slate-200 bg-white">
          <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-100 px-4 py-3">
            <h1 id="lawyers-title" className="text-lg font-semibold text-slate-900">
              {heading}
            </h1>
            <p className="text-sm text-slate-500">
              {search || filters.keyword || fieldName ? `${where} · ` : ""}共 {page.total} 位律师
              <Link to="/areasOfExpertise" className="ml-3 text-brand-600 underline underline-offset-2">
                全部专业领域
              </Link>
            </p>
          </div>
          <LawyerFilters tree={tree} options={options} filters={filters} />
          {loading ? (
            <p role="status" className="px-4 pt-3 text-sm text-slate-500">
              正在加载律师…
            </p>
          ) : null}
          <div className={loading ? "opacity-50 transition-opacity" : undefined}>
            {page.records.length === 0 ? (
              <EmptyState title={filters.keyword ? `没有找到与“${filters.keyword}”相关的律师` : `${where}暂时没有符合条件的律师`}>
                {city.code !== "0" ? "可以在页面顶部把城市切换为“全国”，" : ""}
                换个关键词或减少筛选条件再试试
                <Link to="/seekLawyer" className="ml-1 text-brand-600 hover:underline">
                  查看全部律师
                </Link>
              </EmptyState>
            ) : (
              <ul className="divide-y divide-slate-100" aria-label="律师列表">
                {page.records.map((l) => (
                  <LawyerCard key={l.id} lawyer={l} />
                ))}
              </ul>
            )}
          </div>
          <div className="pb-4">
            <Pagination current={page.current} pages={page.pages} total={page.total} />
          </div>
        </section>
      </div>
      <aside className="space-y-4">
        <LawyerSideList id="resident-title" title="驻站律师" lawyers={resident} empty="暂无驻站律师" />
        <LawyerSideList id="recent-title" title="最新入驻" lawyers={recent} empty="暂无新入驻律师" />
        <Link to="/settleIn" className="block rounded-lg bg-brand-600 p-4 text-sm text-white hover:bg-brand-700">
          <span className="block font-medium">您是律师？</span>
          <span className="mt-1 block text-white/80">免费入驻契合，展示专业领域与代表案例，在线承接咨询。</span>
        </Link>
      </aside>
    </div>
  );
}

/** A failed list keeps the page chrome and offers a retry instead of the site-wide error page. */
export function ErrorBoundary() {
  useEffect(() => reportRequestError(), []);
  return (
    <div role="alert" className="flex flex-col items-center rounded-lg border border-slate-200 bg-white py-16 text-center">
      <AlertTriangle className="h-10 w-10 text-danger-500" aria-hidden />
      <h1 className="mt-3 text-lg font-semibold text-slate-900">律师列表暂时无法加载</h1>
      <p className="mt-1 text-sm text-slate-500">请稍后再试，或检查网络连接。</p>
      <a href="/seekLawyer" className="mt-4 rounded-md bg-brand-600 px-4 py-2 text-sm text-white hover:bg-brand-700">
        重新加载
      </a>
    </div>
  );
}

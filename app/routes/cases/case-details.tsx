import { Eye, Info, Scale, Users } from "lucide-react";
import { data, Link } from "react-router";
import { CASE_DISCLAIMER, COURT_LEVELS, type CourtLevel } from "#core/cases";
import { highlight } from "#core/highlight";
import { CaseSideList } from "~/components/cases/case-side-list";
import { JudgmentText } from "~/components/cases/judgment-text";
import { Highlighted } from "~/components/library/highlighted";
import { api } from "~/lib/api.server";
import { orNotFound } from "~/lib/not-found.server";
import type { Route } from "./+types/case-details";
import { carriedKeyword } from "./list-params.server";

const POSITIVE_ID = /^[1-9]\d{0,9}$/;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!POSITIVE_ID.test(params.id)) throw data(null, { status: 404 });
  const id = Number(params.id);
  const caller = api(context);
  const [detail, related] = await Promise.all([orNotFound(caller.cases.detail({ id })), caller.cases.related({ id })]);
  if (!detail) throw data(null, { status: 404 });
  return { detail, related, keyword: carriedKeyword(new URL(request.url)) };
}

export const meta: Route.MetaFunction = ({ data: d }) => [
  { title: d ? `${d.detail.title} - 案例库 - 契合` : "案例详情 - 契合" },
  { name: "description", content: d ? `${d.detail.caseNo}，${d.detail.court}。裁判要旨：${d.detail.holding}`.slice(0, 160) : "" },
];

export default function CaseDetails({ loaderData }: Route.ComponentProps) {
  const { detail, related, keyword } = loaderData;
  const facts: [string, string][] = [
    ["案号", detail.caseNo],
    ["审理法院", detail.court],
    ["法院层级", COURT_LEVELS[detail.courtLevel as CourtLevel] ?? ""],
    ["审理程序", detail.procedure],
    ["裁判日期", detail.judgedOn],
    ["案由", detail.cause.name],
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_260px]">
      <article className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <nav aria-label="面包屑" className="text-xs text-slate-500">
          <Link to="/caseLibrary" className="hover:text-brand-600">
            案例库
          </Link>
          {detail.cause.parent ? (
            <>
              {" › "}
              <Link to={`/caseLibrary?category=${detail.cause.parent.slug}`} className="hover:text-brand-600">
                {detail.cause.parent.name}
              </Link>
            </>
          ) : null}
          {" › "}
          <Link to={`/caseLibrary?category=${detail.cause.slug}`} className="hover:text-brand-600">
            {detail.cause.name}
          </Link>
        </nav>
        <h1 className="mt-2 text-xl font-semibold leading-8 text-slate-900">{detail.title}</h1>
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {facts.map(([k, v]) => (
            <div key={k} className="flex gap-2">
              <dt className="w-16 shrink-0 text-slate-500">{k}</dt>
              <dd className="min-w-0 text-slate-700">{v}</dd>
            </div>
          ))}
          <div className="flex gap-2">
            <dt className="w-16 shrink-0 text-slate-500">浏览</dt>
            <dd className="inline-flex items-center gap-1 text-slate-700">
              <Eye className="h-3.5 w-3.5 text-slate-500" aria-hidden />
              {detail.views}
            </dd>
          </div>
        </dl>

        <section aria-labelledby="holding-title" className="mt-5 rounded-md border-l-4 border-accent-500 bg-amber-50 p-4">
          <h2 id="holding-title" className="flex items-center gap-1 font-semibold text-amber-800">
            <Scale className="h-4 w-4" aria-hidden />
            裁判要旨
          </h2>
          <p className="mt-2 text-[15px] leading-7 text-slate-800">
            <Highlighted segments={highlight(detail.holding, keyword)} />
          </p>
        </section>

        <section aria-labelledby="parties-title" className="mt-5">
          <h2 id="parties-title" className="flex items-center gap-1 font-medium text-slate-900">
            <Users className="h-4 w-4 text-brand-600" aria-hidden />
            当事人
          </h2>
          <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
            {detail.parties.map((p) => (
              <li key={`${p.role}${p.name}`} className="flex gap-2">
                <span className="shrink-0 text-slate-500">{p.role}</span>
                <span className="text-slate-700">{p.name}</span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="text-title" className="mt-6">
          <h2 id="text-title" className="font-medium text-slate-900">
            裁判文书
          </h2>
          <JudgmentText sections={detail.sections} keyword={keyword} />
        </section>

        <p className="mt-6 flex items-start gap-1 rounded-md bg-slate-50 p-3 text-xs leading-5 text-slate-500">
          <Info className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
          {CASE_DISCLAIMER}，不代表审理法院的裁判文书原文，引用请以正式公开的文书为准。
        </p>
      </article>
      <aside className="space-y-4">
        <CaseSideList id="related-title" title={`相关案例 · ${detail.cause.name}`} cases={related} empty="暂无同类案例" />
      </aside>
    </div>
  );
}

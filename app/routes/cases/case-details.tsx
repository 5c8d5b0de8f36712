import { Eye, Info, Scale, Users } from "lucide-react";
import { data } from "react-router";
import { CASE_DISCLAIMER, COURT_LEVELS, type CourtLevel } from "#core/cases";
import { highlight } from "#core/highlight";
import { CaseSideList } from "~/components/cases/case-side-list";
import { JudgmentText } from "~/components/cases/judgment-text";
import { DetailPage } from "~/components/library/detail-page";
import { Highlighted } from "~/components/library/highlighted";
import { categoryCrumbs } from "~/components/ui/breadcrumb";
import { IconSection } from "~/components/ui/icon-section";
import { TitledSection } from "~/components/ui/titled-section";
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
    <DetailPage
      trail={[{ text: "案例库", to: "/caseLibrary" }, ...categoryCrumbs(detail.cause, (slug) => `/caseLibrary?category=${slug}`)]}
      aside={<CaseSideList id="related-title" title={`相关案例 · ${detail.cause.name}`} cases={related} empty="暂无同类案例" />}
    >
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

      <IconSection id="parties-title" icon={Users} title="当事人" className="mt-5">
        <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
          {detail.parties.map((p) => (
            <li key={`${p.role}${p.name}`} className="flex gap-2">
              <span className="shrink-0 text-slate-500">{p.role}</span>
              <span className="text-slate-700">{p.name}</span>
            </li>
          ))}
        </ul>
      </IconSection>

      <TitledSection id="text-title" title="裁判文书" className="mt-6">
        <JudgmentText sections={detail.sections} keyword={keyword} />
      </TitledSection>

      <p className="mt-6 flex items-start gap-1 rounded-md bg-slate-50 p-3 text-xs leading-5 text-slate-500">
        <Info className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
        {CASE_DISCLAIMER}，不代表审理法院的裁判文书原文，引用请以正式公开的文书为准。
      </p>
    </DetailPage>
  );
}

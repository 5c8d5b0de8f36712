import { Award, Clock, Eye, FileText, type LucideIcon, MessageSquare, Scale } from "lucide-react";
import { data, Link, useSearchParams } from "react-router";
import type { CustomKind } from "#core/custom";
import { formatDateTime } from "#core/dates";
import { type LawyerServiceKey, NO_PAID_SERVICES_NOTE, sellsPaidServices } from "#core/lawyers";
import { formatYuan } from "#core/money";
import { pageOf } from "#core/page";
import { LawyerAvatar } from "~/components/lawyers/lawyer-avatar";
import { IconFact, LawyerBadges, LawyerFacts } from "~/components/lawyers/lawyer-facts";
import { LikeButton } from "~/components/lawyers/like-button";
import { ReviewList } from "~/components/lawyers/review-list";
import { TitledSection } from "~/components/ui/titled-section";
import { api } from "~/lib/api.server";
import { formOf } from "~/lib/form.server";
import { orNotFound } from "~/lib/not-found.server";
import { useRootData } from "~/lib/root-data";
import type { Route } from "./+types/author-information";

// /authorInformation/{id} and /subPackageDetails/authorInformation/authorInformation?id=: a lawyer's
// public profile. Each view is recorded as a visit; unknown or unpublished ids are 404s.
const POSITIVE_ID = /^[1-9]\d{0,9}$/;
/** 合同定制 and 合同审查 open the one order form on the matching service type. */
const CUSTOM_TYPE: Partial<Record<LawyerServiceKey, CustomKind>> = { custom: "CONTRACT_CUSTOMIZATION", review: "CONTRACT_REVIEW" };

function idOf(params: { id?: string }, url: URL): number | null {
  const raw = params.id ?? url.searchParams.get("id") ?? "";
  return POSITIVE_ID.test(raw) ? Number(raw) : null;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = idOf(params, new URL(request.url));
  if (id === null) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const reviewPage = pageOf(url.searchParams.get("reviewPage"), 1000);
  const [profile, reviews, templates] = await Promise.all([
    orNotFound(api(context).lawyers.profile({ id }), ["BAD_REQUEST"]),
    api(context).advice.reviews({ lawyerId: id, current: reviewPage, size: 5 }),
    api(context).publishing.byAuthor({ id, current: 1, size: 10 }),
  ]);
  if (!profile) throw data(null, { status: 404 });
  return { profile, reviews, templates };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const id = idOf(params, new URL(request.url));
  if (id === null) throw data(null, { status: 404 });
  const form = await formOf(request);
  if (form.get("intent") !== "like") return data({ ok: false, message: "未知操作" }, { status: 400 });
  try {
    const result = await api(context).lawyers.like({ id });
    return { ok: true, ...result };
  } catch (e) {
    return data({ ok: false, message: e instanceof Error ? e.message : "操作失败，请稍后再试" }, { status: 400 });
  }
}

export const meta: Route.MetaFunction = ({ data: d }) => {
  const p = d?.profile;
  return [
    { title: p ? `${p.name}律师 - ${p.firm} - 契合` : "律师主页 - 契合" },
    { name: "description", content: p ? `${p.name}，${p.firm}${p.title}，执业${p.years}年，擅长${p.fields.join("、")}。${p.intro}`.slice(0, 160) : "" },
  ];
};

/** A titled box of the profile; with `empty` it shows that line instead of its list. */
function Section({
  id,
  title,
  icon: Icon,
  empty,
  children,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  empty?: string | false;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={id} className="flex items-center gap-1.5 font-medium text-slate-900">
        <Icon className="h-4 w-4 text-brand-600" aria-hidden />
        {title}
      </h2>
      <div className="mt-3">{empty ? <p className="text-sm text-slate-500">{empty}</p> : children}</div>
    </section>
  );
}

export default function AuthorInformation({ loaderData }: Route.ComponentProps) {
  const { profile: p } = loaderData;
  const [searchParams] = useSearchParams();
  const { user } = useRootData();
  const facts: [string, string][] = [
    ["执业机构", p.firm],
    ["执业证号", p.licenseNo],
    ["律师类型", p.lawyerTypeName],
    ["执业年限", `${p.years} 年（${p.practiceSince} 年起执业）`],
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_280px]">
      <div className="min-w-0 space-y-4">
        <header className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
          <div className="flex flex-col gap-4 sm:flex-row">
            <LawyerAvatar name={p.name} photo={p.photo} size="lg" />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-baseline gap-2">
                <h1 className="text-2xl font-semibold text-slate-900">{p.name}</h1>
                <LawyerBadges title={p.title} typeName={null} resident={p.resident} />
              </div>
              <LawyerFacts firm={p.firm} cityName={p.cityName}>
                <IconFact icon={Eye}>{p.visits} 次访问</IconFact>
                <IconFact icon={Clock}>平均响应：{p.responseMinutes === null ? "暂无数据" : `${p.responseMinutes} 分钟`}</IconFact>
              </LawyerFacts>
              {p.fieldTree.length ? (
                <p className="mt-2 flex flex-wrap gap-1">
                  {p.fieldTree.map((f) => (
                    <Link
                      key={f.id}
                      to={`/pages/seekSecondLevelLawyer/seekSecondLevelLawyer?fieldId=${f.id}`}
                      className="rounded-full border border-slate-200 px-2 py-0.5 text-xs text-slate-600 hover:border-brand-500 hover:text-brand-600"
                    >
                      {f.name}
                    </Link>
                  ))}
                </p>
              ) : null}
              {p.tags.length ? <p className="mt-2 text-xs text-slate-500">{p.tags.join(" · ")}</p> : null}
              <div className="mt-3">
                <LikeButton liked={p.liked} likes={p.likes} signedIn={Boolean(user)} />
              </div>
            </div>
          </div>
          <dl className="mt-4 grid gap-x-6 gap-y-1 border-t border-slate-100 pt-4 text-sm sm:grid-cols-2">
            {facts.map(([k, v]) => (
              <div key={k} className="flex gap-2">
                <dt className="w-16 shrink-0 text-slate-500">{k}</dt>
                <dd className="min-w-0 text-slate-700">{v}</dd>
              </div>
            ))}
          </dl>
        </header>

        <Section id="intro-title" title="律师简介" icon={Award}>
          <p className="whitespace-pre-line text-[15px] leading-7 text-slate-700">{p.intro || "这位律师还没有填写简介。"}</p>
        </Section>

        <Section id="cases-title" title="代表案例" icon={Scale} empty={p.cases.length === 0 && "暂无代表案例"}>
          <ol className="space-y-3">
            {p.cases.map((c) => (
              <li key={c.id} className="rounded-md bg-slate-50 p-3">
                <p className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-medium text-slate-900">{c.title}</span>
                  <span className="text-xs text-slate-500">{c.year} 年</span>
                </p>
                <p className="mt-1 text-sm leading-6 text-slate-600">{c.summary}</p>
              </li>
            ))}
          </ol>
        </Section>

        <Section id="articles-title" title="律师文章" icon={FileText} empty={p.articles.length === 0 && "暂未发表文章"}>
          <ul className="divide-y divide-slate-100">
            {p.articles.map((a) => (
              <li key={a.id} className="py-2">
                <Link to={`/articleDetails/${a.id}`} className="font-medium text-slate-800 hover:text-brand-600">
                  {a.title}
                </Link>
                <p className="mt-0.5 line-clamp-2 text-sm text-slate-500">{a.summary}</p>
                <p className="mt-0.5 text-xs text-slate-500">
                  {a.publishedAt ? formatDateTime(a.publishedAt, "YYYY-MM-DD") : ""} · 阅读 {a.reads}
                </p>
              </li>
            ))}
          </ul>
        </Section>

        {loaderData.templates.total > 0 ? (
          <Section id="templates-title" title={`上传的范本（${loaderData.templates.total}）`} icon={FileText}>
            <ul className="divide-y divide-slate-100">
              {loaderData.templates.records.map((t) => (
                <li key={t.id} className="flex flex-wrap items-center gap-x-3 py-2 text-sm">
                  <Link to={`/templateDetails/${t.id}`} className="min-w-0 flex-1 font-medium text-slate-800 hover:text-brand-600">
                    {t.title}
                  </Link>
                  <span className="text-slate-500">{t.priceFen ? formatYuan(t.priceFen) : "免费"}</span>
                  <span className="text-xs text-slate-500">下载 {t.downloads}</span>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}

        <Section id="reviews-title" title="用户评价" icon={MessageSquare}>
          <ReviewList
            reviews={loaderData.reviews}
            pageHref={(n) => `?${new URLSearchParams({ ...Object.fromEntries(searchParams), reviewPage: String(n) })}#reviews-title`}
          />
        </Section>
      </div>

      <aside className="space-y-4">
        <TitledSection id="services-title" title="服务项目" className="rounded-lg border border-slate-200 bg-white p-4">
          {!sellsPaidServices(p.lawyerType) ? (
            <p className="mt-3 text-sm text-slate-500">{NO_PAID_SERVICES_NOTE}</p>
          ) : p.services.length === 0 ? (
            <p className="mt-3 text-sm text-slate-500">这位律师暂未开通付费服务</p>
          ) : (
            <ul className="mt-3 space-y-3">
              {p.services.map((s) => (
                <li key={s.key} className="flex items-center justify-between gap-2">
                  <span>
                    <span className="block text-sm text-slate-800">{s.name}</span>
                    <span className="text-sm font-medium text-accent-500">
                      {formatYuan(s.priceFen)}
                      <span className="text-xs font-normal text-slate-500">/{s.unit}</span>
                    </span>
                  </span>
                  <Link
                    to={`${s.href}?lawyerId=${p.id}${CUSTOM_TYPE[s.key] ? `&type=${CUSTOM_TYPE[s.key]}` : ""}`}
                    className="shrink-0 rounded-md bg-brand-600 px-3 py-1.5 text-sm text-white hover:bg-brand-700"
                  >
                    {s.key === "phone" || s.key === "online" ? "立即咨询" : "立即下单"}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </TitledSection>
        <Link to="/seekLawyer" className="block text-center text-sm text-brand-600 hover:underline">
          返回律师列表
        </Link>
      </aside>
    </div>
  );
}

import { Download, Info } from "lucide-react";
import type { ReactNode } from "react";
import { data, Link, redirect } from "react-router";
import { articleAnchor, EXCERPT_NOTE, TIMELINESS } from "#core/regulations";
import { ArticleJump } from "~/components/regulations/article-jump";
import { RegulationText } from "~/components/regulations/regulation-text";
import { RegulationToc } from "~/components/regulations/regulation-toc";
import { CurrentVersionNotice, EarlierVersions, OfficialSourceNotice } from "~/components/regulations/regulation-versions";
import { TimelinessBadge } from "~/components/regulations/timeliness-badge";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { api } from "~/lib/api.server";
import { orNotFound } from "~/lib/not-found.server";
import type { Route } from "./+types/detail";

const POSITIVE_ID = /^[1-9]\d{0,9}$/;

// /regulations/{id}: header facts, table of contents, the text with an anchor per article, DOCX download.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!POSITIVE_ID.test(params.id)) throw data(null, { status: 404 });
  const id = Number(params.id);
  // 跳转到第__条 without JavaScript: the form submits ?article=N and lands on the anchor.
  const article = new URL(request.url).searchParams.get("article");
  if (article !== null) {
    const n = Number(article);
    throw redirect(Number.isInteger(n) && n > 0 && n < 10_000 ? `/regulations/${id}#${articleAnchor(n)}` : `/regulations/${id}`);
  }
  const caller = api(context);
  const [detail, related] = await Promise.all([orNotFound(caller.regulations.detail({ id })), caller.regulations.related({ id })]);
  if (!detail) throw data(null, { status: 404 });
  // The raw body is for REST clients; the page renders the parsed blocks.
  const { body: _body, ...rest } = detail;
  return { detail: rest, related };
}

export const meta: Route.MetaFunction = ({ data: d }) => {
  if (!d) return [{ title: "法律法规 - 契合" }];
  const { detail } = d;
  return [
    { title: `${detail.title} - 法律法规 - 契合` },
    {
      name: "description",
      content: `${detail.title}（${detail.issuer}${detail.docNo ? `，${detail.docNo}` : ""}，${detail.issuedOn}公布，${detail.effectiveOn}施行，${TIMELINESS[detail.timeliness]}）。${detail.summary}`,
    },
  ];
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="w-16 shrink-0 text-slate-500">{label}</dt>
      <dd className="min-w-0 text-slate-700">{children}</dd>
    </div>
  );
}

export default function RegulationDetail({ loaderData }: Route.ComponentProps) {
  const { detail, related } = loaderData;
  return (
    <div className="space-y-4">
      <article className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <Breadcrumb
          trail={[
            { text: "法律法规", to: "/regulations" },
            { text: detail.level, to: `/regulations?category=${detail.levelSlug}` },
          ]}
        />
        <div className="mt-2 flex flex-wrap items-start gap-2">
          <h1 className="min-w-0 text-xl font-semibold text-slate-900">{detail.title}</h1>
          <TimelinessBadge value={detail.timeliness} />
        </div>
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <Fact label="效力级别">{detail.level}</Fact>
          <Fact label="制定机关">{detail.issuer}</Fact>
          <Fact label="发文字号">{detail.docNo || "—"}</Fact>
          <Fact label="地区">{detail.areaName}</Fact>
          <Fact label="公布日期">{detail.issuedOn}</Fact>
          <Fact label="施行日期">{detail.effectiveOn}</Fact>
          <Fact label="时效性">{TIMELINESS[detail.timeliness]}</Fact>
          <Fact label="浏览">{detail.views} 次</Fact>
        </dl>
        {detail.current ? <CurrentVersionNotice current={detail.current} /> : null}
        {detail.summary ? <p className="mt-4 rounded-md bg-brand-50 p-3 text-sm leading-6 text-slate-700">{detail.summary}</p> : null}
        {detail.hasText ? (
          <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
            <a
              href={`/admin/regulations/download/${detail.id}`}
              download
              className="inline-flex items-center gap-1 rounded-md bg-brand-600 px-3 py-1.5 text-sm text-white hover:bg-brand-700"
            >
              <Download className="h-4 w-4" aria-hidden />
              下载 Word
            </a>
            <ArticleJump />
          </div>
        ) : null}
        {detail.excerpt ? (
          <p
            className="mt-4 flex items-center gap-1.5 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800"
            data-testid="excerpt-note"
          >
            <Info className="h-4 w-4 shrink-0" aria-hidden />
            {EXCERPT_NOTE}
          </p>
        ) : null}
      </article>

      {detail.hasText ? (
        <div className="grid gap-4 lg:grid-cols-[240px_1fr]">
          <div className="lg:sticky lg:top-4 lg:self-start">
            <RegulationToc toc={detail.toc} blocks={detail.blocks} />
          </div>
          <section aria-label="正文" className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 sm:p-8">
            <h2 className="text-center text-lg font-semibold text-slate-900">{detail.title}</h2>
            <RegulationText blocks={detail.blocks} />
          </section>
        </div>
      ) : (
        <OfficialSourceNotice sourceUrl={detail.sourceUrl} />
      )}

      <EarlierVersions versions={detail.earlier} />

      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="related-title" className="font-medium text-slate-900">
            同类法规
          </h2>
          <ul className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
            {related.map((r) => (
              <li key={r.id} className="flex items-center gap-2">
                <Link to={`/regulations/${r.id}`} className="line-clamp-1 min-w-0 text-slate-700 hover:text-brand-600">
                  {r.title}
                </Link>
                <TimelinessBadge value={r.timeliness} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

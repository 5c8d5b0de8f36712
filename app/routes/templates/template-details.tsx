import { FileText } from "lucide-react";
import { data, Link } from "react-router";
import { z } from "zod";
import { formatDateTime } from "#core/dates";
import { TEMPLATE_SOURCES } from "#core/library-labels";
import { CheckPromo } from "~/components/contract-check/check-promo";
import { FillInEntry } from "~/components/fill-in/fill-in-entry";
import { PriceTag } from "~/components/library/price-tag";
import { RelatedList } from "~/components/library/related-list";
import { PurchasePanel } from "~/components/templates/purchase-panel";
import { TemplateText } from "~/components/templates/template-text";
import { api } from "~/lib/api.server";
import { orNotFound } from "~/lib/not-found.server";
import { useRootData } from "~/lib/root-data";
import type { Route } from "./+types/template-details";

const idParam = z.coerce.number().int().positive();

// /templateDetails/{id} and the mini-program path ?id= render the same screen.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const raw = (params as { id?: string }).id ?? new URL(request.url).searchParams.get("id");
  const id = idParam.safeParse(raw);
  if (!id.success) throw data(null, { status: 404 });
  const caller = api(context);
  const [detail, related] = await Promise.all([orNotFound(caller.templates.detail({ id: id.data })), caller.templates.related({ id: id.data })]);
  if (!detail) throw data(null, { status: 404 });
  return { detail, related };
}

export const meta: Route.MetaFunction = ({ data: d }) => [
  { title: d ? `${d.detail.title} - 合同范本 - 契合` : "合同详情 - 契合" },
  { name: "description", content: d?.detail.summary ?? "" },
];

export default function TemplateDetails({ loaderData }: Route.ComponentProps) {
  const { detail, related } = loaderData;
  const { user } = useRootData();
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_260px]">
      <article className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <nav aria-label="面包屑" className="text-xs text-slate-500">
          <Link to="/" className="hover:text-brand-600">
            合同库
          </Link>
          {detail.category.parent ? (
            <>
              {" › "}
              <Link to={`/?category=${detail.category.parent.slug}`} className="hover:text-brand-600">
                {detail.category.parent.name}
              </Link>
            </>
          ) : null}
          {" › "}
          <Link to={`/?category=${detail.category.slug}`} className="hover:text-brand-600">
            {detail.category.name}
          </Link>
        </nav>
        <h1 className="mt-2 text-xl font-semibold text-slate-900">{detail.title}</h1>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-500">
          <PriceTag priceFen={detail.priceFen} memberFree={detail.memberFree} />
          <span>{TEMPLATE_SOURCES[detail.source as 0 | 1 | 2]}</span>
          <span>下载 {detail.downloads}</span>
          <span>浏览 {detail.views}</span>
          <span>更新于 {formatDateTime(detail.updatedAt, "YYYY-MM-DD")}</span>
        </div>
        <p className="mt-4 rounded-md bg-brand-50 p-3 text-sm leading-6 text-slate-700">
          <span className="font-medium text-brand-700">适用场景：</span>
          {detail.summary}
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <section aria-labelledby="use-title">
            <h2 id="use-title" className="font-medium text-slate-900">
              使用说明
            </h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm leading-6 text-slate-600">
              {detail.useNotes.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="risk-title">
            <h2 id="risk-title" className="font-medium text-slate-900">
              风险提示
            </h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm leading-6 text-slate-600">
              {detail.riskNotes.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          </section>
        </div>
        <section aria-labelledby="text-title" className="mt-6">
          <h2 id="text-title" className="flex items-center gap-1 font-medium text-slate-900">
            <FileText className="h-4 w-4 text-brand-600" aria-hidden />
            {detail.canAccess ? "合同全文" : "正文预览"}
          </h2>
          <TemplateText text={detail.text} truncated={detail.truncated} />
          <PurchasePanel template={detail} signedIn={Boolean(user)} isMember={user?.sysMember?.memberStatus === 2} />
          <FillInEntry templateId={detail.id} canAccess={detail.canAccess} signedIn={Boolean(user)} />
        </section>
      </article>
      <aside className="space-y-4">
        <RelatedList title="相关范本" items={related} href={(id) => `/templateDetails/${id}`} />
        <CheckPromo templateId={detail.id} />
      </aside>
    </div>
  );
}

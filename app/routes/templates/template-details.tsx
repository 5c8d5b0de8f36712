import { FileText } from "lucide-react";
import { data } from "react-router";
import { z } from "zod";
import { formatDateTime } from "#core/dates";
import { TEMPLATE_SOURCES } from "#core/library-labels";
import { CheckPromo } from "~/components/contract-check/check-promo";
import { FillInEntry } from "~/components/fill-in/fill-in-entry";
import { DetailHeader, DetailPage, NotesSection } from "~/components/library/detail-page";
import { PriceTag } from "~/components/library/price-tag";
import { RelatedList } from "~/components/library/related-list";
import { PurchasePanel } from "~/components/templates/purchase-panel";
import { TemplateText } from "~/components/templates/template-text";
import { categoryCrumbs } from "~/components/ui/breadcrumb";
import { IconSection } from "~/components/ui/icon-section";
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
    <DetailPage
      trail={[{ text: "合同库", to: "/" }, ...categoryCrumbs(detail.category, (slug) => `/?category=${slug}`)]}
      aside={
        <>
          <RelatedList title="相关范本" items={related} href={(id) => `/templateDetails/${id}`} />
          <CheckPromo templateId={detail.id} />
        </>
      }
    >
      <DetailHeader
        title={detail.title}
        facts={
          <>
            <PriceTag priceFen={detail.priceFen} memberFree={detail.memberFree} />
            <span>{TEMPLATE_SOURCES[detail.source as 0 | 1 | 2]}</span>
            <span>下载 {detail.downloads}</span>
            <span>浏览 {detail.views}</span>
            <span>更新于 {formatDateTime(detail.updatedAt, "YYYY-MM-DD")}</span>
          </>
        }
        summaryLabel="适用场景"
        summary={detail.summary}
      />
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <NotesSection id="use-title" title="使用说明" notes={detail.useNotes} />
        <NotesSection id="risk-title" title="风险提示" notes={detail.riskNotes} />
      </div>
      <IconSection id="text-title" icon={FileText} title={detail.canAccess ? "合同全文" : "正文预览"} className="mt-6">
        <TemplateText text={detail.text} truncated={detail.truncated} />
        <PurchasePanel template={detail} signedIn={Boolean(user)} isMember={user?.sysMember?.memberStatus === 2} />
        <FillInEntry templateId={detail.id} canAccess={detail.canAccess} signedIn={Boolean(user)} />
      </IconSection>
    </DetailPage>
  );
}

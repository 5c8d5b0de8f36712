import { ClipboardList, FileText } from "lucide-react";
import { data } from "react-router";
import { formatDateTime } from "#core/dates";
import { DOCUMENT_KINDS } from "#core/documents";
import { CopyTextButton } from "~/components/documents/copy-text-button";
import { DetailHeader, DetailPage, NotesSection } from "~/components/library/detail-page";
import { RelatedList } from "~/components/library/related-list";
import { categoryCrumbs } from "~/components/ui/breadcrumb";
import { api } from "~/lib/api.server";
import { orNotFound } from "~/lib/not-found.server";
import type { Route } from "./+types/document-details";

const POSITIVE_ID = /^[1-9]\d{0,9}$/;

// /documentLibrary/{id}: 填写说明, the full text and related documents. Unknown or malformed ids are 404.
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!POSITIVE_ID.test(params.id)) throw data(null, { status: 404 });
  const caller = api(context);
  const id = Number(params.id);
  const [detail, related] = await Promise.all([orNotFound(caller.documents.detail({ id })), caller.documents.related({ id })]);
  if (!detail) throw data(null, { status: 404 });
  return { detail, related };
}

export const meta: Route.MetaFunction = ({ data: d }) => [
  { title: d ? `${d.detail.title} - ${DOCUMENT_KINDS[d.detail.kind]} - 文书库 - 契合` : "文书详情 - 契合" },
  { name: "description", content: d?.detail.summary ?? "" },
];

export default function DocumentDetails({ loaderData }: Route.ComponentProps) {
  const { detail, related } = loaderData;
  const [heading, ...lines] = detail.body.split("\n");
  // Letters carry their number (（2025）×律函字第×号) under the title.
  const refNo = lines[0] && /^（.+号$/.test(lines[0]) ? lines.shift() : undefined;
  const rest = lines.join("\n");
  return (
    <DetailPage
      trail={[
        { text: "文书库", to: "/documentLibrary" },
        { text: DOCUMENT_KINDS[detail.kind], to: `/documentLibrary?kind=${detail.kind}` },
        ...categoryCrumbs(detail.category, (slug) => `/documentLibrary?kind=${detail.kind}&category=${slug}`),
      ]}
      aside={<RelatedList title="相关文书" items={related} href={(id) => `/documentLibrary/${id}`} />}
    >
      <DetailHeader
        title={detail.title}
        facts={
          <>
            <span>{DOCUMENT_KINDS[detail.kind]}</span>
            <span>浏览 {detail.views}</span>
            <span>更新于 {formatDateTime(detail.updatedAt, "YYYY-MM-DD")}</span>
          </>
        }
        summaryLabel="适用情形"
        summary={detail.summary}
      />

      <NotesSection id="notes-title" title="填写说明" icon={ClipboardList} notes={detail.notes} ordered className="mt-6" />

      <section aria-labelledby="text-title" className="mt-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="text-title" className="flex items-center gap-1 font-medium text-slate-900">
            <FileText className="h-4 w-4 text-brand-600" aria-hidden />
            文书全文
          </h2>
          <CopyTextButton text={detail.body} />
        </div>
        <div className="mt-2 overflow-x-auto rounded-md border border-slate-100 bg-slate-50 p-4 font-serif text-[15px] leading-8 text-slate-800 sm:px-8">
          {/* The first line is the document's own title, centred as on paper. */}
          <p className="text-center text-lg font-semibold tracking-wider">{heading}</p>
          {refNo ? <p className="text-center text-sm text-slate-500">{refNo}</p> : null}
          <div className="whitespace-pre-wrap">{rest}</div>
        </div>
        <p className="mt-2 text-xs text-slate-500">文中“×××”“……”处请按实际情况填写；本范本仅供参考，重大事项建议咨询执业律师。</p>
      </section>
    </DetailPage>
  );
}

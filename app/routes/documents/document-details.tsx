import { ClipboardList, FileText } from "lucide-react";
import { data, Link } from "react-router";
import { formatDateTime } from "#core/dates";
import { DOCUMENT_KINDS } from "#core/documents";
import { CopyTextButton } from "~/components/documents/copy-text-button";
import { RelatedList } from "~/components/library/related-list";
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
  const { category } = detail;
  const [heading, ...lines] = detail.body.split("\n");
  // Letters carry their number (（2025）×律函字第×号) under the title.
  const refNo = lines[0] && /^（.+号$/.test(lines[0]) ? lines.shift() : undefined;
  const rest = lines.join("\n");
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_260px]">
      <article className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <nav aria-label="面包屑" className="text-xs text-slate-500">
          <Link to="/documentLibrary" className="hover:text-brand-600">
            文书库
          </Link>
          {" › "}
          <Link to={`/documentLibrary?kind=${detail.kind}`} className="hover:text-brand-600">
            {DOCUMENT_KINDS[detail.kind]}
          </Link>
          {category.parent ? (
            <>
              {" › "}
              <Link to={`/documentLibrary?kind=${detail.kind}&category=${category.parent.slug}`} className="hover:text-brand-600">
                {category.parent.name}
              </Link>
            </>
          ) : null}
          {" › "}
          <Link to={`/documentLibrary?kind=${detail.kind}&category=${category.slug}`} className="hover:text-brand-600">
            {category.name}
          </Link>
        </nav>
        <h1 className="mt-2 text-xl font-semibold text-slate-900">{detail.title}</h1>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-500">
          <span>{DOCUMENT_KINDS[detail.kind]}</span>
          <span>浏览 {detail.views}</span>
          <span>更新于 {formatDateTime(detail.updatedAt, "YYYY-MM-DD")}</span>
        </div>
        <p className="mt-4 rounded-md bg-brand-50 p-3 text-sm leading-6 text-slate-700">
          <span className="font-medium text-brand-700">适用情形：</span>
          {detail.summary}
        </p>

        <section aria-labelledby="notes-title" className="mt-6">
          <h2 id="notes-title" className="flex items-center gap-1 font-medium text-slate-900">
            <ClipboardList className="h-4 w-4 text-brand-600" aria-hidden />
            填写说明
          </h2>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm leading-6 text-slate-600">
            {detail.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ol>
        </section>

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
      </article>

      <aside className="space-y-4">
        <RelatedList title="相关文书" items={related} href={(id) => `/documentLibrary/${id}`} />
      </aside>
    </div>
  );
}

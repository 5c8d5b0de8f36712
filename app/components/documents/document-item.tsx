import { FileText } from "lucide-react";
import { Link } from "react-router";
import { formatDateTime } from "#core/dates";
import { DOCUMENT_KINDS, type DocumentCard } from "#core/documents";
import { Highlighted } from "~/components/library/highlighted";

export function DocumentItem({ doc }: { doc: DocumentCard }) {
  return (
    <li className="flex gap-3 p-4">
      <FileText className="mt-1 h-5 w-5 shrink-0 text-brand-500" aria-hidden />
      <div className="min-w-0 flex-1">
        <Link to={`/documentLibrary/${doc.id}`} className="text-base font-medium text-slate-900 hover:text-brand-600">
          <Highlighted segments={doc.titleSegments} />
        </Link>
        <p className="mt-1 line-clamp-2 text-sm leading-6 text-slate-600">
          <Highlighted segments={doc.excerpt} />
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
          <span className={doc.kind === 1 ? "text-brand-600" : "text-accent-500"}>{DOCUMENT_KINDS[doc.kind]}</span>
          <span>{doc.categoryName}</span>
          <span>浏览 {doc.views}</span>
          <span>更新于 {formatDateTime(doc.updatedAt, "YYYY-MM-DD")}</span>
        </div>
      </div>
    </li>
  );
}

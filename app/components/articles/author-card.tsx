import { Building2, MapPin, UserRound } from "lucide-react";
import { Link } from "react-router";
import { authorPath } from "./paths";

export type AuthorData = { id: number; name: string; firm: string | null; title: string | null; city: string | null; isLawyer: boolean };

/** The author of an article: name, firm, title and city for a lawyer, the nickname otherwise. */
export function AuthorCard({ author, articleCount }: { author: AuthorData; articleCount?: number }) {
  return (
    <section aria-labelledby="author-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="author-title" className="text-xs font-medium text-slate-500">
        作者
      </h2>
      <Link to={authorPath(author.id)} className="mt-2 flex items-center gap-3 hover:text-brand-600" data-testid="author-card">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-lg font-semibold text-brand-700">
          {author.name.slice(0, 1) || <UserRound className="h-5 w-5" aria-hidden />}
        </span>
        <span className="min-w-0">
          <span className="block font-medium text-slate-900">
            {author.name}
            {author.isLawyer ? <span className="ml-1 text-xs font-normal text-slate-500">{author.title ? author.title : "律师"}</span> : null}
          </span>
          {author.firm ? (
            <span className="mt-0.5 flex items-center gap-1 text-xs text-slate-500">
              <Building2 className="h-3 w-3 shrink-0" aria-hidden />
              {author.firm}
            </span>
          ) : null}
          {author.city ? (
            <span className="mt-0.5 flex items-center gap-1 text-xs text-slate-500">
              <MapPin className="h-3 w-3 shrink-0" aria-hidden />
              {author.city}
            </span>
          ) : null}
        </span>
      </Link>
      {articleCount !== undefined ? <p className="mt-3 text-xs text-slate-500">已发表文章 {articleCount} 篇</p> : null}
      <Link to={authorPath(author.id)} className="mt-3 block rounded-md border border-brand-600 py-1.5 text-center text-sm text-brand-600 hover:bg-brand-50">
        查看作者主页
      </Link>
    </section>
  );
}

import { Search } from "lucide-react";
import { Form } from "react-router";
import { ARTICLE_SEARCH } from "./paths";

/** The article search box: always lands on /articleSearch, keeping a chosen classification. */
export function ArticleSearchForm({ keyword, category, placeholder }: { keyword?: string; category?: string; placeholder?: string }) {
  return (
    <Form method="get" action={ARTICLE_SEARCH} role="search" className="flex max-w-2xl">
      {category ? <input type="hidden" name="category" value={category} /> : null}
      <input
        type="search"
        name="keyword"
        defaultValue={keyword ?? ""}
        maxLength={50}
        placeholder={placeholder ?? "搜索文章标题或内容，如：合同、竞业限制、股权转让"}
        aria-label="搜索文章"
        className="min-w-0 flex-1 rounded-l-md border border-white bg-white px-3 py-2.5 text-sm text-slate-900 focus:outline-none"
      />
      <button type="submit" className="inline-flex items-center gap-1 rounded-r-md bg-accent-500 px-5 text-sm font-medium text-white hover:brightness-105">
        <Search className="h-4 w-4" aria-hidden />
        搜索
      </button>
    </Form>
  );
}

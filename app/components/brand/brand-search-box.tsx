import { Search } from "lucide-react";
import { Form } from "react-router";
import { BRAND_KEYWORD_MAX } from "#core/brand";

/** GET /brand/search?keyword=…: the results are server-rendered for that URL. */
export function BrandSearchBox({ keyword = "", large = false }: { keyword?: string; large?: boolean }) {
  return (
    <Form method="get" action="/brand/search" role="search" className="flex w-full max-w-2xl">
      <input
        type="search"
        name="keyword"
        defaultValue={keyword}
        maxLength={BRAND_KEYWORD_MAX}
        placeholder="商品/服务名称或编号，如：服装、软件、0901、090372"
        aria-label="搜索商标分类"
        className={`min-w-0 flex-1 rounded-l-md border border-slate-300 px-3 text-sm text-slate-900 focus:border-brand-500 focus:outline-none ${large ? "py-2.5" : "py-2"}`}
      />
      <button type="submit" className="inline-flex items-center gap-1 rounded-r-md bg-accent-500 px-5 text-sm font-medium text-white hover:brightness-105">
        <Search className="h-4 w-4" aria-hidden />
        查询
      </button>
    </Form>
  );
}

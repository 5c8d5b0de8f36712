import { Search } from "lucide-react";
import { Form, useSearchParams } from "react-router";

/** The header search of the default layout: one box across every library (GET /search?keyword=). */
export function GlobalSearch() {
  const [params] = useSearchParams();
  return (
    <Form method="get" action="/search" role="search" className="flex w-full max-w-xs sm:w-72">
      <input
        type="search"
        name="keyword"
        defaultValue={params.get("keyword") ?? ""}
        maxLength={50}
        placeholder="搜索范本、条款、文书、法规、案例、文章"
        aria-label="全站搜索"
        className="min-w-0 flex-1 rounded-l-md border border-slate-300 bg-white px-3 py-1.5 text-sm focus:border-brand-500 focus:outline-none"
      />
      <button type="submit" aria-label="搜索" className="rounded-r-md bg-brand-600 px-3 text-white hover:bg-brand-700">
        <Search className="h-4 w-4" aria-hidden />
      </button>
    </Form>
  );
}

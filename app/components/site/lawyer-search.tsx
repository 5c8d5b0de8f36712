import { Search } from "lucide-react";
import { Form, useSearchParams } from "react-router";

/** 输入律师姓名/律所: Enter or the button goes to /seekSearch?keyword=… (a plain GET form). */
export function LawyerSearch() {
  const [params] = useSearchParams();
  return (
    <Form method="get" action="/seekSearch" role="search" className="flex w-full max-w-md flex-1 sm:w-auto">
      <input
        type="search"
        name="keyword"
        defaultValue={params.get("keyword") ?? ""}
        maxLength={50}
        placeholder="输入律师姓名/律所"
        aria-label="输入律师姓名/律所"
        className="min-w-0 flex-1 rounded-l-md border border-r-0 border-brand-500 px-3 py-2 text-sm focus:outline-none"
      />
      <button type="submit" className="inline-flex items-center gap-1 rounded-r-md bg-brand-600 px-4 text-sm text-white hover:bg-brand-700">
        <Search className="h-4 w-4" aria-hidden />
        搜索
      </button>
    </Form>
  );
}

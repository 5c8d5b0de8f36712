import { Search } from "lucide-react";
import { Form } from "react-router";
import { KEYWORD_MAX } from "#core/library-labels";
import { keptFields, type QueryChanges } from "./query";

/**
 * The keyword box of a library page's banner: a GET form to the list that carries the chosen filters
 * along as hidden fields and, having no `current`, starts the results on page 1.
 */
export function SearchBox({
  action,
  keyword,
  keep = {},
  placeholder,
  label,
  className = "mt-4 max-w-2xl",
}: {
  action: string;
  keyword: string | undefined;
  keep?: QueryChanges;
  placeholder: string;
  label: string;
  className?: string;
}) {
  return (
    <Form method="get" action={action} role="search" className={`flex ${className}`}>
      {keptFields(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input
        type="search"
        name="keyword"
        defaultValue={keyword ?? ""}
        maxLength={KEYWORD_MAX}
        placeholder={placeholder}
        aria-label={label}
        className="min-w-0 flex-1 rounded-l-md bg-white px-3 py-2.5 text-sm text-slate-900 focus:outline-none"
      />
      <button type="submit" className="inline-flex items-center gap-1 rounded-r-md bg-accent-500 px-5 text-sm font-medium text-white hover:brightness-105">
        <Search className="h-4 w-4" aria-hidden />
        搜索
      </button>
    </Form>
  );
}

import { Search } from "lucide-react";
import { Form } from "react-router";
import { KEYWORD_MAX } from "#core/library-labels";
import { keptFields, type QueryChanges } from "./query";

/** Where the box stands: a library page's banner, the site header, or the lawyer directory's head. */
const LOOKS = {
  banner: {
    input: "min-w-0 flex-1 rounded-l-md bg-white px-3 py-2.5 text-sm text-slate-900 focus:outline-none",
    button: "inline-flex items-center gap-1 rounded-r-md bg-accent-500 px-5 text-sm font-medium text-white hover:brightness-105",
  },
  header: {
    input: "min-w-0 flex-1 rounded-l-md border border-slate-300 bg-white px-3 py-1.5 text-sm focus:border-brand-500 focus:outline-none",
    button: "rounded-r-md bg-brand-600 px-3 text-white hover:bg-brand-700",
  },
  directory: {
    input: "min-w-0 flex-1 rounded-l-md border border-r-0 border-brand-500 px-3 py-2 text-sm focus:outline-none",
    button: "inline-flex items-center gap-1 rounded-r-md bg-brand-600 px-4 text-sm text-white hover:bg-brand-700",
  },
} as const;

/**
 * A keyword box: a GET form to the list that carries the chosen filters along as hidden fields and,
 * having no `current`, starts the results on page 1. The narrow header box shows only the icon.
 */
export function SearchBox({
  action,
  keyword,
  keep = {},
  placeholder,
  label,
  className = "mt-4 max-w-2xl",
  look = "banner",
}: {
  action: string;
  keyword: string | null | undefined;
  keep?: QueryChanges;
  placeholder: string;
  label: string;
  className?: string;
  look?: keyof typeof LOOKS;
}) {
  const iconOnly = look === "header";
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
        className={LOOKS[look].input}
      />
      <button type="submit" aria-label={iconOnly ? "搜索" : undefined} className={LOOKS[look].button}>
        <Search className="h-4 w-4" aria-hidden />
        {iconOnly ? null : "搜索"}
      </button>
    </Form>
  );
}

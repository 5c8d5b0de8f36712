import type { ReactNode } from "react";
import { Form } from "react-router";

// The top of a console order list (咨询订单、定制订单): its heading, a search that keeps the open tab,
// the status tabs, and the line that says why the list could not load.
export function ConsoleOrderList({
  title,
  tab,
  search,
  tabs,
  error,
  children,
}: {
  title: string;
  tab: string;
  search: { name: string; value: string; placeholder: string; label: string; maxLength?: number; wide?: boolean };
  tabs: ReactNode;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <div className="space-y-4">
      <h1 className="text-lg font-semibold text-slate-900">{title}</h1>
      <Form method="get" role="search" className="flex flex-wrap gap-2">
        <input type="hidden" name="tab" value={tab} />
        <input
          name={search.name}
          defaultValue={search.value}
          maxLength={search.maxLength}
          placeholder={search.placeholder}
          aria-label={search.label}
          className={`rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm ${search.wide ? "w-full sm:w-72" : "w-56"}`}
        />
        <button type="submit" className="rounded-md bg-slate-800 px-3 py-1.5 text-sm text-white">
          查询
        </button>
      </Form>
      {tabs}
      {error ? (
        <p role="alert" className="text-sm text-danger-500">
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}

import { Link } from "react-router";
import { pageOf } from "#core/page";
import { DataTable } from "~/components/ui/data-table";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
import { api } from "~/lib/api.server";
import type { Outputs } from "~/lib/api-types";
import type { Route } from "./+types/citations";

// 引用复核: templates bound to a statute entry since marked 已修改 or 已废止, and the articles the contract
// checks cite (missing, no longer in force, or not held in the library), so editors review them.
export const meta: Route.MetaFunction = () => [{ title: "引用复核 - 运营后台" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const caller = api(context).citations;
  const current = pageOf(new URL(request.url).searchParams.get("current"));
  const [templates, rules] = await Promise.all([caller.templates({ current, size: 20 }), caller.rules()]);
  return { templates, rules };
}

type Rule = Outputs["citations"]["rules"][number];
const STATUS: Record<Rule["status"], { text: string; tone: string }> = {
  ok: { text: "现行有效", tone: "text-emerald-700" },
  amended: { text: "已修改，待复核", tone: "text-danger-500" },
  repealed: { text: "已废止，待复核", tone: "text-danger-500" },
  missing: { text: "法规库中没有该法规", tone: "text-danger-500" },
  "article-missing": { text: "法规库未收录该条文", tone: "text-accent-500" },
};

export default function ConsoleCitations({ loaderData }: Route.ComponentProps) {
  const { templates, rules } = loaderData;
  const open = rules.filter((r) => r.status !== "ok").length;
  return (
    <div className="space-y-4">
      <h1 className="text-lg font-semibold text-slate-900">引用复核</h1>
      <section aria-labelledby="flagged-title" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="flagged-title" className="font-medium text-slate-900">
          待复核的范本（{templates.total}）
        </h2>
        <p className="mt-1 text-xs text-slate-500">范本上架时引用的法规条文，其所在法规此后被标记为已修改或已废止。</p>
        {templates.records.length === 0 ? (
          <EmptyState title="暂无需要复核的范本">范本引用的法规均现行有效。</EmptyState>
        ) : (
          <DataTable headers={["范本", "引用", "法规状态", "现行版本"]} minWidth="min-w-[640px]">
            {templates.records.map((r) => (
              <tr key={`${r.templateId}-${r.regulationId}-${r.article}`} className="border-t border-slate-100">
                <td className="px-3 py-2">
                  <Link to={`/templateDetails/${r.templateId}`} className="text-brand-600 hover:underline">
                    {r.templateTitle}
                  </Link>
                </td>
                <td className="px-3 py-2">
                  <Link to={`/regulations/${r.regulationId}`} className="hover:underline">
                    《{r.law}》{r.article}
                  </Link>
                </td>
                <td className="px-3 py-2 text-danger-500">{r.timeliness}</td>
                <td className="px-3 py-2">
                  {r.current ? (
                    <Link to={`/regulations/${r.current.id}`} className="text-brand-600 hover:underline">
                      {r.current.title}
                    </Link>
                  ) : (
                    <span className="text-slate-500">—</span>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
        <Pagination current={templates.current} pages={templates.pages} total={templates.total} />
      </section>
      <section aria-labelledby="rules-title" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="rules-title" className="font-medium text-slate-900">
          合同体检规则的法律依据（{open ? `${open} 项待复核` : "均现行有效"}）
        </h2>
        <DataTable headers={["法规", "条文", "用于", "状态"]} minWidth="min-w-[640px]">
          {rules.map((r) => (
            <tr key={`${r.law}-${r.article}`} className="border-t border-slate-100">
              <td className="px-3 py-2">{r.law}</td>
              <td className="px-3 py-2">
                {r.href ? (
                  <Link to={r.href} className="text-brand-600 hover:underline">
                    {r.article}
                  </Link>
                ) : (
                  r.article
                )}
              </td>
              <td className="px-3 py-2 text-slate-600">{r.usedBy.join("、")}</td>
              <td className={`px-3 py-2 ${STATUS[r.status].tone}`}>{STATUS[r.status].text}</td>
            </tr>
          ))}
        </DataTable>
      </section>
    </div>
  );
}

import { Form, Link } from "react-router";
import { idOf } from "#core/page";
import { RowButton } from "~/components/console/content/content-list";
import { ActionNotice } from "~/components/console/decision-forms";
import { queueAction } from "~/components/console/queue.server";
import { DataTable } from "~/components/ui/data-table";
import { EmptyState } from "~/components/ui/empty-state";
import { controlClass } from "~/components/ui/field";
import type { ActionResult } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import { orNotFound } from "~/lib/not-found.server";
import type { Route } from "./+types/lawyer-cases";

// 律师代表案例: find a certified lawyer by name or phone, then list their cases in the order the profile
// and the name card show them, move one up or down, edit, delete, or add one. Changes show at once.
export const meta: Route.MetaFunction = () => [{ title: "律师代表案例 - 运营后台" }];

const PATH = "/console/content/lawyer-cases";

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const keyword = params.get("keyword") ?? "";
  const lawyerId = idOf(params.get("lawyer"));
  const content = api(context).content;
  const [lawyers, selected] = await Promise.all([
    content.lawyers({ keyword: keyword || undefined }),
    lawyerId === null ? null : orNotFound(content.lawyerCases({ lawyerId })),
  ]);
  return { keyword, lawyers, selected };
}

export async function action({ request, context }: Route.ActionArgs) {
  const content = api(context).content;
  return queueAction(request, {
    up: async (form) => {
      await content.moveLawyerCase({ id: form.get("id"), direction: "up" });
      return "已上移该案例";
    },
    down: async (form) => {
      await content.moveLawyerCase({ id: form.get("id"), direction: "down" });
      return "已下移该案例";
    },
    delete: async (form) => {
      await content.deleteLawyerCase({ id: form.get("id") });
      return "已删除该案例，律师主页与名片不再显示";
    },
  });
}

export default function ConsoleLawyerCases({ loaderData, actionData }: Route.ComponentProps) {
  const { keyword, lawyers, selected } = loaderData;
  const lawyerHref = (id: number) => `${PATH}?${new URLSearchParams({ ...(keyword ? { keyword } : {}), lawyer: String(id) })}`;
  return (
    <div className="space-y-4">
      <h1 className="text-lg font-semibold text-slate-900">律师代表案例</h1>
      <Form method="get" action={PATH} className="flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 text-sm shadow-sm">
        <label className="min-w-60 flex-1 text-slate-700">
          律师姓名或手机号
          <input type="search" name="keyword" defaultValue={keyword} maxLength={20} className={`mt-1 ${controlClass}`} />
        </label>
        <button type="submit" className="rounded-md bg-brand-600 px-5 py-2 text-white hover:bg-brand-700">
          查找律师
        </button>
      </Form>
      <div className="grid gap-4 lg:grid-cols-[18rem_1fr]">
        <nav aria-label="已认证律师" className="rounded-lg bg-white p-2 shadow-sm">
          {lawyers.length === 0 ? (
            <p className="p-2 text-sm text-slate-500">没有找到已认证的律师</p>
          ) : (
            <ul className="divide-y divide-slate-100 text-sm">
              {lawyers.map((l) => (
                <li key={l.id}>
                  <Link
                    to={lawyerHref(l.id)}
                    aria-current={selected?.lawyer.id === l.id ? "page" : undefined}
                    className="block rounded px-2 py-2 hover:bg-slate-50 aria-[current=page]:bg-brand-50"
                  >
                    <span className="font-medium text-slate-900">{l.name}</span>
                    <span className="ml-2 text-slate-500">{l.phone}</span>
                    <span className="block text-xs text-slate-500">
                      {l.firm} · {l.cases} 个案例
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <section aria-label="代表案例" className="space-y-3">
          <ActionNotice result={actionData as ActionResult | undefined} />
          {selected ? (
            <div className="rounded-lg bg-white shadow-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2 p-4">
                <h2 className="font-semibold text-slate-900">
                  {selected.lawyer.name}
                  <span className="ml-2 text-sm font-normal text-slate-500">{selected.lawyer.firm}</span>
                </h2>
                <div className="flex gap-4 text-sm">
                  <a href={`/authorInformation/${selected.lawyer.id}`} target="_blank" rel="noreferrer" className="text-brand-600 underline">
                    查看律师主页
                  </a>
                  <Link to={`${PATH}/new?lawyer=${selected.lawyer.id}`} className="rounded-md bg-brand-600 px-4 py-1.5 text-white hover:bg-brand-700">
                    新建案例
                  </Link>
                </div>
              </div>
              {selected.cases.length === 0 ? (
                <EmptyState title="该律师还没有代表案例" />
              ) : (
                <DataTable headers={["排序号", "案例", "年份", "操作"]} minWidth="min-w-[720px]">
                  {selected.cases.map((c, i) => (
                    <tr key={c.id} data-testid="content-row" className="border-t border-slate-100 align-top">
                      <td className="px-3 py-2 whitespace-nowrap">{c.sort}</td>
                      <td className="px-3 py-2">
                        <p className="text-slate-900">{c.title}</p>
                        <p className="mt-1 line-clamp-2 text-xs text-slate-500">{c.summary}</p>
                      </td>
                      <td className="px-3 py-2 whitespace-nowrap">{c.year}</td>
                      <td className="px-3 py-2">
                        <div className="flex flex-wrap items-center gap-3 whitespace-nowrap">
                          {i > 0 ? <RowButton intent="up" id={c.id} text="上移" title={c.title} /> : null}
                          {i < selected.cases.length - 1 ? <RowButton intent="down" id={c.id} text="下移" title={c.title} /> : null}
                          <Link to={`${PATH}/${c.id}`} className="text-brand-600 hover:underline" aria-label={`编辑 ${c.title}`}>
                            编辑
                          </Link>
                          <RowButton intent="delete" id={c.id} text="删除" title={c.title} confirm={`确定删除《${c.title}》吗？删除后不可恢复。`} danger />
                        </div>
                      </td>
                    </tr>
                  ))}
                </DataTable>
              )}
            </div>
          ) : (
            <EmptyState title="请先在左侧选择律师" />
          )}
        </section>
      </div>
    </div>
  );
}

import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { formatDateTime } from "#core/dates";
import { pageInput } from "#core/page";
import { DataTable } from "~/components/ui/data-table";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
import { api } from "~/lib/api.server";
import { formOf } from "~/lib/form.server";
import type { Route } from "./+types/index";

const query = pageInput.extend({ status: z.enum(["pending", "contacted"]).optional().catch(undefined) });

export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw data(null, { status: 404 });
  const caller = api(context);
  const [overview, applications, pendingCertifications] = await Promise.all([
    caller.site.consoleOverview(),
    caller.settleIn.list(parsed.data),
    caller.certification.pendingCount(),
  ]);
  return { overview, applications, pendingCertifications, status: parsed.data.status ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  try {
    await api(context).settleIn.markContacted({ id: form.get("id") });
    return { ok: true as const, error: null };
  } catch (error) {
    return data({ ok: false as const, error: error instanceof Error ? error.message : "操作失败" }, { status: 409 });
  }
}

const STATUS_TEXT = { pending: "待联系", contacted: "已联系" } as const;

export default function ConsoleIndex({ loaderData, actionData }: Route.ComponentProps) {
  const { overview, applications, pendingCertifications, status } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <div className="space-y-6">
      <section aria-label="基础数据" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ["省级行政区", overview.provinces],
          ["可选城市", overview.cities],
          ["区县", overview.districts],
          ["自定义导航项", overview.customNavItems],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg bg-white p-4 shadow-sm">
            <p className="text-xs text-slate-500">{label}</p>
            <p className="mt-1 text-2xl font-semibold text-slate-900">{value}</p>
          </div>
        ))}
      </section>
      <Link to="/console/brand" className="block rounded-lg bg-white p-4 text-sm shadow-sm hover:text-brand-600">
        商标分类表：查看当前版本与导入记录，上传新的分类表数据 →
      </Link>
      <Link to="/console/certifications" className="block rounded-lg bg-white p-4 text-sm shadow-sm hover:text-brand-600" data-testid="pending-certifications">
        律师认证审核：{pendingCertifications > 0 ? `${pendingCertifications} 份申请待审核` : "暂无待审核的申请"} →
      </Link>
      <section className="rounded-lg bg-white p-4 shadow-sm">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-base font-medium text-slate-900">律师入驻申请</h1>
          <Form method="get" className="flex items-center gap-2 text-sm">
            <select name="status" defaultValue={status ?? ""} className="rounded border border-slate-300 px-2 py-1" aria-label="处理状态">
              <option value="">全部</option>
              <option value="pending">待联系</option>
              <option value="contacted">已联系</option>
            </select>
            <button type="submit" className="rounded bg-slate-800 px-3 py-1 text-white">
              筛选
            </button>
          </Form>
        </div>
        {actionData?.error ? <p className="mb-2 text-sm text-danger-500">{actionData.error}</p> : null}
        {applications.records.length === 0 ? (
          <EmptyState title="暂无入驻申请" />
        ) : (
          <DataTable minWidth="min-w-[720px]" headers={["提交时间", "姓名", "手机号", "执业机构", "地区", "执业年限", "状态"]}>
            {applications.records.map((a) => (
              <tr key={a.id} className="border-t border-slate-100 align-top">
                <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(a.createdAt)}</td>
                <td className="px-3 py-2">{a.name}</td>
                <td className="px-3 py-2 whitespace-nowrap">{a.phone}</td>
                <td className="px-3 py-2">
                  {a.firm}
                  {a.message ? <p className="mt-1 text-xs text-slate-500">{a.message}</p> : null}
                </td>
                <td className="px-3 py-2">{a.regionName ?? a.regionCode}</td>
                <td className="px-3 py-2">{a.practiceYears} 年</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {a.status === "pending" ? (
                    <Form method="post">
                      <input type="hidden" name="id" value={a.id} />
                      <button type="submit" disabled={busy} className="rounded border border-brand-500 px-2 py-0.5 text-brand-600 hover:bg-brand-50">
                        标记已联系
                      </button>
                    </Form>
                  ) : (
                    STATUS_TEXT[a.status]
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
        <Pagination current={applications.current} pages={applications.pages} total={applications.total} />
      </section>
    </div>
  );
}

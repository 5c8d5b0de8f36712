import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { formatDateTime } from "#core/dates";
import { INVOICE_STATUS_TEXT, type InvoiceStatus, MAX_INVOICE_ORDERS } from "#core/invoices";
import { formatYuan } from "#core/money";
import { pageOf } from "#core/page";
import { ActionNotice } from "~/components/console/decision-forms";
import { InvoiceNav, InvoiceStatusBadge, TitleAndType } from "~/components/invoices/invoice-ui";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
import { type ActionResult, actionFail } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import type { Outputs } from "~/lib/api-types";
import { formOf } from "~/lib/form.server";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/my-invoice";

// 我的开票: the orders that can be invoiced (paid less refunded, service done, never twice) with the
// request form, and the records with their status. State lives in the URL (?tab, ?current, ?status).
export const meta: Route.MetaFunction = () => [{ title: "我的开票 - 契合" }];

const tabOf = z.enum(["orders", "records"]).catch("orders");
const STATUSES = Object.entries(INVOICE_STATUS_TEXT).map(([value, text]) => ({ value: Number(value) as InvoiceStatus, text }));

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.session.user) return null;
  const params = new URL(request.url).searchParams;
  const tab = tabOf.parse(params.get("tab") ?? undefined);
  const page = { current: pageOf(params.get("current")), size: tab === "orders" ? MAX_INVOICE_ORDERS : 10 };
  const caller = api(context).invoices;
  if (tab === "records") {
    const raw = params.get("status");
    const status = STATUSES.find((s) => String(s.value) === raw)?.value;
    return { tab, status: status ?? null, records: await caller.records({ ...page, status }) };
  }
  const [orders, titles, last] = await Promise.all([
    caller.invoiceable(page),
    caller.titles({ current: 1, size: 50 }),
    caller.records({ current: 1, size: 1 }),
  ]);
  return { tab, orders, titles: titles.records, email: last.records[0]?.email ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  try {
    const invoice = await api(context).invoices.request({
      titleId: form.get("titleId"),
      type: String(form.get("type") ?? "") as "NORMAL",
      orderIds: form.getAll("orderIds").map(Number),
      email: String(form.get("email") ?? ""),
      remark: String(form.get("remark") ?? ""),
    });
    return redirectWithToast(`/myInvoice/invoiceInfo?id=${invoice.id}`, { kind: "success", text: "开票申请已提交，开具后将发送至您的收票邮箱" });
  } catch (error) {
    return actionFail("request", error);
  }
}

export default function MyInvoice({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return (
    <div className="space-y-4">
      <h1 className="text-lg font-semibold text-slate-900">我的开票</h1>
      <InvoiceNav current={loaderData.tab} />
      {loaderData.tab === "records" ? (
        <Records records={loaderData.records} status={loaderData.status} />
      ) : (
        <RequestForm data={loaderData} result={actionData as ActionResult | undefined} />
      )}
    </div>
  );
}

type OrdersData = Extract<NonNullable<Route.ComponentProps["loaderData"]>, { tab: "orders" }>;

function RequestForm({ data, result }: { data: OrdersData; result: ActionResult | undefined }) {
  const busy = useNavigation().state === "submitting";
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const { orders, titles } = data;
  if (orders.total === 0) {
    return (
      <EmptyState title="暂无可开票的订单">
        已支付的范本、会员和广告订单，以及已完成的咨询、定制与审核订单可以申请开票；已开票或已退款的订单不再显示。
        <Link to="/myInvoice?tab=records" className="ml-1 text-brand-600 hover:underline">
          查看开票记录
        </Link>
      </EmptyState>
    );
  }
  const total = orders.records.filter((o) => picked.has(o.id)).reduce((t, o) => t + o.amountFen, 0);
  const toggle = (id: number, on: boolean) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <Form method="post" className="space-y-4">
      <section aria-labelledby="orders-title" className="rounded-lg bg-white p-4 shadow-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="orders-title" className="font-medium text-slate-900">
            可开票订单（{orders.total}）
          </h2>
          <p className="text-sm text-slate-600" aria-live="polite">
            已选 {picked.size} 笔，开票金额 <span className="font-semibold tabular-nums text-slate-900">{formatYuan(total)}</span>
          </p>
        </div>
        <ul className="mt-3 divide-y divide-slate-100">
          {orders.records.map((o) => (
            <li key={o.id} data-testid="invoiceable-order">
              <label className="flex cursor-pointer items-start gap-3 py-2 text-sm">
                <input type="checkbox" name="orderIds" value={o.id} className="mt-1" onChange={(e) => toggle(o.id, e.currentTarget.checked)} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-slate-800">{o.subject}</span>
                  <span className="block text-xs text-slate-500">
                    {o.typeText} · {o.orderNo} · {o.paidAt ? formatDateTime(o.paidAt) : ""}
                  </span>
                </span>
                <span className="tabular-nums text-slate-900">{formatYuan(o.amountFen)}</span>
              </label>
            </li>
          ))}
        </ul>
        {result?.errors.orderIds ? <p className="mt-2 text-xs text-danger-500">{result.errors.orderIds}</p> : null}
        <Pagination current={orders.current} pages={orders.pages} total={orders.total} />
      </section>

      <section aria-labelledby="invoice-form-title" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="invoice-form-title" className="mb-3 font-medium text-slate-900">
          发票信息
        </h2>
        {titles.length === 0 ? (
          <p className="text-sm text-slate-600">
            还没有发票抬头。
            <Link to="/myInvoice/commonList" className="text-brand-600 underline underline-offset-2">
              添加发票抬头
            </Link>
            后即可申请开票。
          </p>
        ) : (
          <>
            <TitleAndType titles={titles} email={data.email} errors={result?.errors ?? {}} />
            <label className="mt-4 block text-sm text-slate-700">
              备注（选填，将打印在发票备注栏）
              <input name="remark" maxLength={100} className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-800" />
            </label>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-5 py-2 text-sm text-white hover:bg-brand-700 disabled:opacity-60">
                {busy ? "提交中…" : "提交开票申请"}
              </button>
              <p className="text-xs text-slate-500">开具数电发票，税率 6%；审核开具后发送至收票邮箱，也可在开票记录中下载。</p>
            </div>
            {result && !result.ok && result.message ? <ActionNotice result={result} className="mt-3" /> : null}
          </>
        )}
      </section>
    </Form>
  );
}

function Records({ records, status }: { records: Outputs["invoices"]["records"]; status: InvoiceStatus | null }) {
  return (
    <div className="space-y-3">
      <nav aria-label="开票状态" className="flex flex-wrap gap-3 text-sm">
        {[
          { key: "all", text: "全部", to: "/myInvoice?tab=records" },
          ...STATUSES.map((s) => ({ key: String(s.value), text: s.text, to: `/myInvoice?tab=records&status=${s.value}` })),
        ].map((s) => (
          <Link
            key={s.key}
            to={s.to}
            aria-current={(status === null ? "all" : String(status)) === s.key ? "page" : undefined}
            className={(status === null ? "all" : String(status)) === s.key ? "font-medium text-brand-700" : "text-slate-600 hover:text-brand-600"}
          >
            {s.text}
          </Link>
        ))}
      </nav>
      {records.total === 0 ? (
        <EmptyState title="暂无开票记录" link={{ to: "/myInvoice", label: "去申请开票" }} />
      ) : (
        <ul className="space-y-3">
          {records.records.map((r) => (
            <li key={r.id} data-testid="invoice-record" className="rounded-lg bg-white p-4 text-sm shadow-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium text-slate-900">{r.titleName}</span>
                <InvoiceStatusBadge status={r.status} text={r.statusText} />
              </div>
              <p className="mt-1 text-xs text-slate-500">
                {r.typeText} · 申请编号 {r.no} · {formatDateTime(r.createdAt)} · {r.orderCount} 笔订单
                {r.invoiceNo ? ` · 发票号码 ${r.invoiceNo}` : ""}
              </p>
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                <span className="tabular-nums text-slate-900">价税合计 {formatYuan(r.amountFen)}</span>
                <Link to={`/myInvoice/invoiceInfo?id=${r.id}`} className="text-brand-600 hover:underline">
                  查看详情
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination current={records.current} pages={records.pages} total={records.total} />
    </div>
  );
}

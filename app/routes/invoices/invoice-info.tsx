import { data, Form, Link, redirect, useNavigation } from "react-router";
import { formatDateTime } from "#core/dates";
import { formatYuan } from "#core/money";
import { idOf } from "#core/page";
import { ActionNotice } from "~/components/console/decision-forms";
import { InvoiceNav, InvoiceStatusBadge } from "~/components/invoices/invoice-ui";
import { ReasonField } from "~/components/ui/field";
import { type ActionResult, actionFail, actionRefused } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import { formOf } from "~/lib/form.server";
import { orNotFound } from "~/lib/not-found.server";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/invoice-info";

// 发票详情 (?id=): the title, the orders, the amounts and the status; the PDF of the invoice and of
// the red-letter invoice that reversed it; withdrawing a pending request, asking for a reversal, 换开.
export const meta: Route.MetaFunction = () => [{ title: "发票详情 - 契合" }];

const idIn = (request: Request) => idOf(new URL(request.url).searchParams.get("id"));

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.session.user) return null;
  const id = idIn(request);
  const invoice = id === null ? null : await orNotFound(api(context).invoices.detail({ id }));
  if (!invoice) throw data("发票记录不存在", { status: 404 });
  return { invoice };
}

export async function action({ request, context }: Route.ActionArgs) {
  const id = idIn(request);
  const form = await formOf(request);
  const intent = String(form.get("intent") ?? "");
  if (id === null) return actionRefused(intent, "发票记录不存在");
  const caller = api(context).invoices;
  try {
    if (intent === "download" || intent === "download-red") {
      const link = await caller.pdf({ id, which: intent === "download" ? "invoice" : "red" });
      return redirect(link.url);
    }
    if (intent === "cancel") {
      await caller.cancel({ id });
      return redirectWithToast(`/myInvoice/invoiceInfo?id=${id}`, { kind: "success", text: "开票申请已撤销，订单可重新申请开票" });
    }
    if (intent === "reverse") {
      await caller.requestReversal({ id, reason: String(form.get("reason") ?? "") });
      return redirectWithToast(`/myInvoice/invoiceInfo?id=${id}`, { kind: "success", text: "红冲申请已提交，处理后将通知您" });
    }
    return actionRefused(intent, "未知操作");
  } catch (error) {
    return actionFail(intent, error);
  }
}

export default function InvoiceInfo({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (!loaderData) return null;
  const v = loaderData.invoice;
  const result = actionData as ActionResult | undefined;
  const rows: [string, string | null][] = [
    ["发票类型", v.typeText],
    ["抬头类型", v.titleKindText],
    ["发票抬头", v.titleName],
    ["统一社会信用代码", v.taxNo],
    ["注册地址", v.address],
    ["注册电话", v.phone],
    ["开户银行", v.bankName],
    ["银行账号", v.bankAccount],
    ["收票邮箱", v.email],
    ["备注", v.remark || null],
    ["申请编号", v.no],
    ["申请时间", formatDateTime(v.createdAt)],
    ["发票号码", v.invoiceNo],
    ["开票时间", v.issuedAt ? formatDateTime(v.issuedAt) : null],
    ["红字发票号码", v.redInvoiceNo],
    ["红冲时间", v.reversedAt ? formatDateTime(v.reversedAt) : null],
  ];
  return (
    <div className="space-y-4">
      <h1 className="text-lg font-semibold text-slate-900">我的开票</h1>
      <InvoiceNav current="records" />
      <section aria-labelledby="invoice-title" className="rounded-lg bg-white p-4 text-sm shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="invoice-title" className="text-base font-medium text-slate-900">
            发票详情
          </h2>
          <InvoiceStatusBadge status={v.status} text={v.statusText} />
        </div>
        {v.reason && (v.status === 2 || v.status === 5) ? (
          <p className="mt-2 rounded bg-red-50 px-3 py-2 text-danger-500">
            {v.status === 2 ? "驳回原因" : "红冲原因"}：{v.reason}
          </p>
        ) : null}
        {v.replacedBy ? (
          <p className="mt-2 rounded bg-orange-50 px-3 py-2 text-slate-700">
            已申请换开：
            <Link to={`/myInvoice/invoiceInfo?id=${v.replacedBy.id}`} className="text-brand-600 hover:underline">
              {v.replacedBy.no}（{v.replacedBy.statusText}）
            </Link>
          </p>
        ) : null}
        <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label} className="flex gap-2">
                <dt className="shrink-0 text-slate-500">{label}：</dt>
                <dd className="min-w-0 break-all text-slate-800">{value}</dd>
              </div>
            ))}
        </dl>
      </section>

      <section aria-labelledby="lines-title" className="rounded-lg bg-white p-4 text-sm shadow-sm">
        <h2 id="lines-title" className="font-medium text-slate-900">
          开票订单（{v.lines.length}）
        </h2>
        <ul className="mt-2 divide-y divide-slate-100">
          {v.lines.map((l) => (
            <li key={l.orderId} className="flex flex-wrap justify-between gap-2 py-2">
              <span className="min-w-0">
                <span className="block truncate text-slate-800">{l.subject}</span>
                <span className="block text-xs text-slate-500">
                  {l.typeText} · {l.orderNo}
                </span>
              </span>
              <span className="tabular-nums">{formatYuan(l.amountFen)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-right text-slate-700">
          价税合计 <span className="text-base font-semibold tabular-nums text-slate-900">{formatYuan(v.amountFen)}</span>
          <span className="ml-2 text-xs text-slate-500">（其中税额 {formatYuan(v.taxFen)}，税率 6%）</span>
        </p>
      </section>

      <div className="flex flex-wrap items-start gap-3">
        {v.hasPdf ? <PostButton intent="download" label="下载发票 PDF" busy={busy} primary /> : null}
        {v.hasRedPdf ? <PostButton intent="download-red" label="下载红字发票 PDF" busy={busy} /> : null}
        {v.canReinvoice ? (
          <Link
            to={`/myInvoice/againInvoice?id=${v.id}`}
            className="rounded-md border border-slate-300 px-4 py-2 text-sm text-slate-700 hover:border-brand-500 hover:text-brand-600"
          >
            申请换开
          </Link>
        ) : null}
        {v.canCancel ? <PostButton intent="cancel" label="撤销申请" busy={busy} confirm="撤销后可重新选择订单申请开票。确定撤销吗？" /> : null}
        {v.canRequestReversal ? (
          <details className="basis-full sm:basis-auto">
            <summary className="inline-block cursor-pointer list-none rounded-md border border-slate-300 px-4 py-2 text-sm text-slate-700 hover:border-brand-500 hover:text-brand-600">
              申请红冲（作废）
            </summary>
            <Form method="post" className="mt-2 flex flex-col gap-2 sm:w-96">
              <input type="hidden" name="intent" value="reverse" />
              <ReasonField label="红冲原因（订单需退款时，须先将发票红冲）" />
              <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-4 py-2 text-sm text-white hover:bg-brand-700 disabled:opacity-60">
                提交红冲申请
              </button>
            </Form>
          </details>
        ) : null}
      </div>
      <ActionNotice result={result} />
    </div>
  );
}

function PostButton({ intent, label, busy, primary, confirm }: { intent: string; label: string; busy: boolean; primary?: boolean; confirm?: string }) {
  return (
    <Form
      method="post"
      reloadDocument={intent.startsWith("download")}
      onSubmit={(e) => {
        if (confirm && !window.confirm(confirm)) e.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <button
        type="submit"
        disabled={busy}
        className={
          primary
            ? "rounded-md bg-brand-600 px-4 py-2 text-sm text-white hover:bg-brand-700 disabled:opacity-60"
            : "rounded-md border border-slate-300 px-4 py-2 text-sm text-slate-700 hover:border-brand-500 hover:text-brand-600 disabled:opacity-60"
        }
      >
        {label}
      </button>
    </Form>
  );
}

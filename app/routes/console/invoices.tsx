import { useNavigation } from "react-router";
import { formatDateTime } from "#core/dates";
import { INVOICE_STATUS, INVOICE_STATUS_TEXT, type InvoiceStatus } from "#core/invoices";
import { formatYuan } from "#core/money";
import { pageOf } from "#core/page";
import { ActionNotice, RejectForm } from "~/components/console/decision-forms";
import { Decision, StatusFilter } from "~/components/console/queue";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
import { type ActionResult, actionFail, actionOk, actionRefused } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import type { Outputs } from "~/lib/api-types";
import { formOf } from "~/lib/form.server";
import type { Route } from "./+types/invoices";

type Item = Outputs["invoicesAdmin"]["queue"]["records"][number];

// 发票管理: requests oldest first; 开具 through the invoicing provider (a re-invoice reverses the invoice
// it replaces in the same step), 驳回 with a reason the user sees, 红冲 of an issued invoice.
export const meta: Route.MetaFunction = () => [{ title: "发票管理 - 运营后台" }];

const STATUSES = Object.entries(INVOICE_STATUS_TEXT).map(([value, text]) => ({ value: Number(value) as InvoiceStatus, text }));

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const raw = params.get("status");
  const status = raw === "all" ? undefined : (STATUSES.find((s) => String(s.value) === raw)?.value ?? INVOICE_STATUS.PENDING);
  const page = await api(context).invoicesAdmin.queue({ current: pageOf(params.get("current")), size: 20, status });
  return { page, status: status ?? "all" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const intent = String(form.get("intent"));
  const admin = api(context).invoicesAdmin;
  const id = form.get("id");
  try {
    if (intent === "approve") {
      const issued = await admin.issue({ id });
      return actionOk(
        intent,
        `已开具，发票号码 ${issued.invoiceNo}${issued.redInvoiceNo ? `，原发票已红冲（红字发票 ${issued.redInvoiceNo}）` : ""}，已发送至用户邮箱`,
      );
    }
    if (intent === "reject") {
      await admin.reject({ id, reason: String(form.get("reason") ?? "") });
      return actionOk(intent, "已驳回，用户将看到驳回原因");
    }
    if (intent === "reverse") {
      const reversed = await admin.reverse({ id, reason: String(form.get("reason") ?? "") });
      return actionOk(intent, `已红冲，红字发票号码 ${reversed.redInvoiceNo}，订单已释放`);
    }
    return actionRefused(intent, "未知操作");
  } catch (error) {
    return actionFail(intent, error);
  }
}

export default function ConsoleInvoices({ loaderData, actionData }: Route.ComponentProps) {
  const { page, status } = loaderData;
  const busy = useNavigation().state === "submitting";
  const result = actionData as ActionResult | undefined;
  const waiting: Record<string, number> = { "0": page.pending, "5": page.reversing };
  const tabs = [
    ...STATUSES.map((s) => ({ key: String(s.value), text: waiting[String(s.value)] ? `${s.text}（${waiting[String(s.value)]}）` : s.text })),
    { key: "all", text: "全部" },
  ];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-lg font-semibold text-slate-900">发票管理</h1>
        <StatusFilter label="开票状态" path="/console/invoices" current={String(status)} options={tabs} />
      </div>
      <ActionNotice result={result} />
      {page.records.length === 0 ? (
        <EmptyState title="没有该状态的开票申请" />
      ) : (
        <ul className="space-y-3">
          {page.records.map((item) => (
            <InvoiceItem key={item.id} item={item} busy={busy} />
          ))}
        </ul>
      )}
      <Pagination current={page.current} pages={page.pages} total={page.total} />
    </div>
  );
}

function InvoiceItem({ item, busy }: { item: Item; busy: boolean }) {
  const details: [string, string | null][] = [
    ["统一社会信用代码", item.taxNo],
    ["地址、电话", item.address || item.phone ? `${item.address ?? ""} ${item.phone ?? ""}` : null],
    ["开户行及账号", item.bankName || item.bankAccount ? `${item.bankName ?? ""} ${item.bankAccount ?? ""}` : null],
    ["收票邮箱", item.email],
    ["备注", item.remark || null],
    ["发票号码", item.invoiceNo],
    ["红字发票号码", item.redInvoiceNo],
    ["原因", item.reason],
  ];
  const reversible = (item.status === INVOICE_STATUS.ISSUED || item.status === INVOICE_STATUS.REVERSING) && !item.replacementPending;
  return (
    <li data-testid="console-invoice" className="rounded-lg bg-white p-4 text-sm shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-slate-900">
          {item.titleName}
          <span className="ml-2 text-xs font-normal text-slate-500">
            {item.typeText} · {item.no}
            {item.replacesId ? " · 换开申请" : ""}
          </span>
        </p>
        <span className="text-xs text-slate-500">{item.statusText}</span>
      </div>
      <p className="mt-1 text-xs text-slate-500">
        申请人 {item.userNickname}（{item.userPhone}）· {formatDateTime(item.createdAt)}
      </p>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-xs sm:grid-cols-2">
        {details
          .filter(([, v]) => v)
          .map(([label, v]) => (
            <div key={label} className="flex gap-1">
              <dt className="shrink-0 text-slate-500">{label}：</dt>
              <dd className="break-all text-slate-700">{v}</dd>
            </div>
          ))}
      </dl>
      <ul className="mt-2 divide-y divide-slate-100 rounded bg-slate-50 px-3">
        {item.lines.map((l) => (
          <li key={l.orderId} className="flex flex-wrap justify-between gap-2 py-1.5 text-xs">
            <span>
              {l.typeText} · {l.orderNo} · {l.subject}
            </span>
            <span className="tabular-nums">{formatYuan(l.amountFen)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-right text-slate-800">
        价税合计 <span className="font-semibold tabular-nums">{formatYuan(item.amountFen)}</span>（税额 {formatYuan(item.taxFen)}）
      </p>
      {item.status === INVOICE_STATUS.PENDING ? (
        <Decision id={item.id} busy={busy} approveLabel="开具" placeholder="驳回原因，如：抬头与营业执照不符" className="mt-3 pt-3" />
      ) : null}
      {item.replacementPending ? <p className="mt-3 text-xs text-accent-500">用户已申请换开：开具换开申请时本发票将同时红冲。</p> : null}
      {reversible ? (
        <div className="mt-3">
          <RejectForm
            id={item.id}
            busy={busy}
            intent="reverse"
            reasonLabel="红冲原因"
            submit="红冲"
            placeholder="红冲原因，如：用户申请退款"
            defaultReason={item.status === INVOICE_STATUS.REVERSING ? (item.reason ?? "") : ""}
          />
        </div>
      ) : null}
    </li>
  );
}

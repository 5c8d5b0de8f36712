import { Link } from "react-router";
import { INVOICE_TYPE_TEXT, INVOICE_TYPES, type InvoiceStatus, type InvoiceType } from "#core/invoices";
import type { Outputs } from "~/lib/api-types";

// Pieces the 我的开票 pages share: the status badge, the links back, the choice of title and type.

export type SavedTitle = Outputs["invoices"]["titles"]["records"][number];

const TONE: Record<InvoiceStatus, string> = {
  0: "bg-amber-50 text-amber-700",
  1: "bg-emerald-50 text-emerald-700",
  2: "bg-red-50 text-danger-500",
  3: "bg-slate-100 text-slate-600",
  4: "bg-slate-100 text-slate-600",
  5: "bg-orange-50 text-accent-500",
};

export function InvoiceStatusBadge({ status, text }: { status: InvoiceStatus; text: string }) {
  return (
    <span data-testid="invoice-status" className={`rounded px-2 py-0.5 text-xs ${TONE[status]}`}>
      {text}
    </span>
  );
}

export function InvoiceNav({ current }: { current: "orders" | "records" | "titles" }) {
  const item = (key: typeof current, to: string, label: string) => (
    <Link
      to={to}
      aria-current={current === key ? "page" : undefined}
      className={`-mb-px border-b-2 px-3 py-2 text-sm ${current === key ? "border-brand-600 text-brand-700" : "border-transparent text-slate-500 hover:text-brand-600"}`}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="我的开票" className="flex flex-wrap gap-2 border-b border-slate-200">
      {item("orders", "/myInvoice", "申请开票")}
      {item("records", "/myInvoice?tab=records", "开票记录")}
      {item("titles", "/myInvoice/commonList", "常用抬头")}
    </nav>
  );
}

const field = "mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-800";

/** Title, type and e-mail of a request (申请开票 and 换开 share them). */
export function TitleAndType({
  titles,
  email,
  errors,
  defaultType = "NORMAL",
  defaultTitleId,
}: {
  titles: SavedTitle[];
  email: string;
  errors: Record<string, string>;
  defaultType?: InvoiceType;
  defaultTitleId?: number | undefined;
}) {
  const chosen = defaultTitleId ?? titles.find((t) => t.isDefault)?.id ?? titles[0]?.id;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <label className="block text-sm text-slate-700">
        发票抬头
        <select name="titleId" defaultValue={chosen} className={field} aria-invalid={errors.titleId ? true : undefined}>
          {titles.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
              {t.taxNo ? `（${t.taxNo}）` : "（个人）"}
            </option>
          ))}
        </select>
        {errors.titleId ? <span className="mt-1 block text-xs text-danger-500">{errors.titleId}</span> : null}
        <Link to="/myInvoice/commonList" className="mt-1 inline-block text-xs text-brand-600 hover:underline">
          管理常用抬头
        </Link>
      </label>
      <fieldset className="text-sm text-slate-700">
        <legend>发票类型</legend>
        <div className="mt-1 space-y-1">
          {INVOICE_TYPES.map((t) => (
            <label key={t} className="flex items-center gap-2">
              <input type="radio" name="type" value={t} defaultChecked={t === defaultType} />
              {INVOICE_TYPE_TEXT[t]}
            </label>
          ))}
        </div>
        <p className="mt-1 text-xs text-slate-500">专用发票仅限单位抬头，且需填写地址、电话、开户行及账号。</p>
      </fieldset>
      <label className="block text-sm text-slate-700 sm:col-span-2">
        收票邮箱
        <input
          name="email"
          type="email"
          required
          maxLength={254}
          defaultValue={email}
          placeholder="发票开具后将发送至该邮箱"
          className={field}
          aria-invalid={errors.email ? true : undefined}
        />
        {errors.email ? <span className="mt-1 block text-xs text-danger-500">{errors.email}</span> : null}
      </label>
    </div>
  );
}

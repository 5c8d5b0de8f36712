import { Link } from "react-router";
import { INVOICE_TYPE_TEXT, INVOICE_TYPES, type InvoiceStatus, type InvoiceType } from "#core/invoices";
import { FieldSet, InputField, SelectField } from "~/components/ui/field";
import type { Outputs } from "~/lib/api-types";
import type { FieldErrors } from "~/lib/form-schema";

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
  errors: FieldErrors;
  defaultType?: InvoiceType;
  defaultTitleId?: number | undefined;
}) {
  const chosen = defaultTitleId ?? titles.find((t) => t.isDefault)?.id ?? titles[0]?.id;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <SelectField name="titleId" label="发票抬头" defaultValue={chosen} error={errors.titleId}>
          {titles.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
              {t.taxNo ? `（${t.taxNo}）` : "（个人）"}
            </option>
          ))}
        </SelectField>
        <Link to="/myInvoice/commonList" className="mt-1 inline-block text-xs text-brand-600 hover:underline">
          管理常用抬头
        </Link>
      </div>
      <FieldSet name="type" legend="发票类型" hint="专用发票仅限单位抬头，且需填写地址、电话、开户行及账号。">
        <div className="space-y-1 text-sm text-slate-700">
          {INVOICE_TYPES.map((t) => (
            <label key={t} className="flex items-center gap-2">
              <input type="radio" name="type" value={t} defaultChecked={t === defaultType} />
              {INVOICE_TYPE_TEXT[t]}
            </label>
          ))}
        </div>
      </FieldSet>
      <InputField
        name="email"
        label="收票邮箱"
        type="email"
        required
        maxLength={254}
        defaultValue={email}
        placeholder="发票开具后将发送至该邮箱"
        error={errors.email}
        className="sm:col-span-2"
      />
    </div>
  );
}

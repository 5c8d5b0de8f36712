import { data, Form, Link, useNavigation } from "react-router";
import { formatYuan } from "#core/money";
import { idOf } from "#core/page";
import { ActionNotice } from "~/components/console/decision-forms";
import { InvoiceNav, TitleAndType } from "~/components/invoices/invoice-ui";
import { ReasonField } from "~/components/ui/field";
import { type ActionResult, actionFail, actionRefused } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import { formOf } from "~/lib/form.server";
import { orNotFound } from "~/lib/not-found.server";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/again-invoice";

// 换开 (?id=): an issued invoice is re-invoiced with a corrected title or type. The new request takes
// over its orders; when the console issues it, the old invoice is reversed with a red-letter invoice.
export const meta: Route.MetaFunction = () => [{ title: "申请换开发票 - 契合" }];

const idIn = (request: Request) => idOf(new URL(request.url).searchParams.get("id"));

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.session.user) return null;
  const id = idIn(request);
  const caller = api(context).invoices;
  const invoice = id === null ? null : await orNotFound(caller.detail({ id }));
  if (!invoice) throw data("发票记录不存在", { status: 404 });
  const titles = await caller.titles({ current: 1, size: 50 });
  return { invoice, titles: titles.records };
}

export async function action({ request, context }: Route.ActionArgs) {
  const id = idIn(request);
  const form = await formOf(request);
  if (id === null) return actionRefused("reinvoice", "发票记录不存在");
  try {
    const created = await api(context).invoices.reinvoice({
      id,
      titleId: form.get("titleId"),
      type: String(form.get("type") ?? "") as "NORMAL",
      email: String(form.get("email") ?? ""),
      reason: String(form.get("reason") ?? ""),
    });
    return redirectWithToast(`/myInvoice/invoiceInfo?id=${created.id}`, { kind: "success", text: "换开申请已提交，开具新发票时原发票将同时红冲" });
  } catch (error) {
    return actionFail("reinvoice", error);
  }
}

export default function AgainInvoice({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (!loaderData) return null;
  const { invoice: v, titles } = loaderData;
  const result = actionData as ActionResult | undefined;
  return (
    <div className="space-y-4">
      <h1 className="text-lg font-semibold text-slate-900">我的开票</h1>
      <InvoiceNav current="records" />
      <section aria-labelledby="again-title" className="rounded-lg bg-white p-4 text-sm shadow-sm">
        <h2 id="again-title" className="text-base font-medium text-slate-900">
          申请换开
        </h2>
        <p className="mt-1 text-slate-600">
          原发票：{v.titleName} · {v.typeText} · 发票号码 {v.invoiceNo ?? "—"} · 价税合计 {formatYuan(v.amountFen)}
        </p>
        {v.canReinvoice ? (
          <Form method="post" className="mt-4 space-y-4">
            <TitleAndType titles={titles} email={v.email} errors={result?.errors ?? {}} defaultType={v.type} />
            <ReasonField label="换开原因" error={result?.errors.reason} placeholder="例如：抬头名称有误、需改开增值税专用发票" />
            <p className="text-xs text-slate-500">提交后原发票进入红冲流程；新发票开具时原发票同时红冲作废，如换开申请被驳回，原发票继续有效。</p>
            <div className="flex items-center gap-3">
              <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-5 py-2 text-sm text-white hover:bg-brand-700 disabled:opacity-60">
                {busy ? "提交中…" : "提交换开申请"}
              </button>
              <Link to={`/myInvoice/invoiceInfo?id=${v.id}`} className="text-slate-500 hover:text-brand-600">
                返回发票详情
              </Link>
            </div>
            {result && !result.ok && result.message ? <ActionNotice result={result} /> : null}
          </Form>
        ) : (
          <p className="mt-3 text-slate-600">
            只有已开票的发票可以换开（当前状态：{v.statusText}）。
            <Link to={`/myInvoice/invoiceInfo?id=${v.id}`} className="ml-1 text-brand-600 hover:underline">
              返回发票详情
            </Link>
          </p>
        )}
      </section>
    </div>
  );
}

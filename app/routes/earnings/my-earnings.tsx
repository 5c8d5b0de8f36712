import { Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { formatDateTime } from "#core/dates";
import { withdrawPreviewInput } from "#core/earnings";
import { formatYuan } from "#core/money";
import { pageOf } from "#core/page";
import { INCOME_TYPE_TEXT } from "#core/withholding";
import { ActionNotice } from "~/components/console/decision-forms";
import { ActivityList, OrdersList, Statement, WithdrawalsList } from "~/components/earnings/earnings-lists";
import { CodeButton } from "~/components/login/code-button";
import { type LinkTab, LinkTabs } from "~/components/ui/link-tabs";
import { Pagination } from "~/components/ui/pagination";
import { type ActionResult, actionFail, actionOk, userMessage } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import type { Outputs } from "~/lib/api-types";
import { formOf } from "~/lib/form.server";
import type { Route } from "./+types/my-earnings";

// 我的收益: the wallet (every figure a sum of the ledger), the earnings by order, activity rewards and
// withdrawals with the orders each covered; the withdraw panel shows the tax breakdown before the
// user confirms with an SMS code. State lives in the URL (?tab, ?current, ?amount).
export const meta: Route.MetaFunction = () => [{ title: "我的收益 - 契合" }];

const TAB_LINKS: readonly LinkTab[] = [
  { key: "orders", label: "收益明细", to: "/myEarnings" },
  { key: "activity", label: "活动收益", to: "/myEarnings?tab=activity" },
  { key: "withdrawals", label: "提现记录", to: "/myEarnings?tab=withdrawals" },
];
type Tab = "orders" | "activity" | "withdrawals";
const tabOf = z.enum(["orders", "activity", "withdrawals"]).catch("orders");

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.session.user) return null;
  const params = new URL(request.url).searchParams;
  const tab: Tab = tabOf.parse(params.get("tab") ?? undefined);
  const page = { current: pageOf(params.get("current")), size: 10 };
  const caller = api(context);
  const year = Number(formatDateTime(Date.now(), "YYYY-MM-DD").slice(0, 4));
  const [wallet, precondition, statement] = await Promise.all([
    caller.earnings.wallet(),
    caller.earnings.precondition(),
    caller.earnings.taxStatement({ year }),
  ]);
  const amount = params.get("amount");
  let preview: Outputs["earnings"]["preview"] | null = null;
  let previewError: string | null = null;
  if (amount !== null) {
    const parsed = withdrawPreviewInput.safeParse({ amount });
    if (!parsed.success) previewError = parsed.error.issues[0]?.message ?? "提现金额不正确";
    else if (parsed.data.amount > precondition.availableFen) previewError = `可提现余额不足：当前可提现 ${formatYuan(precondition.availableFen)}`;
    else {
      try {
        preview = await caller.earnings.preview({ amount });
      } catch (error) {
        previewError = userMessage(error);
      }
    }
  }
  const list =
    tab === "orders"
      ? ({ tab, page: await caller.earnings.orders(page) } as const)
      : tab === "activity"
        ? ({ tab, page: await caller.earnings.activity(page) } as const)
        : await withdrawalsTab(caller, page);
  return { wallet, precondition, statement, amount, preview, previewError, list };
}

async function withdrawalsTab(caller: ReturnType<typeof api>, page: { current: number; size: number }) {
  const withdrawals = await caller.earnings.withdrawals(page);
  const related = await Promise.all(withdrawals.records.map((w) => caller.earnings.relatedOrders({ id: w.id })));
  return { tab: "withdrawals" as const, page: withdrawals, related };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  try {
    const w = await api(context).earnings.withdraw({ amount: String(form.get("amount") ?? ""), code: String(form.get("code") ?? "") });
    return actionOk("withdraw", `提现申请已提交（${w.no}），到账 ${formatYuan(w.netFen)}，审核通过后打款到 ${w.bankName} ${w.bankCardMasked}`);
  } catch (error) {
    return actionFail("withdraw", error);
  }
}

export default function MyEarnings({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData) return null;
  const { wallet, statement, list } = loaderData;
  const result = actionData as ActionResult | undefined;
  const figures: [string, number, string][] = [
    ["可提现", wallet.availableFen, "wallet-available"],
    ["待结算", wallet.pendingFen, "wallet-pending"],
    ["提现中", wallet.withdrawingFen, "wallet-withdrawing"],
    ["已提现", wallet.withdrawnFen, "wallet-withdrawn"],
    ["累计收益", wallet.lifetimeFen, "wallet-lifetime"],
  ];
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-lg font-semibold text-slate-900">我的收益</h1>
        <Link to="/myEarnings/certification" className="text-sm text-brand-600 hover:underline">
          实名认证与银行卡 →
        </Link>
      </div>
      <section aria-label="钱包" className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {figures.map(([label, fen, testId]) => (
          <div key={label} className="rounded-lg bg-white p-4 shadow-sm">
            <p className="text-xs text-slate-500">{label}</p>
            <p className="mt-1 text-xl font-semibold tabular-nums text-slate-900" data-testid={testId}>
              {formatYuan(fen)}
            </p>
          </div>
        ))}
      </section>
      {wallet.pending.length > 0 ? (
        <section aria-labelledby="pending-title" className="rounded-lg bg-white p-4 text-sm shadow-sm">
          <h2 id="pending-title" className="font-medium text-slate-900">
            待结算收益（订单完成 15 天后转为可提现）
          </h2>
          <ul className="mt-2 space-y-1 text-slate-600">
            {wallet.pending.map((p) => (
              <li key={`${p.orderNo}-${p.availableAt}`} className="flex flex-wrap justify-between gap-2">
                <span className="min-w-0 truncate">{p.subject ?? p.orderNo}</span>
                <span className="tabular-nums">
                  {formatYuan(p.amountFen)}，{formatDateTime(p.availableAt, "YYYY-MM-DD")} 可提现
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <WithdrawPanel loaderData={loaderData} result={result} />

      {statement.months.length > 0 ? <Statement statement={statement} /> : null}

      <LinkTabs label="收益分类" tabs={TAB_LINKS} current={list.tab} />
      {list.tab === "orders" ? <OrdersList page={list.page} /> : null}
      {list.tab === "activity" ? <ActivityList page={list.page} /> : null}
      {list.tab === "withdrawals" ? <WithdrawalsList page={list.page} related={list.related} /> : null}
      <Pagination current={list.page.current} pages={list.page.pages} total={list.page.total} />
    </div>
  );
}

type Loaded = NonNullable<Route.ComponentProps["loaderData"]>;

function WithdrawPanel({ loaderData, result }: { loaderData: Loaded; result: ActionResult | undefined }) {
  const { precondition, preview, previewError, amount } = loaderData;
  const busy = useNavigation().state === "submitting";
  const done = result?.ok === true;
  return (
    <section aria-labelledby="withdraw-title" className="rounded-lg bg-white p-4 shadow-sm sm:p-5">
      <h2 id="withdraw-title" className="font-medium text-slate-900">
        申请提现（银行卡）
      </h2>
      <ActionNotice result={result} className="mt-2" />
      {!precondition.ok ? (
        <div className="mt-2 text-sm text-slate-600">
          <p>暂不能提现：</p>
          <ul className="mt-1 list-disc pl-5" data-testid="withdraw-missing">
            {precondition.missing.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
          {precondition.verificationStatus !== "2" ? (
            <Link to="/myEarnings/certification" className="mt-2 inline-block text-brand-600 hover:underline">
              去实名认证 →
            </Link>
          ) : null}
        </div>
      ) : (
        <>
          <p className="mt-1 text-xs text-slate-500">
            到账银行卡：{precondition.bankName} {precondition.bankCardMasked}；单次不低于 {formatYuan(precondition.minFen)}，单日不超过{" "}
            {formatYuan(precondition.dailyLimitFen)}。平台依法代扣代缴个人所得税。
          </p>
          <Form method="get" className="mt-3 flex flex-wrap items-center gap-2">
            <label className="text-sm text-slate-700" htmlFor="withdraw-amount">
              提现金额（元）
            </label>
            <input
              id="withdraw-amount"
              name="amount"
              inputMode="decimal"
              required
              defaultValue={amount ?? ""}
              placeholder={`最多 ${(precondition.availableFen / 100).toFixed(2)}`}
              className="w-40 rounded-md border border-slate-300 px-3 py-1.5 text-sm"
            />
            <button type="submit" className="rounded-md border border-brand-500 px-4 py-1.5 text-sm text-brand-600 hover:bg-brand-50">
              计算税费
            </button>
          </Form>
          {previewError ? (
            <p role="alert" className="mt-2 text-sm text-danger-500">
              {previewError}
            </p>
          ) : null}
          {preview && !done ? <Breakdown preview={preview} busy={busy} amount={amount ?? ""} /> : null}
        </>
      )}
    </section>
  );
}

function Breakdown({ preview, busy, amount }: { preview: Outputs["earnings"]["preview"]; busy: boolean; amount: string }) {
  const parts = (["royalty", "service"] as const).flatMap((type) => {
    const w = preview[type];
    return w ? [{ type, w }] : [];
  });
  return (
    <div className="mt-4 rounded-md border border-slate-200 p-4 text-sm" data-testid="withdraw-breakdown">
      <h3 className="font-medium text-slate-900">提现明细（确认前请核对）</h3>
      <table className="mt-2 w-full text-left">
        <tbody className="divide-y divide-slate-100">
          {parts.map(({ type, w }) => (
            <tr key={type}>
              <td className="py-1.5 text-slate-600">
                {INCOME_TYPE_TEXT[type]} {formatYuan(w.incomeFen)}
              </td>
              <td className="py-1.5 text-slate-600">
                减除费用 {formatYuan(w.deductionFen)}，应纳税所得额 {formatYuan(w.taxableFen)}，预扣率 {w.rate}
                {w.quickDeductionFen ? `，速算扣除数 ${formatYuan(w.quickDeductionFen)}` : ""}
              </td>
              <td className="py-1.5 text-right tabular-nums">代扣 {formatYuan(w.taxFen)}</td>
            </tr>
          ))}
          <tr>
            <td className="py-1.5 text-slate-600">提现金额</td>
            <td />
            <td className="py-1.5 text-right tabular-nums">{formatYuan(preview.amountFen)}</td>
          </tr>
          <tr>
            <td className="py-1.5 text-slate-600">代扣个人所得税</td>
            <td className="py-1.5 text-xs text-slate-500">同一项目当月多次提现合并为一次计税，本次只扣差额</td>
            <td className="py-1.5 text-right tabular-nums" data-testid="withdraw-tax">
              {formatYuan(preview.taxFen)}
            </td>
          </tr>
          {preview.adjustmentFen !== 0 ? (
            <tr>
              <td className="py-1.5 text-slate-600">本月税款调整</td>
              <td className="py-1.5 text-xs text-slate-500">本月有提现被退回，按本月实际支付的收入重新计算，已含在代扣个税中</td>
              <td className="py-1.5 text-right tabular-nums">{formatYuan(preview.adjustmentFen)}</td>
            </tr>
          ) : null}
          <tr>
            <td className="py-1.5 text-slate-600">手续费</td>
            <td />
            <td className="py-1.5 text-right tabular-nums">{formatYuan(preview.feeFen)}</td>
          </tr>
          <tr className="font-medium text-slate-900">
            <td className="py-1.5">实际到账</td>
            <td />
            <td className="py-1.5 text-right tabular-nums" data-testid="withdraw-net">
              {formatYuan(preview.netFen)}
            </td>
          </tr>
        </tbody>
      </table>
      <Form method="post" className="mt-3 flex flex-wrap items-center gap-2">
        <input type="hidden" name="amount" value={amount} />
        <input
          name="code"
          inputMode="numeric"
          maxLength={6}
          required
          aria-label="短信验证码"
          placeholder="短信验证码"
          className="w-32 rounded-md border border-slate-300 px-3 py-1.5 text-sm"
        />
        <CodeButton purpose="withdraw" />
        <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-5 py-1.5 text-sm text-white hover:bg-brand-700 disabled:opacity-60">
          {busy ? "请求中..." : "确认提现"}
        </button>
      </Form>
    </div>
  );
}

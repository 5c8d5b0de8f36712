import type { InputHTMLAttributes } from "react";
import { Form } from "react-router";
import { formatDateTime } from "#core/dates";
import { taxMonthOf, WITHDRAW_STATUS_TEXT } from "#core/earnings";
import { parseYuan } from "#core/fees/money-input";
import { formatYuan } from "#core/money";
import { pageOf } from "#core/page";
import { Decision, QueueList, QueuePage, StatusFilter, useDeciding } from "~/components/console/queue";
import { queueAction, reasonOf } from "~/components/console/queue.server";
import { Pagination } from "~/components/ui/pagination";
import { api } from "~/lib/api.server";
import type { Outputs } from "~/lib/api-types";
import type { Route } from "./+types/withdrawals";

type Item = Outputs["earningsAdmin"]["withdrawals"]["records"][number];

// 提现审核: the withdrawal queue (approve through the configured payout provider or as an offline
// transfer, reject with a reason, record the offline transfer's reference), each with its payout log;
// and the activity reward grant (活动收益), posted to the ledger as available at once.
export const meta: Route.MetaFunction = () => [{ title: "提现审核 - 运营后台" }];

const STATUSES = Object.entries(WITHDRAW_STATUS_TEXT).map(([value, text]) => ({ value: Number(value), text }));

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const raw = params.get("status");
  const status = raw === "all" ? undefined : STATUSES.some((s) => String(s.value) === raw) ? Number(raw) : 0;
  const caller = api(context);
  const page = await caller.earningsAdmin.withdrawals({ current: pageOf(params.get("current")), size: 20, status });
  const logs = await Promise.all(page.records.map((w) => caller.earningsAdmin.payoutLog({ id: w.id })));
  return { page, logs, status: status ?? "all", month: taxMonthOf(Date.now()) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = api(context).earningsAdmin;
  const approve = (provider: "manual" | "configured") => async (form: FormData) => {
    const w = await admin.approveWithdrawal({ id: form.get("id"), provider });
    return w.status === 3 ? `打款失败，款项已退回用户：${w.reason ?? ""}` : `已通过，${w.statusText}`;
  };
  return queueAction(request, {
    approve: approve("configured"),
    "approve-manual": approve("manual"),
    reject: async (form) => {
      await admin.rejectWithdrawal({ id: form.get("id"), reason: reasonOf(form) });
      return "已驳回，款项已退回用户的可提现余额";
    },
    manual: async (form) => {
      await admin.recordManualTransfer({ id: form.get("id"), reference: String(form.get("reference") ?? "") });
      return "已登记线下转账，提现完成";
    },
    reward: async (form) => {
      const amount = parseYuan(String(form.get("amount") ?? ""), { label: "奖励金额", required: true, positive: true });
      if (!amount.ok) return { refused: amount.error };
      await admin.grantReward({ userId: form.get("userId"), amountFen: amount.fen ?? 0, reason: reasonOf(form) });
      return "奖励已发放，用户可立即提现";
    },
  });
}

export default function ConsoleWithdrawals({ loaderData, actionData }: Route.ComponentProps) {
  const { page, logs, status, month } = loaderData;
  const busy = useDeciding();
  const filter = (
    <StatusFilter
      label="提现状态"
      path="/console/withdrawals"
      current={String(status)}
      options={[...STATUSES.map((s) => ({ key: String(s.value), text: s.text })), { key: "all", text: "全部" }]}
    />
  );
  return (
    <QueuePage title="提现审核" filter={filter} result={actionData}>
      <QueueList items={page.records} empty="暂无提现申请">
        {(w, i) => <Withdrawal key={w.id} item={w} log={logs[i] ?? []} busy={busy} />}
      </QueueList>
      <Pagination current={page.current} pages={page.pages} total={page.total} />
      <RewardForm busy={busy} />
      <Form method="get" action="/console/finance.csv" reloadDocument className="flex flex-wrap items-center gap-2 rounded-lg bg-white p-4 text-sm shadow-sm">
        <label htmlFor="finance-month" className="font-medium text-slate-900">
          月度财务报表（收益、代扣个税、打款）
        </label>
        <input id="finance-month" name="month" type="month" required defaultValue={month} className="rounded-md border border-slate-300 px-2 py-1" />
        <button type="submit" className="rounded-md bg-slate-800 px-4 py-1.5 text-white">
          导出 CSV
        </button>
      </Form>
    </QueuePage>
  );
}

function Withdrawal({ item, log, busy }: { item: Item; log: Outputs["earningsAdmin"]["payoutLog"]; busy: boolean }) {
  return (
    <article aria-label={`${item.realName}的提现申请`} data-testid="withdrawal-item" className="rounded-lg bg-white p-4 text-sm shadow-sm sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-base font-medium text-slate-900">
          {item.realName} 提现 <span className="tabular-nums">{formatYuan(item.amountFen)}</span>
        </h2>
        <span className="text-slate-600">{item.statusText}</span>
      </div>
      <p className="mt-1 text-slate-600">
        {item.no} · 账号 {item.nickname}（#{item.userId}）· {item.bankName} {item.bankCardMasked} · 申请于 {formatDateTime(item.createdAt)}
      </p>
      <p className="mt-1 text-slate-600">
        特许权使用费 {formatYuan(item.royaltyFen)}，劳务报酬 {formatYuan(item.serviceFen)}；代扣个税 {formatYuan(item.taxFen)}，手续费 {formatYuan(item.feeFen)}
        ，应打款 <span className="font-medium text-slate-900">{formatYuan(item.netFen)}</span>
      </p>
      {item.reason ? <p className="mt-1 text-danger-500">原因：{item.reason}</p> : null}
      {item.status === 0 ? (
        <Decision
          id={item.id}
          busy={busy}
          placeholder="驳回原因（用户可见）"
          className="mt-3 pt-3"
          approve={
            <Form method="post" className="flex gap-2">
              <input type="hidden" name="id" value={item.id} />
              <button
                type="submit"
                name="intent"
                value="approve"
                disabled={busy}
                className="rounded-md bg-emerald-600 px-4 py-1.5 text-white hover:bg-emerald-800 disabled:opacity-60"
              >
                通过并打款
              </button>
              <button
                type="submit"
                name="intent"
                value="approve-manual"
                disabled={busy}
                className="rounded-md border border-emerald-600 px-4 py-1.5 text-emerald-700 hover:bg-emerald-50 disabled:opacity-60"
              >
                通过（线下转账）
              </button>
            </Form>
          }
        />
      ) : null}
      {item.status === 1 && item.provider === "manual" ? (
        <Form method="post" className="mt-3 flex flex-col gap-2 border-t border-slate-100 pt-3 sm:flex-row">
          <input type="hidden" name="intent" value="manual" />
          <input type="hidden" name="id" value={item.id} />
          <InlineInput name="reference" maxLength={64} label="银行转账流水号" placeholder="线下转账完成后填写银行流水号" className="min-w-0 flex-1" />
          <button type="submit" disabled={busy} className="rounded-md bg-slate-800 px-4 py-1.5 text-white disabled:opacity-60">
            登记转账
          </button>
        </Form>
      ) : null}
      {log.length > 0 ? (
        <details className="mt-3">
          <summary className="cursor-pointer text-brand-600">打款记录（{log.length}）</summary>
          <ol className="mt-1 space-y-0.5 text-xs text-slate-500">
            {log.map((e) => (
              <li key={e.id}>
                {formatDateTime(e.createdAt)} [{e.provider}] {e.event} {e.detail}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </article>
  );
}

/** A required input named by its aria-label, for this page's one-line forms. */
function InlineInput({ label, className, ...props }: { label: string; className: string } & InputHTMLAttributes<HTMLInputElement>) {
  return <input required aria-label={label} className={`${className} rounded-md border border-slate-300 px-3 py-1.5`} {...props} />;
}

function RewardForm({ busy }: { busy: boolean }) {
  return (
    <section aria-labelledby="reward-title" className="rounded-lg bg-white p-4 text-sm shadow-sm sm:p-5">
      <h2 id="reward-title" className="text-base font-medium text-slate-900">
        发放活动奖励
      </h2>
      <p className="mt-1 text-xs text-slate-500">奖励记入用户的活动收益并立即可提现；原因会展示给用户。</p>
      <Form method="post" className="mt-3 flex flex-col gap-2 sm:flex-row">
        <input type="hidden" name="intent" value="reward" />
        <InlineInput name="userId" inputMode="numeric" label="用户编号" placeholder="用户编号" className="w-28" />
        <InlineInput name="amount" inputMode="decimal" label="奖励金额（元）" placeholder="金额（元）" className="w-28" />
        <InlineInput name="reason" maxLength={100} label="奖励原因" placeholder="如：优质范本征集活动一等奖" className="min-w-0 flex-1" />
        <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-4 py-1.5 text-white disabled:opacity-60">
          发放
        </button>
      </Form>
    </section>
  );
}

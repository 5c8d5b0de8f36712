import { formatDateTime } from "#core/dates";
import { formatYuan } from "#core/money";
import { INCOME_TYPE_TEXT } from "#core/withholding";
import { EmptyState } from "~/components/ui/empty-state";
import type { Outputs } from "~/lib/api-types";

// The lists of 我的收益: earnings by order, activity rewards, withdrawals with the orders each covered,
// and the yearly statement of income paid and tax withheld.

export function OrdersList({ page }: { page: Outputs["earnings"]["orders"] }) {
  if (page.records.length === 0) return <EmptyState title="暂无收益">上传范本被购买或完成律师服务后，收益会显示在这里</EmptyState>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[680px] text-left text-sm">
        <thead className="text-xs text-slate-500">
          <tr>
            <th className="py-2 font-normal">订单</th>
            <th className="py-2 font-normal">订单金额</th>
            <th className="py-2 font-normal">分成</th>
            <th className="py-2 font-normal">收益</th>
            <th className="py-2 font-normal">状态</th>
            <th className="py-2 font-normal">提现</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {page.records.map((r) => (
            <tr key={r.id} data-testid="earning-order">
              <td className="py-2">
                <p className="text-slate-800">{r.subject}</p>
                <p className="text-xs text-slate-500">
                  {r.orderTypeText} {r.orderNo} · {formatDateTime(r.createdAt)}
                </p>
              </td>
              <td className="py-2 tabular-nums">{r.orderAmountFen === null ? "—" : formatYuan(r.orderAmountFen)}</td>
              <td className="py-2">{r.sharePercent === null ? "—" : `${r.sharePercent}%`}</td>
              <td className="py-2 tabular-nums">{formatYuan(r.amountFen)}</td>
              <td className="py-2">
                {r.stateText}
                {r.state === "pending" && r.availableAt ? (
                  <span className="block text-xs text-slate-500">{formatDateTime(r.availableAt, "YYYY-MM-DD")} 可提现</span>
                ) : null}
              </td>
              <td className="py-2">{r.withdrawStatusText}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ActivityList({ page }: { page: Outputs["earnings"]["activity"] }) {
  if (page.records.length === 0) return <EmptyState title="暂无活动收益">参与平台活动获得的奖励会显示在这里</EmptyState>;
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
      {page.records.map((r) => (
        <li key={r.id} className="flex items-center justify-between gap-4 px-4 py-3 text-sm" data-testid="activity-earning">
          <div className="min-w-0">
            <p className="truncate text-slate-800">{r.reason}</p>
            <p className="mt-0.5 text-xs text-slate-500">{formatDateTime(r.createdAt)}</p>
          </div>
          <span className="shrink-0 font-semibold tabular-nums text-emerald-600">+{formatYuan(r.amountFen)}</span>
        </li>
      ))}
    </ul>
  );
}

export function WithdrawalsList({ page, related }: { page: Outputs["earnings"]["withdrawals"]; related: Outputs["earnings"]["relatedOrders"][] }) {
  if (page.records.length === 0) return <EmptyState title="暂无提现记录" />;
  return (
    <ul className="space-y-3">
      {page.records.map((w, i) => (
        <li key={w.id} className="rounded-lg border border-slate-200 p-4 text-sm" data-testid="withdrawal">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-medium text-slate-900">
              提现 <span className="tabular-nums">{formatYuan(w.amountFen)}</span>
              <span className="ml-2 text-xs font-normal text-slate-500">{w.no}</span>
            </p>
            <span
              data-testid="withdrawal-status"
              className={w.status === 4 ? "text-emerald-600" : w.status === 2 || w.status === 3 ? "text-danger-500" : "text-amber-700"}
            >
              {w.statusText}
            </span>
          </div>
          <p className="mt-1 text-slate-600">
            代扣个税 {formatYuan(w.taxFen)}，手续费 {formatYuan(w.feeFen)}，到账 {formatYuan(w.netFen)} · {w.bankName} {w.bankCardMasked} · 申请于{" "}
            {formatDateTime(w.createdAt)}
          </p>
          {w.reason ? <p className="mt-1 text-danger-500">原因：{w.reason}</p> : null}
          <details className="mt-2">
            <summary className="cursor-pointer text-brand-600">关联订单（{related[i]?.length ?? 0}）</summary>
            <ul className="mt-1 space-y-0.5 text-slate-600">
              {(related[i] ?? []).map((o, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: an earning may be split over rows of one withdrawal; the list is re-rendered whole
                <li key={`${o.orderNo}-${j}`}>
                  {o.orderTypeText} {o.subject} {o.orderNo ?? ""}：{formatYuan(o.amountFen)}（{INCOME_TYPE_TEXT[o.incomeType]}）
                </li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ul>
  );
}

export function Statement({ statement }: { statement: Outputs["earnings"]["taxStatement"] }) {
  const { total } = statement;
  return (
    <details className="rounded-lg bg-white p-4 text-sm shadow-sm">
      <summary className="cursor-pointer font-medium text-slate-900">
        {statement.year} 年个人所得税扣缴明细：已提现 {total.count} 笔，代扣个税 {formatYuan(total.taxFen)}
      </summary>
      <table className="mt-2 w-full text-left">
        <thead className="text-xs text-slate-500">
          <tr>
            <th className="py-1 font-normal">月份</th>
            <th className="py-1 font-normal">特许权使用费所得</th>
            <th className="py-1 font-normal">劳务报酬所得</th>
            <th className="py-1 font-normal">代扣个税</th>
            <th className="py-1 font-normal">实际到账</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 tabular-nums">
          {statement.months.map((m) => (
            <tr key={m.month}>
              <td className="py-1">{m.month}</td>
              <td className="py-1">{formatYuan(m.royaltyFen)}</td>
              <td className="py-1">{formatYuan(m.serviceFen)}</td>
              <td className="py-1">{formatYuan(m.taxFen)}</td>
              <td className="py-1">{formatYuan(m.netFen)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

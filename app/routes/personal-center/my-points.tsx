import { CalendarCheck } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { formatDateTime } from "#core/dates";
import { CHECKIN_POINTS } from "#core/orders";
import { ActionNotice } from "~/components/console/decision-forms";
import { parsePage } from "~/components/orders/order-query";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
import { TitledSection } from "~/components/ui/titled-section";
import { type ActionResult, actionFail, actionOk } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import type { Route } from "./+types/my-points";

export const meta: Route.MetaFunction = () => [{ title: "我的积分 - 契合" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.session.user) return null;
  const caller = api(context);
  const current = parsePage(new URL(request.url).searchParams.get("current"));
  const [summary, records] = await Promise.all([caller.points.summary(), caller.points.records({ current, size: 10 })]);
  return { summary, records };
}

export async function action({ context }: Route.ActionArgs) {
  try {
    const { points } = await api(context).points.checkIn();
    return actionOk("checkIn", `签到成功，获得 ${points} 积分`);
  } catch (error) {
    return actionFail("checkIn", error);
  }
}

const RULES = [
  "每支付 1 元得 1 积分（按实付金额计算，不足 1 元的部分不计）；",
  `每日签到得 ${CHECKIN_POINTS} 积分，每天限签到一次（以北京时间为准）；`,
  "订单退款时扣回该订单所得积分。",
];

export default function MyPoints({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (!loaderData) return null;
  const { summary, records } = loaderData;
  const result = actionData as ActionResult | undefined;
  const checking = navigation.formData?.get("intent") === "checkIn";
  const loading = navigation.state === "loading" && navigation.location.pathname === "/myIntegral";

  return (
    <div className="space-y-8">
      <h1 className="text-lg font-semibold text-slate-900">我的积分</h1>
      <section
        aria-label="积分余额"
        className="flex flex-wrap items-center justify-between gap-4 rounded-lg bg-gradient-to-r from-brand-600 to-brand-500 p-5 text-white"
      >
        <div>
          <p className="text-sm text-white/80">当前积分</p>
          <p className="mt-1">
            <span className="text-3xl font-semibold" data-testid="points-balance">
              {summary.balance}
            </span>
            <span className="ml-1 text-sm">积分</span>
          </p>
        </div>
        <Form method="post" className="text-right">
          <input type="hidden" name="intent" value="checkIn" />
          <button
            type="submit"
            disabled={summary.checkedInToday || checking}
            className="inline-flex items-center gap-1.5 rounded-full bg-white px-5 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:bg-white/60 disabled:text-brand-700/70"
          >
            <CalendarCheck className="h-4 w-4" aria-hidden />
            {summary.checkedInToday ? "今日已签到" : checking ? "签到中…" : "每日签到"}
          </button>
        </Form>
      </section>
      <ActionNotice result={result?.intent === "checkIn" ? result : undefined} className="-mt-4" />

      <TitledSection id="rules-title" title="积分规则">
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm leading-6 text-slate-600">
          {RULES.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ol>
      </TitledSection>

      <section aria-labelledby="records-title" aria-busy={loading} className={loading ? "opacity-50" : undefined}>
        <h2 id="records-title" className="mb-2 font-medium text-slate-900">
          积分明细
        </h2>
        {records.records.length === 0 ? (
          <EmptyState title="暂无积分记录">签到或支付订单即可获得积分</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {records.records.map((r, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: records have no id of their own; the page is re-rendered whole
                key={`${r.createdAt}-${i}`}
                className="flex items-center justify-between gap-4 px-4 py-3 text-sm"
                data-testid="points-record"
              >
                <div className="min-w-0">
                  <p className="truncate text-slate-800">{r.reason}</p>
                  <p className="mt-0.5 text-xs text-slate-500">{formatDateTime(r.createdAt)}</p>
                </div>
                <span className={`shrink-0 font-semibold tabular-nums ${r.delta >= 0 ? "text-emerald-600" : "text-danger-500"}`}>
                  {r.delta > 0 ? `+${r.delta}` : r.delta}
                </span>
              </li>
            ))}
          </ul>
        )}
        <Pagination current={records.current} pages={records.pages} total={records.total} />
      </section>
    </div>
  );
}

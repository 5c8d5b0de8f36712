import { Form, useNavigation } from "react-router";
import { formatDateTime } from "#core/dates";
import { formatYuan } from "#core/money";
import { ActionNotice, ApproveButton, RejectForm } from "~/components/console/decision-forms";
import { EmptyState } from "~/components/ui/empty-state";
import { type ActionResult, actionFail, actionRefused } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import type { Outputs } from "~/lib/api-types";
import { formOf } from "~/lib/form.server";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/ads";

type Pending = Outputs["adsAdmin"]["pending"][number];
type Live = Outputs["adsAdmin"]["live"][number];

// 广告审核 (/console/ads): paid campaigns wait here before they show, first paid first; approve (runs
// from now for the days bought) or reject with a reason (refunded in full, the buyer sees the reason).
// Below, the campaigns live now, each of which can be stopped.
export const meta: Route.MetaFunction = () => [{ title: "广告审核 - 运营后台" }];

export async function loader({ context }: Route.LoaderArgs) {
  const caller = api(context);
  const [pending, live] = await Promise.all([caller.adsAdmin.pending(), caller.adsAdmin.live()]);
  return { pending, live };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const intent = String(form.get("intent"));
  const id = form.get("id");
  const caller = api(context);
  try {
    if (intent === "approve") {
      await caller.adsAdmin.approve({ id });
      return redirectWithToast("/console/ads", { kind: "success", text: "已通过，广告已开始投放" });
    }
    if (intent === "reject") {
      await caller.adsAdmin.reject({ id, reason: String(form.get("reason") ?? "") });
      return redirectWithToast("/console/ads", { kind: "success", text: "已驳回，订单已全额退款，购买人将看到驳回原因" });
    }
    if (intent === "stop") {
      await caller.adsAdmin.stop({ id });
      return redirectWithToast("/console/ads", { kind: "success", text: "已停止投放" });
    }
    return actionRefused(intent, "未知的操作");
  } catch (error) {
    return actionFail(intent, error);
  }
}

export default function ConsoleAds({ loaderData, actionData }: Route.ComponentProps) {
  const { pending, live } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-lg font-semibold text-slate-900">广告审核</h1>
        <p className="text-sm text-slate-500">待审核 {pending.length} 条，按支付时间从早到晚排列</p>
      </div>
      <ActionNotice result={actionData as ActionResult | undefined} />
      {pending.length === 0 ? <EmptyState title="暂无待审核的广告" /> : pending.map((item) => <PendingAd key={item.id} item={item} busy={busy} />)}
      <section aria-labelledby="live-ads-title" className="rounded-lg bg-white shadow-sm">
        <h2 id="live-ads-title" className="border-b border-slate-100 px-4 py-3 font-medium text-slate-900">
          投放中（{live.length}）
        </h2>
        {live.length === 0 ? (
          <p className="px-4 py-3 text-sm text-slate-500">暂无投放中的广告</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {live.map((item) => (
              <LiveAd key={item.id} item={item} busy={busy} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function PendingAd({ item, busy }: { item: Pending; busy: boolean }) {
  const rows: [string, string][] = [
    ["广告位", `${item.slot} · ${item.days} 天`],
    ["跳转链接", item.link],
    ["购买人", `${item.buyer}（${item.buyerPhone}）`],
    ["订单", `${item.orderNo} · ${formatYuan(item.amountFen)}`],
    ["支付时间", item.paidAt ? formatDateTime(item.paidAt) : "—"],
  ];
  return (
    <article aria-label={`广告：${item.title}`} data-testid="pending-ad" className="rounded-lg bg-white p-4 shadow-sm sm:p-5">
      <h2 className="text-base font-medium text-slate-900">{item.title}</h2>
      <dl className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex gap-3">
            <dt className="w-16 shrink-0 text-slate-500">{label}</dt>
            <dd className="min-w-0 break-all text-slate-900">
              {label === "跳转链接" ? (
                <a href={value} target="_blank" rel="noreferrer" className="text-brand-600 hover:underline">
                  {value}
                </a>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-start">
        <ApproveButton id={item.id} busy={busy} label="通过并投放" />
        <RejectForm id={item.id} busy={busy} placeholder="驳回原因（购买人可见），如：跳转页面与广告标题不符" />
      </div>
    </article>
  );
}

function LiveAd({ item, busy }: { item: Live; busy: boolean }) {
  return (
    <li data-testid="live-ad" className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
      <span className="font-medium text-slate-900">{item.title}</span>
      <span className="text-slate-500">{item.slot}</span>
      <span className="text-slate-500">
        {item.buyer}（{item.buyerPhone}）
      </span>
      <span className="text-slate-500 tabular-nums">
        {item.startsAt ? formatDateTime(item.startsAt).slice(0, 16) : "—"} 至 {item.endsAt ? formatDateTime(item.endsAt).slice(0, 16) : "—"}
      </span>
      <Form method="post" className="ml-auto">
        <input type="hidden" name="intent" value="stop" />
        <input type="hidden" name="id" value={item.id} />
        <button
          type="submit"
          disabled={busy}
          className="rounded-md border border-danger-500 px-4 py-1 text-sm text-danger-500 hover:bg-red-50 disabled:opacity-60"
        >
          停止投放
        </button>
      </Form>
    </li>
  );
}

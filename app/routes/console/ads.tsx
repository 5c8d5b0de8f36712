import { formatDateTime } from "#core/dates";
import { formatYuan } from "#core/money";
import { Decision, QueueCard, QueueList, QueuePage, useDeciding } from "~/components/console/queue";
import { approveOrReject, queueAction } from "~/components/console/queue.server";
import type { DetailRow } from "~/components/ui/detail-rows";
import { IntentButton } from "~/components/ui/intent-button";
import { api } from "~/lib/api.server";
import type { Outputs } from "~/lib/api-types";
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
  const caller = api(context);
  return queueAction(
    request,
    {
      ...approveOrReject({
        approve: (id) => caller.adsAdmin.approve({ id }),
        approved: "已通过，广告已开始投放",
        reject: (id, reason) => caller.adsAdmin.reject({ id, reason }),
        rejected: "已驳回，订单已全额退款，购买人将看到驳回原因",
      }),
      stop: async (form) => {
        await caller.adsAdmin.stop({ id: form.get("id") });
        return "已停止投放";
      },
    },
    "/console/ads",
  );
}

export default function ConsoleAds({ loaderData, actionData }: Route.ComponentProps) {
  const { pending, live } = loaderData;
  const busy = useDeciding();
  return (
    <QueuePage title="广告审核" note={`待审核 ${pending.length} 条，按支付时间从早到晚排列`} result={actionData}>
      <QueueList items={pending} empty="暂无待审核的广告">
        {(item) => <PendingAd key={item.id} item={item} busy={busy} />}
      </QueueList>
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
    </QueuePage>
  );
}

function PendingAd({ item, busy }: { item: Pending; busy: boolean }) {
  const rows: DetailRow[] = [
    ["广告位", `${item.slot} · ${item.days} 天`],
    [
      "跳转链接",
      <a key="link" href={item.link} target="_blank" rel="noreferrer" className="text-brand-600 hover:underline">
        {item.link}
      </a>,
    ],
    [
      "广告图片",
      item.imageKey ? (
        <img key="image" src={`/files/${item.imageKey}`} alt={`${item.title}的广告图片`} className="max-h-24 rounded border border-slate-200" />
      ) : (
        "未上传"
      ),
    ],
    ["购买人", `${item.buyer}（${item.buyerPhone}）`],
    ["订单", `${item.orderNo} · ${formatYuan(item.amountFen)}`],
    ["支付时间", item.paidAt ? formatDateTime(item.paidAt) : "—"],
  ];
  return (
    <QueueCard label={`广告：${item.title}`} testId="pending-ad" title={item.title} rows={rows}>
      <Decision id={item.id} busy={busy} approveLabel="通过并投放" placeholder="驳回原因（购买人可见），如：跳转页面与广告标题不符" className="mt-4 pt-4" />
    </QueueCard>
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
      <span className="text-slate-500 tabular-nums" data-testid="live-ad-stats">
        展示 {item.impressions} 次 · 点击 {item.clicks} 次 · 点击率 {item.impressions > 0 ? `${((item.clicks / item.impressions) * 100).toFixed(1)}%` : "—"}
      </span>
      <IntentButton
        intent="stop"
        id={item.id}
        busy={busy}
        formClassName="ml-auto"
        className="rounded-md border border-danger-500 px-4 py-1 text-sm text-danger-500 hover:bg-red-50 disabled:opacity-60"
      >
        停止投放
      </IntentButton>
    </li>
  );
}

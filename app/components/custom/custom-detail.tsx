import { ArrowLeft, Star } from "lucide-react";
import { lazy, Suspense, useEffect, useRef } from "react";
import { Link, useRevalidator } from "react-router";
import { CUSTOM_BASIS, CUSTOM_STATUS } from "#core/custom";
import { formatDateTime } from "#core/dates";
import { formatYuan } from "#core/money";
import { ORDER_STATUS } from "#core/orders";
import type { ChatLabels, ChatRecord } from "~/components/chat/chat-panel";
import { type CustomDetail, CustomStatusBadge, RequirementView, TimelineView, VersionsView } from "~/components/custom-service/service-parts";
import { trpc } from "~/lib/trpc";
import { UserCustomActions } from "./custom-user-actions";

const ChatPanel = lazy(() => import("~/components/chat/chat-panel"));

const LABELS: ChatLabels = { region: "定制沟通", ended: "服务已结束", endedNote: "本订单服务已结束，聊天记录将一直保留" };
const minute = (at: number) => formatDateTime(at).slice(0, 16);

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="shrink-0 text-slate-500">{label}</dt>
      <dd className="min-w-0 text-slate-800">{children}</dd>
    </div>
  );
}

/** One custom order for its user: the facts, the actions allowed now, the conversation, deliveries, requirement and timeline. */
export function CustomDetailView({ c, records, me }: { c: CustomDetail; records: ChatRecord[] | null; me: number }) {
  const revalidator = useRevalidator();
  const basis = CUSTOM_BASIS[c.kind];
  const noun = c.kind === "CONTRACT_REVIEW" ? "复核" : "修改";
  // Opening the order reads its conversation (the sign-in chat message); reloading the data brings the
  // header badge along even when the user socket is not connected yet.
  const refresh = useRef(revalidator.revalidate);
  refresh.current = revalidator.revalidate;
  useEffect(() => {
    if (c.unread <= 0) return;
    trpc.custom.markRead.mutate({ id: c.id }, { context: { silent: true } }).then(
      () => void refresh.current(),
      () => undefined,
    );
  }, [c.id, c.unread]);
  return (
    <div className="space-y-4">
      <Link to="/custom" className="inline-flex items-center gap-1 text-sm text-slate-500 hover:text-brand-600">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        返回列表
      </Link>
      <section aria-labelledby="custom-title" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <h1 id="custom-title" className="text-lg font-semibold text-slate-900">
            {c.kindText} · {c.requirement.subject}
          </h1>
          <CustomStatusBadge text={c.statusText} />
        </div>
        <p className="mt-1 text-xs text-slate-500">
          订单号 <span className="font-mono">{c.orderNo}</span> · {formatYuan(c.amountFen)} · {c.categoryName} · 提交于 {minute(c.createdAt)}
        </p>
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <Fact label="服务律师">
            {c.lawyer && c.lawyerId !== null ? (
              <Link to={`/authorInformation/${c.lawyer.id}`} className="text-brand-600 hover:underline">
                {c.lawyer.name}律师 · {c.lawyer.firm}
              </Link>
            ) : c.lawyer ? (
              `已指定 ${c.lawyer.name}律师，等待接单`
            ) : (
              "正在为您匹配律师"
            )}
          </Fact>
          {c.status === CUSTOM_STATUS.SUBMITTED && c.acceptDeadline && c.orderStatus === ORDER_STATUS.PAID ? (
            <Fact label="接单截止">{minute(c.acceptDeadline)}（逾期自动全额退款）</Fact>
          ) : null}
          {c.acceptedAt ? <Fact label="接单时间">{minute(c.acceptedAt)}</Fact> : null}
          {c.deliveryDueAt && c.status === CUSTOM_STATUS.IN_PROGRESS && c.deliveries === 0 ? (
            <Fact label="交付期限">
              <span className={c.actions.lateRefund ? "text-danger-500" : undefined}>
                {minute(c.deliveryDueAt)}
                {c.actions.lateRefund ? "（已逾期）" : ""}
              </span>
            </Fact>
          ) : null}
          {c.orderStatus === ORDER_STATUS.PAID && c.status !== CUSTOM_STATUS.COMPLETED ? (
            <Fact label={`可${noun}次数`}>{`剩余 ${c.revisionsAllowed - c.revisionsUsed} 次（共 ${c.revisionsAllowed} 次）`}</Fact>
          ) : null}
          {c.completedAt ? <Fact label="完成时间">{minute(c.completedAt)}</Fact> : null}
          {c.refundFen !== null && c.orderStatus === ORDER_STATUS.REFUNDED ? <Fact label="退款金额">{formatYuan(c.refundFen)}</Fact> : null}
          {c.refundReason && c.orderStatus !== ORDER_STATUS.PAID ? <Fact label="退款原因">{c.refundReason}</Fact> : null}
        </dl>
        <p className="mt-3 text-xs text-slate-500">
          {basis.deliverable}；律师接单后 {c.deliveryWorkingDays} 个工作日（周一至周五）内交付，含 {c.revisionsAllowed} 次{noun}。
        </p>
        {c.orderStatus === ORDER_STATUS.UNPAID ? (
          <p className="mt-3 text-sm text-amber-700">
            订单尚未支付，请到
            <Link to={`/myOrder?type=${c.kind}`} className="mx-1 text-brand-600 hover:underline">
              我的订单
            </Link>
            完成支付。
          </p>
        ) : null}
        <div className="mt-4">
          <UserCustomActions c={c} />
        </div>
        {c.review ? (
          <div className="mt-4 rounded-md bg-amber-50/60 p-3 text-sm">
            <p className="flex items-center gap-0.5" role="img" aria-label={`评分 ${c.review.rating} 星`}>
              {[1, 2, 3, 4, 5].map((n) => (
                <Star key={n} className={`h-4 w-4 ${n <= (c.review?.rating ?? 0) ? "fill-amber-400 text-amber-400" : "text-slate-300"}`} aria-hidden />
              ))}
            </p>
            <p className="mt-1 text-slate-700">{c.review.content || "未填写评价内容"}</p>
          </div>
        ) : null}
      </section>

      {c.chatId && records ? (
        <Suspense fallback={<p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-sm text-slate-500">对话加载中…</p>}>
          <ChatPanel
            chatId={c.chatId}
            me={me}
            role={c.viewer}
            counterpart={c.lawyerName ? `${c.lawyerName}律师` : "律师"}
            initial={records}
            closed={!c.actions.chat}
            onClosed={() => void revalidator.revalidate()}
            labels={LABELS}
          />
        </Suspense>
      ) : null}

      <VersionsView c={c} />
      <RequirementView c={c} />
      <TimelineView c={c} />
    </div>
  );
}

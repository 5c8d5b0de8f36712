import { useEffect, useRef } from "react";
import { Link, useRevalidator } from "react-router";
import { CUSTOM_BASIS, CUSTOM_STATUS } from "#core/custom";
import { formatYuan } from "#core/money";
import { ORDER_STATUS } from "#core/orders";
import type { ChatLabels, ChatRecord } from "~/components/chat/chat-panel";
import { type CustomDetail, RequirementView, TimelineView, VersionsView } from "~/components/custom-service/service-parts";
import { Fact, OrderChat, OrderDetailCard, ReviewNote } from "~/components/service-order/order-detail";
import { ServiceStatusBadge } from "~/components/service-order/status-badge";
import { trpc } from "~/lib/trpc";
import { minute } from "./card-frame";
import { UserCustomActions } from "./custom-user-actions";

const LABELS: ChatLabels = { region: "定制沟通", ended: "服务已结束", endedNote: "本订单服务已结束，聊天记录将一直保留" };

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
      <OrderDetailCard
        back="/custom"
        titleId="custom-title"
        title={`${c.kindText} · ${c.requirement.subject}`}
        status={<ServiceStatusBadge text={c.statusText} testId="custom-status" />}
        order={{ orderNo: c.orderNo, amountFen: c.amountFen, place: c.categoryName, submitted: minute(c.createdAt) }}
      >
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
        {c.review ? <ReviewNote review={c.review} noContent="未填写评价内容" /> : null}
      </OrderDetailCard>

      {c.chatId && records ? (
        <OrderChat
          chatId={c.chatId}
          me={me}
          role={c.viewer}
          counterpart={c.lawyerName ? `${c.lawyerName}律师` : "律师"}
          initial={records}
          closed={!c.actions.chat}
          labels={LABELS}
        />
      ) : null}

      <VersionsView c={c} />
      <RequirementView c={c} />
      <TimelineView c={c} />
    </div>
  );
}

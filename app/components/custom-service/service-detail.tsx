import { CUSTOM_BASIS, CUSTOM_STATUS } from "#core/custom";
import { formatYuan } from "#core/money";
import { ORDER_STATUS } from "#core/orders";
import type { ChatLabels } from "~/components/chat/chat-panel";
import { minute } from "~/components/custom/card-frame";
import { Fact, OrderChat, OrderDetailCard } from "~/components/service-order/order-detail";
import { ServiceStatusBadge } from "~/components/service-order/status-badge";
import type { Outputs } from "~/lib/api-types";
import { AcceptButton, AnswerRefund, type Candidate, DecideRefundForm, DeliverForm, ReassignForm } from "./service-actions";
import { type CustomDetail, RequirementView, TimelineView, VersionsView } from "./service-parts";

type ChatRecord = Outputs["custom"]["chatRecord"]["records"][number];

const CHAT_LABELS: ChatLabels = { region: "订单沟通", ended: "服务已结束", endedNote: "本订单服务已结束，聊天记录将一直保留" };

export type ServiceDetailProps = { c: CustomDetail; records: ChatRecord[] | null; me: number; back: string; candidates?: Candidate[] };

/** The console may move a serving order to another lawyer while it is paid and not being refunded. */
export function canReassign(c: CustomDetail): boolean {
  return c.orderStatus === ORDER_STATUS.PAID && (c.status === CUSTOM_STATUS.IN_PROGRESS || c.status === CUSTOM_STATUS.DELIVERED);
}

/** One custom order for its lawyer (work on it) or the console (read it, rule on it). */
export function ServiceDetailView({ c, records, me, back, candidates = [] }: ServiceDetailProps) {
  const admin = c.viewer === "admin";
  const basis = CUSTOM_BASIS[c.kind];
  return (
    <div className="space-y-4">
      <OrderDetailCard
        back={back}
        titleId="custom-title"
        title={`${c.kindText} · ${c.categoryName}`}
        status={<ServiceStatusBadge text={c.statusText} testId="custom-status" />}
        order={{ orderNo: c.orderNo, amountFen: c.amountFen, submitted: minute(c.createdAt) }}
      >
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {c.userName ? <Fact label="委托人">{c.userName}</Fact> : null}
          {admin ? (
            <Fact label="承办律师">
              {c.lawyer ? `${c.lawyer.name}律师 · ${c.lawyer.firm}` : "尚未接单"}
              {c.lawyerId === null && c.requestedName ? `（用户指定 ${c.requestedName}律师）` : ""}
            </Fact>
          ) : null}
          {c.acceptedAt ? <Fact label="接单时间">{minute(c.acceptedAt)}</Fact> : null}
          {c.deliveryDueAt && c.status === CUSTOM_STATUS.IN_PROGRESS && c.deliveries === 0 ? <Fact label="交付期限">{minute(c.deliveryDueAt)}</Fact> : null}
          {c.status === CUSTOM_STATUS.SUBMITTED && c.acceptDeadline ? <Fact label="接单截止">{minute(c.acceptDeadline)}</Fact> : null}
          {c.completedAt ? <Fact label="完成时间">{minute(c.completedAt)}</Fact> : null}
          {c.refundFen !== null && c.orderStatus === ORDER_STATUS.REFUNDED ? <Fact label="退款金额">{formatYuan(c.refundFen)}</Fact> : null}
        </dl>
        <p className="mt-3 text-xs text-slate-500">
          {basis.deliverable}；接单后 {c.deliveryWorkingDays} 个工作日内交付，含 {c.revisionsAllowed} 次修改。
        </p>
        {c.actions.accept ? (
          <div className="mt-4 flex flex-wrap items-start gap-2">
            <AcceptButton id={c.id} />
          </div>
        ) : null}
      </OrderDetailCard>

      {c.actions.answerRefund ? <AnswerRefund c={c} /> : null}
      {admin && c.actions.decideRefund ? <DecideRefundForm c={c} /> : null}

      <RequirementView c={c} />

      {c.chatId && records ? (
        <OrderChat
          chatId={c.chatId}
          me={me}
          role={admin ? "admin" : "lawyer"}
          counterpart={admin ? "双方" : "委托人"}
          initial={records}
          closed={!c.actions.chat}
          labels={CHAT_LABELS}
        />
      ) : null}

      {c.actions.deliver && c.status === CUSTOM_STATUS.DELIVERED ? (
        // Waiting for the user's answer: a further version is possible but not the next step.
        <details className="rounded-lg border border-slate-200 bg-white">
          <summary className="cursor-pointer px-4 py-3 text-sm text-brand-700">等待用户确认中，如需补充可交付新版本</summary>
          <DeliverForm c={c} />
        </details>
      ) : c.actions.deliver ? (
        <DeliverForm c={c} />
      ) : null}
      <VersionsView c={c} />
      {admin && canReassign(c) ? <ReassignForm c={c} candidates={candidates} /> : null}
      <TimelineView c={c} />
    </div>
  );
}

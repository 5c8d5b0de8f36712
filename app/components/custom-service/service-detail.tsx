import { ArrowLeft } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link, useRevalidator } from "react-router";
import { CUSTOM_BASIS, CUSTOM_STATUS } from "#core/custom";
import { formatDateTime } from "#core/dates";
import { formatYuan } from "#core/money";
import { ORDER_STATUS } from "#core/orders";
import type { ChatLabels } from "~/components/chat/chat-panel";
import type { Outputs } from "~/lib/api-types";
import { AcceptButton, AnswerRefund, type Candidate, DecideRefundForm, DeliverForm, ReassignForm } from "./service-actions";
import { type CustomDetail, CustomStatusBadge, RequirementView, TimelineView, VersionsView } from "./service-parts";

type ChatRecord = Outputs["custom"]["chatRecord"]["records"][number];

const ChatPanel = lazy(() => import("~/components/chat/chat-panel"));
const CHAT_LABELS: ChatLabels = { region: "订单沟通", ended: "服务已结束", endedNote: "本订单服务已结束，聊天记录将一直保留" };

export type ServiceDetailProps = { c: CustomDetail; records: ChatRecord[] | null; me: number; back: string; candidates?: Candidate[] };

/** The console may move a serving order to another lawyer while it is paid and not being refunded. */
export function canReassign(c: CustomDetail): boolean {
  return c.orderStatus === ORDER_STATUS.PAID && (c.status === CUSTOM_STATUS.IN_PROGRESS || c.status === CUSTOM_STATUS.DELIVERED);
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="shrink-0 text-slate-500">{label}</dt>
      <dd className="min-w-0 text-slate-800">{children}</dd>
    </div>
  );
}

/** One custom order for its lawyer (work on it) or the console (read it, rule on it). */
export function ServiceDetailView({ c, records, me, back, candidates = [] }: ServiceDetailProps) {
  const revalidator = useRevalidator();
  const admin = c.viewer === "admin";
  const basis = CUSTOM_BASIS[c.kind];
  return (
    <div className="space-y-4">
      <Link to={back} className="inline-flex items-center gap-1 text-sm text-slate-500 hover:text-brand-600">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        返回列表
      </Link>
      <section aria-labelledby="custom-title" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <h1 id="custom-title" className="text-lg font-semibold text-slate-900">
            {c.kindText} · {c.categoryName}
          </h1>
          <CustomStatusBadge text={c.statusText} />
        </div>
        <p className="mt-1 text-xs text-slate-500">
          订单号 <span className="font-mono">{c.orderNo}</span> · {formatYuan(c.amountFen)} · 提交于 {formatDateTime(c.createdAt).slice(0, 16)}
        </p>
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {c.userName ? <Fact label="委托人">{c.userName}</Fact> : null}
          {admin ? (
            <Fact label="承办律师">
              {c.lawyer ? `${c.lawyer.name}律师 · ${c.lawyer.firm}` : "尚未接单"}
              {c.lawyerId === null && c.requestedName ? `（用户指定 ${c.requestedName}律师）` : ""}
            </Fact>
          ) : null}
          {c.acceptedAt ? <Fact label="接单时间">{formatDateTime(c.acceptedAt).slice(0, 16)}</Fact> : null}
          {c.deliveryDueAt && c.status === CUSTOM_STATUS.IN_PROGRESS && c.deliveries === 0 ? (
            <Fact label="交付期限">{formatDateTime(c.deliveryDueAt).slice(0, 16)}</Fact>
          ) : null}
          {c.status === CUSTOM_STATUS.SUBMITTED && c.acceptDeadline ? <Fact label="接单截止">{formatDateTime(c.acceptDeadline).slice(0, 16)}</Fact> : null}
          {c.completedAt ? <Fact label="完成时间">{formatDateTime(c.completedAt).slice(0, 16)}</Fact> : null}
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
      </section>

      {c.actions.answerRefund ? <AnswerRefund c={c} /> : null}
      {admin && c.actions.decideRefund ? <DecideRefundForm c={c} /> : null}

      <RequirementView c={c} />

      {c.chatId && records ? (
        <Suspense fallback={<p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-sm text-slate-500">对话加载中…</p>}>
          <ChatPanel
            chatId={c.chatId}
            me={me}
            role={admin ? "admin" : "lawyer"}
            counterpart={admin ? "双方" : "委托人"}
            initial={records}
            closed={!c.actions.chat}
            onClosed={() => void revalidator.revalidate()}
            labels={CHAT_LABELS}
          />
        </Suspense>
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

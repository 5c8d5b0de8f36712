import { Phone } from "lucide-react";
import { Link } from "react-router";
import { ADVICE_KIND_TEXT, ADVICE_SERVICE_NOTE } from "#core/advice";
import { formatDateTime } from "#core/dates";
import { Fact, OrderChat, OrderDetailCard, OrderSection, ReviewNote } from "~/components/service-order/order-detail";
import { ServiceStatusBadge } from "~/components/service-order/status-badge";
import type { Outputs } from "~/lib/api-types";
import { AdviceActions } from "./advice-actions";

type AdviceDetail = Outputs["advice"]["detail"];
type ChatRecord = Outputs["advice"]["chatRecord"]["records"][number];

const EVENT_TEXT: Record<string, string> = {
  accept: "律师接单",
  complete: "服务完成",
  refund: "退款",
  refund_request: "申请退款",
  refund_agree: "律师同意退款",
  refund_refuse: "律师拒绝退款",
};

export type DetailProps = { advice: AdviceDetail; records: ChatRecord[] | null; me: number; back: string };

/** One advice order: the question, the parties, the timeline, the actions and, online, the conversation. */
export function AdviceDetailView({ advice: a, records, me, back }: DetailProps) {
  const viewer = a.viewer === "lawyer" ? "lawyer" : "user";
  const counterpart = viewer === "user" ? (a.lawyerName ? `${a.lawyerName}律师` : "律师") : "当事人";
  return (
    <div className="space-y-4">
      <OrderDetailCard
        back={back}
        titleId="advice-title"
        title={`${ADVICE_KIND_TEXT[a.kind]} · ${a.fieldName}`}
        status={<ServiceStatusBadge text={a.statusText} testId="advice-status" />}
        order={{ orderNo: a.orderNo, amountFen: a.amountFen, submitted: formatDateTime(a.createdAt) }}
      >
        <p className="mt-3 whitespace-pre-wrap rounded-md bg-slate-50 p-3 text-[15px] leading-7 text-slate-800">{a.question}</p>
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {viewer === "user" ? (
            <Fact label="服务律师">
              {a.lawyer ? (
                <Link to={`/authorInformation/${a.lawyer.id}`} className="text-brand-600 hover:underline">
                  {a.lawyer.name}律师 · {a.lawyer.firm}
                </Link>
              ) : (
                "正在为您匹配律师"
              )}
            </Fact>
          ) : null}
          {a.phone ? (
            <Fact label={viewer === "user" ? "接听电话" : "当事人电话"}>
              {viewer === "lawyer" && !a.phone.includes("*") ? (
                <a href={`tel:${a.phone}`} className="inline-flex items-center gap-1 font-medium text-brand-700">
                  <Phone className="h-4 w-4" aria-hidden />
                  {a.phone}
                </a>
              ) : (
                a.phone
              )}
            </Fact>
          ) : null}
          {a.acceptedAt ? <Fact label="接单时间">{formatDateTime(a.acceptedAt)}</Fact> : null}
          {a.endsAt && a.statusText === "服务中" ? <Fact label={a.kind === "PHONE" ? "回电期限" : "服务截止"}>{formatDateTime(a.endsAt)}</Fact> : null}
        </dl>
        <p className="mt-3 text-xs text-slate-500">{ADVICE_SERVICE_NOTE[a.kind]}；2 小时内无律师接单自动全额退款。</p>
        <div className="mt-4">
          <AdviceActions advice={a} viewer={viewer} me={me} />
        </div>
        {a.review ? <ReviewNote review={a.review} noContent="用户未填写评价内容" /> : null}
      </OrderDetailCard>

      {a.kind === "ONLINE" && a.chatId && records && (a.viewer !== "lawyer" || a.lawyerId === me) ? (
        <OrderChat
          chatId={a.chatId}
          me={me}
          role={a.viewer}
          counterpart={counterpart}
          initial={records}
          closed={!["待接单", "服务中", "退款中"].includes(a.statusText)}
        />
      ) : null}

      {a.events.length ? (
        <OrderSection id="timeline-title" title="服务记录" className="border-slate-200 bg-white p-4">
          <ol className="mt-2 space-y-1.5 text-sm">
            {a.paidAt ? (
              <li className="flex gap-3">
                <span className="shrink-0 text-slate-500">{formatDateTime(a.paidAt)}</span>
                <span className="text-slate-700">支付成功，等待律师接单</span>
              </li>
            ) : null}
            {a.events.map((e) => (
              <li key={`${e.kind}-${e.createdAt}`} className="flex gap-3">
                <span className="shrink-0 text-slate-500">{formatDateTime(e.createdAt)}</span>
                <span className="text-slate-700">
                  {EVENT_TEXT[e.kind] ?? e.kind}
                  {e.note ? `：${e.note}` : ""}
                </span>
              </li>
            ))}
          </ol>
        </OrderSection>
      ) : null}
    </div>
  );
}

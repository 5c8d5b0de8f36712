import { ArrowLeft, Phone, Star } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link, useRevalidator } from "react-router";
import { ADVICE_KIND_TEXT, ADVICE_SERVICE_NOTE } from "#core/advice";
import { formatDateTime } from "#core/dates";
import { formatYuan } from "#core/money";
import type { Outputs } from "~/lib/api-types";
import { AdviceActions } from "./advice-actions";
import { AdviceStatusBadge } from "./advice-status";

type AdviceDetail = Outputs["advice"]["detail"];
type ChatRecord = Outputs["advice"]["chatRecord"]["records"][number];

const ChatPanel = lazy(() => import("~/components/chat/chat-panel"));

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
  const review = a.review;
  const revalidator = useRevalidator();
  const viewer = a.viewer === "lawyer" ? "lawyer" : "user";
  const counterpart = viewer === "user" ? (a.lawyerName ? `${a.lawyerName}律师` : "律师") : "当事人";
  return (
    <div className="space-y-4">
      <Link to={back} className="inline-flex items-center gap-1 text-sm text-slate-500 hover:text-brand-600">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        返回列表
      </Link>
      <section aria-labelledby="advice-title" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <h1 id="advice-title" className="text-lg font-semibold text-slate-900">
            {ADVICE_KIND_TEXT[a.kind]} · {a.fieldName}
          </h1>
          <AdviceStatusBadge text={a.statusText} />
        </div>
        <p className="mt-1 text-xs text-slate-500">
          订单号 <span className="font-mono">{a.orderNo}</span> · {formatYuan(a.amountFen)} · 提交于 {formatDateTime(a.createdAt)}
        </p>
        <p className="mt-3 whitespace-pre-wrap rounded-md bg-slate-50 p-3 text-[15px] leading-7 text-slate-800">{a.question}</p>
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {viewer === "user" ? (
            <div className="flex gap-2">
              <dt className="shrink-0 text-slate-500">服务律师</dt>
              <dd>
                {a.lawyer ? (
                  <Link to={`/authorInformation/${a.lawyer.id}`} className="text-brand-600 hover:underline">
                    {a.lawyer.name}律师 · {a.lawyer.firm}
                  </Link>
                ) : (
                  "正在为您匹配律师"
                )}
              </dd>
            </div>
          ) : null}
          {a.phone ? (
            <div className="flex gap-2">
              <dt className="shrink-0 text-slate-500">{viewer === "user" ? "接听电话" : "当事人电话"}</dt>
              <dd>
                {viewer === "lawyer" && !a.phone.includes("*") ? (
                  <a href={`tel:${a.phone}`} className="inline-flex items-center gap-1 font-medium text-brand-700">
                    <Phone className="h-4 w-4" aria-hidden />
                    {a.phone}
                  </a>
                ) : (
                  a.phone
                )}
              </dd>
            </div>
          ) : null}
          {a.acceptedAt ? (
            <div className="flex gap-2">
              <dt className="shrink-0 text-slate-500">接单时间</dt>
              <dd>{formatDateTime(a.acceptedAt)}</dd>
            </div>
          ) : null}
          {a.endsAt && a.statusText === "服务中" ? (
            <div className="flex gap-2">
              <dt className="shrink-0 text-slate-500">{a.kind === "PHONE" ? "回电期限" : "服务截止"}</dt>
              <dd>{formatDateTime(a.endsAt)}</dd>
            </div>
          ) : null}
        </dl>
        <p className="mt-3 text-xs text-slate-500">{ADVICE_SERVICE_NOTE[a.kind]}；2 小时内无律师接单自动全额退款。</p>
        <div className="mt-4">
          <AdviceActions advice={a} viewer={viewer} me={me} />
        </div>
        {review ? (
          <div className="mt-4 rounded-md bg-amber-50/60 p-3 text-sm">
            <p className="flex items-center gap-0.5" role="img" aria-label={`评分 ${review.rating} 星`}>
              {[1, 2, 3, 4, 5].map((n) => (
                <Star key={n} className={`h-4 w-4 ${n <= review.rating ? "fill-amber-400 text-amber-400" : "text-slate-300"}`} aria-hidden />
              ))}
            </p>
            <p className="mt-1 text-slate-700">{review.content || "用户未填写评价内容"}</p>
          </div>
        ) : null}
      </section>

      {a.kind === "ONLINE" && a.chatId && records && (a.viewer !== "lawyer" || a.lawyerId === me) ? (
        <Suspense fallback={<p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-sm text-slate-500">对话加载中…</p>}>
          <ChatPanel
            chatId={a.chatId}
            me={me}
            role={a.viewer}
            counterpart={counterpart}
            initial={records}
            closed={!["待接单", "服务中", "退款中"].includes(a.statusText)}
            onClosed={() => void revalidator.revalidate()}
          />
        </Suspense>
      ) : null}

      {a.events.length ? (
        <section aria-labelledby="timeline-title" className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="timeline-title" className="text-sm font-medium text-slate-900">
            服务记录
          </h2>
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
        </section>
      ) : null}
    </div>
  );
}

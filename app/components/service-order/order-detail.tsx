import { ArrowLeft, Star } from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import { Link, useRevalidator } from "react-router";
import { formatYuan } from "#core/money";
import type { ChatPanelProps } from "~/components/chat/chat-panel";
import { TitledSection } from "~/components/ui/titled-section";

// The pieces every service order's page shows (advice, customisation and review; user, lawyer and
// console): the order's head, its facts, the user's review and the conversation.

const ChatPanel = lazy(() => import("~/components/chat/chat-panel"));

/**
 * The way back to the list, then the order's card: title and status, the order line (number, amount,
 * where it belongs, when it was submitted) and what the page adds below.
 */
export function OrderDetailCard({
  back,
  titleId,
  title,
  status,
  order,
  children,
}: {
  back: string;
  titleId: string;
  title: ReactNode;
  status: ReactNode;
  order: { orderNo: string; amountFen: number; place?: string; submitted: string };
  children: ReactNode;
}) {
  return (
    <>
      <Link to={back} className="inline-flex items-center gap-1 text-sm text-slate-500 hover:text-brand-600">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        返回列表
      </Link>
      <section aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <h1 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h1>
          {status}
        </div>
        <p className="mt-1 text-xs text-slate-500">
          订单号 <span className="font-mono">{order.orderNo}</span> · {formatYuan(order.amountFen)} · {order.place ? `${order.place} · ` : ""}提交于{" "}
          {order.submitted}
        </p>
        {children}
      </section>
    </>
  );
}

/** A titled part of an order's page (需求, 交付, 退款, 服务记录 …); `className` sets its box. */
export function OrderSection({
  id,
  title,
  className = "border-slate-200 bg-white p-4 sm:p-5",
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <TitledSection id={id} title={title} className={`rounded-lg border ${className}`} titleClassName="text-sm font-medium text-slate-900">
      {children}
    </TitledSection>
  );
}

/** One labelled fact of the order, in the card's two-column list. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="shrink-0 text-slate-500">{label}</dt>
      <dd className="min-w-0 text-slate-800">{children}</dd>
    </div>
  );
}

/** The user's review of the service: stars and words. */
export function ReviewNote({ review, noContent }: { review: { rating: number; content: string }; noContent: string }) {
  return (
    <div className="mt-4 rounded-md bg-amber-50/60 p-3 text-sm">
      <p className="flex items-center gap-0.5" role="img" aria-label={`评分 ${review.rating} 星`}>
        {[1, 2, 3, 4, 5].map((n) => (
          <Star key={n} className={`h-4 w-4 ${n <= review.rating ? "fill-amber-400 text-amber-400" : "text-slate-300"}`} aria-hidden />
        ))}
      </p>
      <p className="mt-1 text-slate-700">{review.content || noContent}</p>
    </div>
  );
}

/** The order's conversation, loaded lazily; when the room closes the page reloads its data. */
export function OrderChat(props: Omit<ChatPanelProps, "onClosed">) {
  const revalidator = useRevalidator();
  return (
    <Suspense fallback={<p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-sm text-slate-500">对话加载中…</p>}>
      <ChatPanel {...props} onClosed={() => void revalidator.revalidate()} />
    </Suspense>
  );
}

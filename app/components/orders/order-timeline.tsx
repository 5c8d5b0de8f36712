import { Check, Circle, X } from "lucide-react";
import { formatDateTime } from "#core/dates";
import { ORDER_STATUS, type OrderStatus, type OrderType, PAY_CHANNEL_TEXT } from "#core/orders";

type Step = { label: string; state: "done" | "current" | "todo" | "failed"; detail?: string };
type TimelineOrder = {
  type: OrderType;
  status: OrderStatus;
  createdAt: number;
  paidAt: number | null;
  closedAt: number | null;
  refundRequestedAt: number | null;
  refundedAt: number | null;
  expiresAt: number;
  payChannel: "WECHAT" | "ALIPAY" | null;
};

const at = (time: number | null) => (time ? { detail: formatDateTime(time) } : {});

/** 下单 → 支付 → 完成, or → 申请退款 → 退款完成; closed and abnormal orders end where they stopped. */
export function orderSteps(o: TimelineOrder, now: number): Step[] {
  const placed: Step = { label: "提交订单", state: "done", detail: formatDateTime(o.createdAt) };
  const paid: Step = {
    label: "支付成功",
    state: "done",
    detail: [o.paidAt ? formatDateTime(o.paidAt) : null, o.payChannel ? PAY_CHANNEL_TEXT[o.payChannel] : null].filter(Boolean).join(" · "),
  };
  switch (o.status) {
    case ORDER_STATUS.UNPAID:
      return o.expiresAt > now
        ? [placed, { label: "等待支付", state: "current", detail: `请于 ${formatDateTime(o.expiresAt)} 前完成支付` }, { label: "交易完成", state: "todo" }]
        : [placed, { label: "支付超时", state: "failed", detail: "订单未在规定时间内支付，将自动关闭" }];
    case ORDER_STATUS.CLOSED:
      return [placed, { label: "订单已关闭", state: "failed", ...at(o.closedAt) }];
    case ORDER_STATUS.PAID:
      return o.type === "MEMBER"
        ? [placed, paid, { label: "会员已开通", state: "done", detail: "会员天数已计入有效期" }]
        : [placed, paid, { label: "交易完成", state: "todo", detail: o.type === "TEMPLATE" ? "下载范本后订单自动完成" : "服务完成后订单自动完成" }];
    case ORDER_STATUS.COMPLETED:
      return [placed, paid, { label: "交易完成", state: "done" }];
    case ORDER_STATUS.REFUNDING:
      return [
        placed,
        paid,
        { label: "申请退款", state: "done", ...at(o.refundRequestedAt) },
        { label: "退款审核中", state: "current", detail: "审核通过后款项将原路退回" },
      ];
    case ORDER_STATUS.REFUNDED:
      return [
        placed,
        paid,
        { label: "申请退款", state: "done", ...at(o.refundRequestedAt) },
        { label: "退款完成", state: "done", detail: `款项已原路退回${o.refundedAt ? ` · ${formatDateTime(o.refundedAt)}` : ""}` },
      ];
    case ORDER_STATUS.ABNORMAL:
      return [placed, { label: "支付异常", state: "failed", detail: "平台核实后将为您原路退款" }];
    default:
      return [placed];
  }
}

const DOT: Record<Step["state"], string> = {
  done: "bg-emerald-500 text-white",
  current: "bg-brand-600 text-white",
  todo: "bg-slate-200 text-slate-500",
  failed: "bg-slate-400 text-white",
};

export function OrderTimeline({ order, now }: { order: TimelineOrder; now: number }) {
  const steps = orderSteps(order, now);
  return (
    <ol aria-label="订单进度" className="flex flex-col gap-4 sm:flex-row sm:gap-0">
      {steps.map((s, i) => (
        <li
          key={s.label}
          aria-current={s.state === "current" ? "step" : undefined}
          className="relative flex gap-3 sm:flex-1 sm:flex-col sm:items-center sm:text-center"
        >
          {i < steps.length - 1 ? (
            <span aria-hidden className="absolute top-7 left-3 h-[calc(100%-0.5rem)] w-px bg-slate-200 sm:top-3 sm:left-1/2 sm:h-px sm:w-full" />
          ) : null}
          <span className={`relative z-10 grid h-6 w-6 shrink-0 place-items-center rounded-full ${DOT[s.state]}`}>
            {s.state === "done" ? (
              <Check className="h-3.5 w-3.5" aria-hidden />
            ) : s.state === "failed" ? (
              <X className="h-3.5 w-3.5" aria-hidden />
            ) : (
              <Circle className="h-2 w-2 fill-current" aria-hidden />
            )}
          </span>
          <div className="sm:mt-2">
            <p className={`text-sm ${s.state === "todo" ? "text-slate-500" : "font-medium text-slate-800"}`}>{s.label}</p>
            {s.detail ? <p className="mt-0.5 text-xs text-slate-500">{s.detail}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

// Console labels for payment providers and the payment log (payment_events.kind / outcome).
export const PROVIDER_TEXT: Record<string, string> = { sandbox: "沙箱", wechat: "微信支付", alipay: "支付宝" };
export const EVENT_KIND_TEXT: Record<string, string> = { payment: "支付通知", refund: "退款", unknown: "无法识别" };
export const OUTCOME: Record<string, { text: string; tone: string }> = {
  fulfilled: { text: "已入账", tone: "text-emerald-700" },
  refunded: { text: "已退款", tone: "text-violet-700" },
  duplicate: { text: "重复通知", tone: "text-slate-500" },
  ignored: { text: "已忽略", tone: "text-slate-500" },
  abnormal: { text: "异常", tone: "text-red-600 font-medium" },
  rejected: { text: "已拒收", tone: "text-red-600 font-medium" },
};

export const th = "px-3 py-2 font-normal whitespace-nowrap";
export const td = "px-3 py-2";

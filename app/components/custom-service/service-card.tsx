import { CustomCardFrame, type CustomView, minute } from "~/components/custom/card-frame";
import { AcceptButton } from "./service-actions";

/** The time that matters now: when the offer lapses, when the delivery is due, when it was delivered or finished. */
function deadline(c: CustomView): { text: string; tone: string } | null {
  if (c.statusText === "待接单" && c.acceptDeadline) return { text: `${minute(c.acceptDeadline)} 前无人接单将自动退款`, tone: "text-amber-700" };
  if (c.statusText === "服务中" && c.deliveryDueAt) {
    const late = c.deliveries === 0 && Date.now() > c.deliveryDueAt;
    return late
      ? { text: `已超过承诺交付时间（${minute(c.deliveryDueAt)}），用户可直接退款`, tone: "text-danger-500" }
      : { text: c.deliveries ? `用户已申请修改，请尽快交付第 ${c.deliveries + 1} 版` : `请于 ${minute(c.deliveryDueAt)} 前交付`, tone: "text-brand-700" };
  }
  if (c.statusText === "已交付" && c.deliveredAt) return { text: `${minute(c.deliveredAt)} 已交付第 ${c.deliveries} 版，等待用户确认`, tone: "text-slate-500" };
  if (c.completedAt) return { text: `${minute(c.completedAt)} 完成`, tone: "text-slate-500" };
  return null;
}

/** One order in 定制服务 or the console list: what is asked, for how much, by when. */
export function ServiceCard({ c, href, viewer }: { c: CustomView; href: string; viewer: "lawyer" | "admin" }) {
  const due = deadline(c);
  const tags = (
    <>
      {viewer === "admin" ? <span className="font-mono">{c.orderNo}</span> : null}
      {c.requestedLawyerId !== null && c.lawyerId === null ? <span className="text-brand-700">用户指定您承办</span> : null}
    </>
  );
  return (
    <CustomCardFrame
      c={c}
      href={href}
      tags={tags}
      actions={c.actions.accept ? <AcceptButton id={c.id} /> : null}
      linkText={c.actions.accept ? "查看需求" : "查看详情"}
    >
      <p className="line-clamp-2 text-sm text-slate-600">{c.requirement.details}</p>
      {viewer === "admin" ? (
        <p className="text-xs text-slate-500">
          用户：{c.userName} · 律师：{c.lawyerName ? `${c.lawyerName}律师` : c.requestedName ? `指定 ${c.requestedName}律师（未接单）` : "未接单"}
        </p>
      ) : c.userName ? (
        <p className="text-xs text-slate-500">委托人：{c.userName}</p>
      ) : null}
      {due ? <p className={`text-xs ${due.tone}`}>{due.text}</p> : null}
      {c.lastPreview && viewer === "lawyer" && c.lawyerId !== null ? <p className="line-clamp-1 text-xs text-slate-500">最新消息：{c.lastPreview}</p> : null}
    </CustomCardFrame>
  );
}

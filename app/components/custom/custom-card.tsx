import { CustomCardFrame, type CustomView, minute } from "./card-frame";
import { UserCustomActions } from "./custom-user-actions";

/** The deadline that matters to the user now: acceptance, the delivery, or the confirmation. */
function deadline(c: CustomView): { text: string; tone: string } | null {
  if (c.statusText === "需求已提交" && c.acceptDeadline) return { text: `${minute(c.acceptDeadline)} 前无律师接单将自动全额退款`, tone: "text-amber-700" };
  if (c.statusText === "服务中" && c.deliveryDueAt) {
    return c.actions.lateRefund
      ? { text: `律师已超过承诺交付时间（${minute(c.deliveryDueAt)}），您可直接申请退款`, tone: "text-danger-500" }
      : { text: c.deliveries ? `律师正在修改，将交付第 ${c.deliveries + 1} 版` : `预计 ${minute(c.deliveryDueAt)} 前交付`, tone: "text-brand-700" };
  }
  if (c.statusText === "已交付" && c.deliveredAt)
    return { text: `${minute(c.deliveredAt)} 已交付第 ${c.deliveries} 版，请下载查看后确认`, tone: "text-indigo-700" };
  if (c.completedAt) return { text: `${minute(c.completedAt)} 完成`, tone: "text-slate-500" };
  return null;
}

/** One order in 定制与审核: what was asked, of whom, where it stands and by when. */
export function CustomCard({ c, href }: { c: CustomView; href: string }) {
  const who = c.lawyerName ? `${c.lawyerName}律师` : c.requestedName ? `指定：${c.requestedName}律师（待接单）` : "平台匹配律师中";
  const due = deadline(c);
  return (
    <CustomCardFrame c={c} href={href} actions={<UserCustomActions c={c} />}>
      <p className="text-sm text-slate-500">{who}</p>
      {due ? <p className={`text-xs ${due.tone}`}>{due.text}</p> : null}
      {c.lastPreview ? <p className="line-clamp-1 text-xs text-slate-500">最新消息：{c.lastPreview}</p> : null}
    </CustomCardFrame>
  );
}

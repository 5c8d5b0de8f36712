import { OneClick, ReasonForm, ReviewForm } from "~/components/advice/advice-actions";
import type { Outputs } from "~/lib/api-types";

type CustomView = Outputs["custom"]["mine"]["records"][number];

/** What the user may do with one custom order now (customActions), each a small form posting to /custom. */
export function UserCustomActions({ c }: { c: CustomView }) {
  const a = c.actions;
  const roundsLeft = c.revisionsAllowed - c.revisionsUsed;
  const noun = c.kind === "CONTRACT_REVIEW" ? "复核" : "修改";
  if (!a.cancel && !a.finish && !a.revise && !a.requestRefund && !a.lateRefund && !a.review) return null;
  return (
    <div className="flex flex-wrap items-start gap-2">
      {a.cancel ? <OneClick intent={`cancel:${c.id}`} label="取消订单" confirm="律师尚未接单，取消后款项将原路退回。确定取消吗？" /> : null}
      {a.finish ? (
        <OneClick intent={`finish:${c.id}`} label="确认完成" confirm="确认律师的交付符合要求吗？确认后订单完成，将无法再申请修改或退款。" tone="primary" />
      ) : null}
      {a.revise ? (
        <ReasonForm
          intent={`revise:${c.id}`}
          label={`申请${noun}（剩余 ${roundsLeft} 次）`}
          submit={`提交${noun}意见`}
          placeholder="请具体说明需要调整的条款和您的要求，例如：第 5 条付款节点改为验收后 15 日内支付"
          required
        />
      ) : null}
      {a.requestRefund ? <ReasonForm intent={`refund:${c.id}`} label="申请退款" submit="提交退款申请" placeholder="请说明申请退款的原因" required /> : null}
      {a.lateRefund ? (
        <ReasonForm intent={`refund:${c.id}`} label="逾期未交付，申请退款" submit="立即退款" placeholder="律师已超过承诺的交付时间，可直接退款" required />
      ) : null}
      {a.review ? <ReviewForm id={c.id} /> : null}
    </div>
  );
}

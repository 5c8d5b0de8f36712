import { useEffect, useRef } from "react";
import { Form, useActionData, useFetcher, useNavigation } from "react-router";
import { REQUIREMENT } from "#core/custom";
import { formatYuan, yuanText } from "#core/money";
import { OneClick, primary, ReasonForm, Result } from "~/components/advice/advice-actions";
import { OrderSection } from "~/components/service-order/order-detail";
import type { ActionResult } from "~/lib/action-result";
import type { CustomDetail } from "./service-parts";

// What the lawyer (接单, 交付, 退款答复) and the console (裁定退款, 改派) may do with one custom order,
// each a form posting to the page's action with an intent naming the order (deliver:12).
const field = "mt-1 w-full rounded-md border border-slate-300 px-2.5 py-1.5 text-sm text-slate-800";
const DISPUTE_BOX = "border-orange-200 bg-orange-50/50 p-4 sm:p-5";
const DELIVER_ACCEPT = ".docx,.doc,.pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/msword,application/pdf";

/** A form that empties itself once the action accepted it. */
function useResetOnSuccess(fetcher: ReturnType<typeof useFetcher<ActionResult>>) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) form.current?.reset();
  }, [fetcher.state, fetcher.data]);
  return form;
}

function SubmitRow({ busy, busyLabel, label, result }: { busy: boolean; busyLabel: string; label: string; result: ActionResult | undefined }) {
  return (
    <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
      <button type="submit" disabled={busy} className={primary}>
        {busy ? busyLabel : label}
      </button>
      <Result result={result} />
    </div>
  );
}

/** The reason a console decision gives (required, within REQUIREMENT's bounds); `wide` spans both columns. */
function ReasonField({ label, rows, placeholder, wide = false }: { label: string; rows: number; placeholder: string; wide?: boolean }) {
  return (
    <label className={wide ? "text-sm text-slate-700 sm:col-span-2" : "text-sm text-slate-700"}>
      {label}
      <textarea
        name="reason"
        rows={rows}
        required
        minLength={REQUIREMENT.reasonMin}
        maxLength={REQUIREMENT.reasonMax}
        placeholder={placeholder}
        className={`${field} bg-white`}
      />
    </label>
  );
}

/**
 * 接单 is a navigation, not a fetcher: the action redirects into the order, and a fetcher's redirect is
 * dropped when the list's periodic refresh starts meanwhile. A lost race comes back as the page's
 * action data (AcceptRefusal).
 */
export function AcceptButton({ id }: { id: number }) {
  const navigation = useNavigation();
  const intent = `accept:${id}`;
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form
      method="post"
      preventScrollReset
      onSubmit={(e) => {
        if (!window.confirm("接单后须在承诺时间内交付，确定接单吗？")) e.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" disabled={navigation.state === "submitting"} className={primary}>
        {busy ? "接单中…" : "立即接单"}
      </button>
    </Form>
  );
}

/** The answer to a 接单 that did not go through (another lawyer was faster), above the list. */
export function AcceptRefusal() {
  const result = useActionData<ActionResult>();
  if (!result || result.ok || !result.intent.startsWith("accept:")) return null;
  return (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-danger-500">
      {result.message}
    </p>
  );
}

/** 交付: the next numbered version; a review needs the marked-up contract and the written opinion. */
export function DeliverForm({ c }: { c: CustomDetail }) {
  const fetcher = useFetcher<ActionResult>();
  const form = useResetOnSuccess(fetcher);
  const review = c.kind === "CONTRACT_REVIEW";
  const next = c.versions.length + 1;
  const busy = fetcher.state !== "idle";
  return (
    <OrderSection id="deliver-title" title={`交付第 ${next} 版`} className="border-brand-100 bg-brand-50/40 p-4 sm:p-5">
      <p className="mt-1 text-xs text-slate-500">支持 Word（DOCX/DOC）与 PDF，单个文件不超过 20MB。交付后用户可下载查看，并确认完成或提出修改意见。</p>
      <fetcher.Form ref={form} method="post" encType="multipart/form-data" className="mt-3 grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="intent" value={`deliver:${c.id}`} />
        <label className="text-sm text-slate-700">
          {review ? "修订批注版合同" : "合同文件"}
          <span className="text-danger-500">*</span>
          <input name="contract" type="file" required accept={DELIVER_ACCEPT} className={`${field} bg-white`} />
        </label>
        {review ? (
          <label className="text-sm text-slate-700">
            审查意见<span className="text-danger-500">*</span>
            <input name="opinion" type="file" required accept={DELIVER_ACCEPT} className={`${field} bg-white`} />
          </label>
        ) : null}
        <label className="text-sm text-slate-700 sm:col-span-2">
          交付说明（选填）
          <textarea
            name="note"
            rows={3}
            maxLength={REQUIREMENT.reasonMax}
            placeholder={
              review
                ? "例如：主要风险集中在第 5 条违约责任和第 9 条争议解决，已在批注中给出修改建议。"
                : "例如：已按您确认的付款节点起草，第 6 条保密条款可按需删减。"
            }
            className={`${field} bg-white`}
          />
        </label>
        <SubmitRow busy={busy} busyLabel="正在上传…" label={`提交第 ${next} 版`} result={fetcher.data} />
      </fetcher.Form>
    </OrderSection>
  );
}

/** The user asked for a refund: the lawyer agrees (refunded at once) or declines with a reason. */
export function AnswerRefund({ c }: { c: CustomDetail }) {
  const declined = c.orderNote?.startsWith("律师不同意退款") ?? false;
  return (
    <OrderSection id="refund-title" title="用户申请退款" className={DISPUTE_BOX}>
      <p className="mt-1 text-sm text-slate-700">退款原因：{c.refundReason ?? "未填写"}</p>
      {declined ? (
        <p className="mt-1 text-sm text-orange-700">您已答复不同意退款，平台客服将介入处理，裁定结果会通知双方。</p>
      ) : (
        <p className="mt-1 text-xs text-slate-500">同意后全额退回用户、订单结束；不同意请写明理由，平台客服将介入裁定。</p>
      )}
      <div className="mt-3 flex flex-wrap items-start gap-2">
        <OneClick intent={`agree:${c.id}`} label="同意退款" confirm={`同意后 ${formatYuan(c.amountFen)} 将原路退回用户，本订单结束。确定吗？`} />
        {declined ? null : (
          <ReasonForm
            intent={`refuse:${c.id}`}
            label="不同意"
            submit="提交答复"
            placeholder="例如：初稿已按约定交付，用户提出的问题可在修改轮次内解决"
            required
          />
        )}
      </div>
    </OrderSection>
  );
}

/** 裁定退款: an amount in yuan up to what was paid; 0 turns the request down and the service goes on. */
export function DecideRefundForm({ c }: { c: CustomDetail }) {
  const fetcher = useFetcher<ActionResult>();
  const busy = fetcher.state !== "idle";
  return (
    <OrderSection id="decide-title" title="退款裁定" className={DISPUTE_BOX}>
      <p className="mt-1 text-sm text-slate-700">用户退款原因：{c.refundReason ?? "未填写"}</p>
      {c.orderNote ? <p className="mt-1 text-sm text-slate-700">{c.orderNote}</p> : null}
      <fetcher.Form method="post" className="mt-3 grid gap-3 sm:grid-cols-[12rem_1fr]">
        <input type="hidden" name="intent" value={`decide:${c.id}`} />
        <label className="text-sm text-slate-700">
          退款金额（元）
          <input
            name="refundYuan"
            inputMode="decimal"
            required
            defaultValue={yuanText(c.amountFen)}
            pattern="\d{1,9}(\.\d{1,2})?"
            title="请输入金额，最多两位小数"
            className={`${field} bg-white`}
          />
          <span className="mt-1 block text-xs text-slate-500">实付 {formatYuan(c.amountFen)}，填 0 表示不予退款</span>
        </label>
        <ReasonField label="裁定说明" rows={3} placeholder="例如：律师已交付初稿但未按约定完成修改，按完成比例退还一半费用" />
        <SubmitRow busy={busy} busyLabel="处理中…" label="提交裁定" result={fetcher.data} />
      </fetcher.Form>
    </OrderSection>
  );
}

export type Candidate = { id: number; name: string; firm: string };

/** 改派: to a published customisation lawyer, picked from the list or typed by number. */
export function ReassignForm({ c, candidates }: { c: CustomDetail; candidates: Candidate[] }) {
  const fetcher = useFetcher<ActionResult>();
  const form = useResetOnSuccess(fetcher);
  const busy = fetcher.state !== "idle";
  const others = candidates.filter((l) => l.id !== c.lawyerId && l.id !== c.userId);
  return (
    <OrderSection id="reassign-title" title="改派律师">
      <p className="mt-1 text-xs text-slate-500">承办律师长时间未回复时，可改派给其他开通合同定制服务的律师，会话与交付记录随订单转交。</p>
      <fetcher.Form ref={form} method="post" className="mt-3 grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="intent" value={`reassign:${c.id}`} />
        <label className="text-sm text-slate-700">
          选择律师
          <select name="lawyerPick" defaultValue="" className={`${field} bg-white`}>
            <option value="">请选择</option>
            {others.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}律师 · {l.firm}（编号 {l.id}）
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm text-slate-700">
          或输入律师编号
          <input name="lawyerId" inputMode="numeric" pattern="[1-9]\d{0,9}" placeholder="律师的用户编号" className={`${field} bg-white`} />
        </label>
        <ReasonField label="改派原因" rows={2} placeholder="例如：原律师超过 48 小时未回复用户消息" wide />
        <SubmitRow busy={busy} busyLabel="处理中…" label="确认改派" result={fetcher.data} />
      </fetcher.Form>
    </OrderSection>
  );
}

import { useNavigation } from "react-router";
import { formatDateTime } from "#core/dates";
import { ActionNotice, ApproveButton, RejectForm } from "~/components/console/decision-forms";
import { EmptyState } from "~/components/ui/empty-state";
import { type ActionResult, actionFail, actionOk } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import type { Outputs } from "~/lib/api-types";
import { formOf } from "~/lib/form.server";
import type { Route } from "./+types/real-names";

type Item = Outputs["earningsAdmin"]["verificationQueue"]["records"][number];

// 实名认证审核 (for withdrawals): submissions under review, oldest first. Numbers are masked here too;
// only the payout reads the sealed card number.
export const meta: Route.MetaFunction = () => [{ title: "实名认证审核 - 运营后台" }];

export async function loader({ context }: Route.LoaderArgs) {
  return api(context).earningsAdmin.verificationQueue();
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const approve = form.get("intent") === "approve";
  try {
    await api(context).earningsAdmin.reviewVerification({ id: form.get("id"), approve, reason: String(form.get("reason") ?? "") });
    return actionOk("review", approve ? "已通过，用户现在可以提现" : "已驳回，用户将看到驳回原因");
  } catch (error) {
    return actionFail("review", error);
  }
}

export default function ConsoleRealNames({ loaderData, actionData }: Route.ComponentProps) {
  const { total, records } = loaderData;
  const busy = useNavigation().state === "submitting";
  const result = actionData as ActionResult | undefined;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-lg font-semibold text-slate-900">实名认证审核</h1>
        <p className="text-sm text-slate-500">待审核 {total} 份，按提交时间从早到晚排列</p>
      </div>
      <ActionNotice result={result} />
      {records.length === 0 ? <EmptyState title="暂无待审核的实名认证" /> : records.map((item) => <Submission key={item.id} item={item} busy={busy} />)}
    </div>
  );
}

function Submission({ item, busy }: { item: Item; busy: boolean }) {
  const rows: [string, string][] = [
    ["账号", `${item.nickname}（${item.phone}）`],
    ["身份证号", `${item.idNumberMasked}${item.fromCertification ? "（沿用律师认证）" : ""}`],
    ["银行卡", `${item.bankName} ${item.bankCardMasked}`],
    ["开户支行", item.bankBranch],
    ["提交时间", item.submittedAt ? formatDateTime(item.submittedAt) : "—"],
  ];
  return (
    <article aria-label={`${item.realName}的实名认证`} data-testid="realname-item" className="rounded-lg bg-white p-4 shadow-sm sm:p-5">
      <h2 className="text-base font-medium text-slate-900">{item.realName}</h2>
      {item.sameIdAccounts > 0 ? <p className="mt-1 text-sm text-danger-500">注意：另有 {item.sameIdAccounts} 个账号的律师认证使用同一身份证号</p> : null}
      <dl className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex gap-3">
            <dt className="w-16 shrink-0 text-slate-500">{label}</dt>
            <dd className="min-w-0 break-all text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-start">
        <ApproveButton id={item.id} busy={busy} />
        <RejectForm id={item.id} busy={busy} placeholder="驳回原因（用户可见），如：开户支行与卡号不符" />
      </div>
    </article>
  );
}

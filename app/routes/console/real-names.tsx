import { formatDateTime } from "#core/dates";
import { Decision, QueueCard, QueueList, QueuePage, useDeciding } from "~/components/console/queue";
import { approveOrReject, queueAction } from "~/components/console/queue.server";
import type { DetailRow } from "~/components/ui/detail-rows";
import { api } from "~/lib/api.server";
import type { Outputs } from "~/lib/api-types";
import type { Route } from "./+types/real-names";

type Item = Outputs["earningsAdmin"]["verificationQueue"]["records"][number];

// 实名认证审核 (for withdrawals): submissions under review, oldest first. Numbers are masked here too;
// only the payout reads the sealed card number.
export const meta: Route.MetaFunction = () => [{ title: "实名认证审核 - 运营后台" }];

export async function loader({ context }: Route.LoaderArgs) {
  return api(context).earningsAdmin.verificationQueue();
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = api(context).earningsAdmin;
  return queueAction(
    request,
    approveOrReject({
      approve: (id) => admin.reviewVerification({ id, approve: true, reason: "" }),
      approved: "已通过，用户现在可以提现",
      reject: (id, reason) => admin.reviewVerification({ id, approve: false, reason }),
      rejected: "已驳回，用户将看到驳回原因",
    }),
  );
}

export default function ConsoleRealNames({ loaderData, actionData }: Route.ComponentProps) {
  const { total, records } = loaderData;
  const busy = useDeciding();
  return (
    <QueuePage title="实名认证审核" note={`待审核 ${total} 份，按提交时间从早到晚排列`} result={actionData}>
      <QueueList items={records} empty="暂无待审核的实名认证">
        {(item) => <Submission key={item.id} item={item} busy={busy} />}
      </QueueList>
    </QueuePage>
  );
}

function Submission({ item, busy }: { item: Item; busy: boolean }) {
  const rows: DetailRow[] = [
    ["账号", `${item.nickname}（${item.phone}）`],
    ["身份证号", `${item.idNumberMasked}${item.fromCertification ? "（沿用律师认证）" : ""}`],
    ["银行卡", `${item.bankName} ${item.bankCardMasked}`],
    ["开户支行", item.bankBranch],
    ["提交时间", item.submittedAt ? formatDateTime(item.submittedAt) : "—"],
  ];
  return (
    <QueueCard
      label={`${item.realName}的实名认证`}
      testId="realname-item"
      title={item.realName}
      warning={item.sameIdAccounts > 0 ? `注意：另有 ${item.sameIdAccounts} 个账号的律师认证使用同一身份证号` : null}
      rows={rows}
    >
      <Decision id={item.id} busy={busy} placeholder="驳回原因（用户可见），如：开户支行与卡号不符" className="mt-4 pt-4" />
    </QueueCard>
  );
}

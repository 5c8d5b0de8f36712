import { CERT_ROLES } from "#core/certification";
import { formatDateTime } from "#core/dates";
import { Decision, QueueCard, QueueList, QueuePage, useDeciding } from "~/components/console/queue";
import { approveOrReject, queueAction } from "~/components/console/queue.server";
import type { DetailRow } from "~/components/ui/detail-rows";
import { api } from "~/lib/api.server";
import type { Outputs } from "~/lib/api-types";
import type { Route } from "./+types/certifications";

type QueueItem = Outputs["certification"]["queue"]["records"][number];

// 律师认证审核: the queue of applications under review, oldest first. The licence and ID photos are
// private; they are shown only here, through signed links that expire after a few minutes.
export const meta: Route.MetaFunction = () => [{ title: "律师认证审核 - 运营后台" }];

export async function loader({ context }: Route.LoaderArgs) {
  return api(context).certification.queue();
}

export async function action({ request, context }: Route.ActionArgs) {
  const caller = api(context);
  return queueAction(
    request,
    approveOrReject({
      approve: (id) => caller.certification.approve({ id }),
      approved: "已通过，律师身份与主页已开通",
      reject: (id, reason) => caller.certification.reject({ id, reason }),
      rejected: "已驳回，申请人将看到驳回原因",
    }),
  );
}

export default function ConsoleCertifications({ loaderData, actionData }: Route.ComponentProps) {
  const { total, records } = loaderData;
  const busy = useDeciding();
  return (
    <QueuePage title="律师认证审核" note={`待审核 ${total} 份，按提交时间从早到晚排列`} result={actionData}>
      <QueueList items={records} empty="暂无待审核的认证申请">
        {(item) => <Application key={item.id} item={item} busy={busy} />}
      </QueueList>
    </QueuePage>
  );
}

function Application({ item, busy }: { item: QueueItem; busy: boolean }) {
  const rows: DetailRow[] = [
    ["账号", `${item.nickname}（${item.phone}）`],
    ["身份证号", item.idNumberMasked],
    ["执业机构", item.firm],
    ["执业证号", item.licenseNo],
    ["执业城市", item.cityName ?? item.cityCode],
    ["开始执业", `${item.practiceSince} 年`],
    ["专业领域", item.fieldNames.join("、") || "—"],
    ["申请身份", item.roles.map((r) => CERT_ROLES[r]).join("、")],
    ["提交时间", formatDateTime(item.submittedAt)],
  ];
  const photos = (
    <div className="grid grid-cols-2 gap-3 lg:flex">
      {(
        [
          ["律师执业证", item.licensePhotoUrl],
          ["身份证", item.idPhotoUrl],
        ] as const
      ).map(([label, url]) => (
        <a key={label} href={url} target="_blank" rel="noreferrer" className="block text-center text-xs text-slate-500">
          <img src={url} alt={`${item.realName}的${label}照片`} className="h-28 w-full rounded border border-slate-200 bg-slate-50 object-contain lg:w-40" />
          {label}（点击查看大图）
        </a>
      ))}
    </div>
  );
  return (
    <QueueCard
      label={`${item.realName}的认证申请`}
      testId="certification-item"
      title={item.realName}
      warning={item.sameIdAccounts > 0 ? `注意：另有 ${item.sameIdAccounts} 个账号曾用同一身份证号申请认证` : null}
      rows={rows}
      aside={photos}
    >
      <Decision id={item.id} busy={busy} placeholder="驳回原因（申请人可见），如：执业证照片不清晰" className="mt-4 pt-4" />
    </QueueCard>
  );
}

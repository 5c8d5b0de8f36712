import { useNavigation } from "react-router";
import { CERT_ROLES } from "#core/certification";
import { formatDateTime } from "#core/dates";
import { ActionNotice, ApproveButton, RejectForm } from "~/components/console/decision-forms";
import { EmptyState } from "~/components/ui/empty-state";
import { type ActionResult, actionFail, actionOk } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import type { Outputs } from "~/lib/api-types";
import { formOf } from "~/lib/form.server";
import type { Route } from "./+types/certifications";

type QueueItem = Outputs["certification"]["queue"]["records"][number];

// 律师认证审核: the queue of applications under review, oldest first. The licence and ID photos are
// private; they are shown only here, through signed links that expire after a few minutes.
export const meta: Route.MetaFunction = () => [{ title: "律师认证审核 - 运营后台" }];

export async function loader({ context }: Route.LoaderArgs) {
  return api(context).certification.queue();
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const intent = String(form.get("intent"));
  const caller = api(context);
  try {
    if (intent === "approve") {
      await caller.certification.approve({ id: form.get("id") });
      return actionOk(intent, "已通过，律师身份与主页已开通");
    }
    await caller.certification.reject({ id: form.get("id"), reason: String(form.get("reason") ?? "") });
    return actionOk("reject", "已驳回，申请人将看到驳回原因");
  } catch (error) {
    return actionFail(intent, error);
  }
}

export default function ConsoleCertifications({ loaderData, actionData }: Route.ComponentProps) {
  const { total, records } = loaderData;
  const busy = useNavigation().state === "submitting";
  const result = actionData as ActionResult | undefined;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-lg font-semibold text-slate-900">律师认证审核</h1>
        <p className="text-sm text-slate-500">待审核 {total} 份，按提交时间从早到晚排列</p>
      </div>
      <ActionNotice result={result} />
      {records.length === 0 ? <EmptyState title="暂无待审核的认证申请" /> : records.map((item) => <Application key={item.id} item={item} busy={busy} />)}
    </div>
  );
}

function Application({ item, busy }: { item: QueueItem; busy: boolean }) {
  const rows: [string, string][] = [
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
  return (
    <article aria-label={`${item.realName}的认证申请`} data-testid="certification-item" className="rounded-lg bg-white p-4 shadow-sm sm:p-5">
      <h2 className="text-base font-medium text-slate-900">{item.realName}</h2>
      {item.sameIdAccounts > 0 ? <p className="mt-1 text-sm text-danger-500">注意：另有 {item.sameIdAccounts} 个账号曾用同一身份证号申请认证</p> : null}
      <div className="mt-3 grid gap-4 lg:grid-cols-[1fr_auto]">
        <dl className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label} className="flex gap-3">
              <dt className="w-16 shrink-0 text-slate-500">{label}</dt>
              <dd className="min-w-0 break-all text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="grid grid-cols-2 gap-3 lg:flex">
          {(
            [
              ["律师执业证", item.licensePhotoUrl],
              ["身份证", item.idPhotoUrl],
            ] as const
          ).map(([label, url]) => (
            <a key={label} href={url} target="_blank" rel="noreferrer" className="block text-center text-xs text-slate-500">
              <img
                src={url}
                alt={`${item.realName}的${label}照片`}
                className="h-28 w-full rounded border border-slate-200 bg-slate-50 object-contain lg:w-40"
              />
              {label}（点击查看大图）
            </a>
          ))}
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-start">
        <ApproveButton id={item.id} busy={busy} />
        <RejectForm id={item.id} busy={busy} placeholder="驳回原因（申请人可见），如：执业证照片不清晰" />
      </div>
    </article>
  );
}

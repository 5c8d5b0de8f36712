import { BadgeCheck, Clock, FileWarning } from "lucide-react";
import { Link } from "react-router";
import { CERT_ROLES, type CertStatus } from "#core/certification";
import { formatDateTime } from "#core/dates";
import { isLawyerRole, lawyerWorkbench } from "#core/roles";
import { type DetailRow, DetailRows } from "~/components/ui/detail-rows";
import { IntentButton } from "~/components/ui/intent-button";
import type { Outputs } from "~/lib/api-types";

type ApplicationView = NonNullable<Outputs["certification"]["mine"]["application"]>;
type MyCertification = Outputs["certification"]["mine"];

// What the applicant sees above (or instead of) the form: the status of the latest application.
const BADGE: Record<CertStatus, string> = {
  "0": "bg-slate-100 text-slate-600",
  "1": "bg-amber-50 text-amber-700",
  "2": "bg-emerald-50 text-emerald-700",
  "3": "bg-red-50 text-danger-500",
};

export function StatusBadge({ status, text }: { status: CertStatus; text: string }) {
  return (
    <span data-testid="certification-status" className={`rounded-full px-3 py-0.5 text-sm font-medium ${BADGE[status]}`}>
      {text}
    </span>
  );
}

function Summary({ app }: { app: ApplicationView }) {
  const rows: DetailRow[] = [
    ["真实姓名", app.realName],
    ["身份证号", app.idNumberMasked],
    ["执业机构", app.firm],
    ["执业证号", app.licenseNo],
    ["执业城市", app.cityName ?? app.cityCode],
    ["开始执业", `${app.practiceSince} 年`],
    ["申请身份", app.roles.map((r) => CERT_ROLES[r]).join("、")],
    ["提交时间", formatDateTime(app.submittedAt)],
  ];
  return <DetailRows rows={rows} className="mt-4" />;
}

export function ReviewingPanel({ app, busy }: { app: ApplicationView; busy: boolean }) {
  return (
    <section aria-label="认证状态" className="rounded-lg border border-amber-200 bg-amber-50/40 p-5">
      <div className="flex flex-wrap items-center gap-3">
        <Clock className="h-5 w-5 text-amber-600" aria-hidden />
        <h2 className="font-medium text-slate-900">认证申请审核中</h2>
        <StatusBadge status="1" text="审核中" />
      </div>
      <p className="mt-2 text-sm leading-6 text-slate-600">
        我们会在 1–3 个工作日内核对您的身份与执业信息，结果将在本页显示。如需修改资料，可先撤回申请，修改后重新提交。
      </p>
      <Summary app={app} />
      <IntentButton
        intent="undo"
        busy={busy}
        formClassName="mt-4"
        className="rounded-md border border-slate-300 px-4 py-1.5 text-sm text-slate-700 hover:bg-white disabled:opacity-60"
      >
        撤回申请
      </IntentButton>
    </section>
  );
}

export function ApprovedPanel({ mine }: { mine: MyCertification }) {
  const roles = mine.lawyerRoles.filter(isLawyerRole).map((r) => CERT_ROLES[r]);
  return (
    <section aria-label="认证状态" className="rounded-lg border border-emerald-200 bg-emerald-50/40 p-5">
      <div className="flex flex-wrap items-center gap-3">
        <BadgeCheck className="h-5 w-5 text-emerald-600" aria-hidden />
        <h2 className="font-medium text-slate-900">您已通过律师认证</h2>
        <StatusBadge status="2" text="已通过" />
      </div>
      <p className="mt-2 text-sm leading-6 text-slate-600">
        {roles.length ? `已开通：${roles.join("、")}。` : null}您的律师主页已在“找律师”中展示，可在律师工作台承接咨询与合同定制订单。
      </p>
      {mine.application ? <Summary app={mine.application} /> : null}
      <div className="mt-4 flex flex-wrap gap-3 text-sm">
        <Link to={lawyerWorkbench(mine.lawyerRoles)} className="rounded-md bg-brand-600 px-4 py-1.5 text-white hover:bg-brand-700">
          进入律师工作台
        </Link>
        <Link to="/seekLawyer" className="rounded-md border border-slate-300 px-4 py-1.5 text-slate-700 hover:bg-slate-50">
          查看找律师
        </Link>
      </div>
    </section>
  );
}

/** Above the prefilled form after 驳回 or 撤回. */
export function ReturnedNotice({ app }: { app: ApplicationView }) {
  if (app.status === "3") {
    return (
      <div role="alert" className="flex gap-3 rounded-lg border border-red-200 bg-red-50/60 p-4 text-sm">
        <FileWarning className="h-5 w-5 shrink-0 text-danger-500" aria-hidden />
        <div>
          <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
            认证未通过 <StatusBadge status="3" text="未通过" />
          </p>
          <p className="mt-1 text-slate-700" data-testid="reject-reason">
            原因：{app.rejectReason ?? "资料不符合要求"}
          </p>
          <p className="mt-1 text-slate-500">请根据原因修改下方资料后重新提交。</p>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-600">
      <StatusBadge status="0" text="待提交" />
      申请已撤回，资料已为您保留，修改后可重新提交。
    </div>
  );
}

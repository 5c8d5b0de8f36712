import { Crown } from "lucide-react";
import { formatDateTime } from "#core/dates";
import { RENEW_PROMPT_DAYS } from "#core/membership";
import { DAY_MS } from "#core/orders";

export type MemberState = { memberStatus: 1 | 2; startAt: number; endAt: number; daysLeft: number } | null;

/** SPEC §2 membership display: active with end date and days left (renew prompt at ≤ 7), expired, none. */
export function MemberStatusCard({ member, now }: { member: MemberState; now: number }) {
  const active = member?.memberStatus === 2;
  return (
    <section
      aria-labelledby="member-status-title"
      className={`rounded-lg p-5 ${active ? "bg-gradient-to-r from-amber-100 to-amber-50 ring-1 ring-amber-200" : "bg-slate-50 ring-1 ring-slate-200"}`}
    >
      <div className="flex items-center gap-3">
        <span className={`grid h-11 w-11 place-items-center rounded-full ${active ? "bg-amber-500 text-white" : "bg-slate-200 text-slate-500"}`}>
          <Crown className="h-6 w-6" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 id="member-status-title" className="font-medium text-slate-900">
            {active ? "VIP会员" : "普通用户"}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600" data-testid="member-status">
            {!member
              ? "您还不是会员，开通后即可免费使用会员范本"
              : active
                ? `会员有效期至 ${formatDateTime(member.endAt, "YYYY-MM-DD")}，剩余 ${member.daysLeft} 天`
                : `会员已过期 ${Math.max(1, Math.ceil((now - member.endAt) / DAY_MS))} 天（${formatDateTime(member.endAt, "YYYY-MM-DD")} 到期）`}
          </p>
        </div>
      </div>
      {active && member.daysLeft <= RENEW_PROMPT_DAYS ? (
        <p role="status" className="mt-3 rounded-md bg-white/70 px-3 py-2 text-sm text-amber-800">
          您的会员还有 {member.daysLeft} 天到期，
          <a href="#member-plans" className="font-medium underline">
            立即续费
          </a>
          ，续费天数将在当前到期日后顺延。
        </p>
      ) : null}
      {member && !active ? (
        <p className="mt-3 text-sm text-slate-600">
          <a href="#member-plans" className="font-medium text-amber-700 underline">
            重新开通
          </a>
          后即可恢复会员权益。
        </p>
      ) : null}
    </section>
  );
}

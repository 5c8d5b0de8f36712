import { BadgePercent, FileCheck2 } from "lucide-react";
import { MEMBER_DISCOUNT_BP } from "#core/orders";
import { GrantHistory } from "~/components/membership/grant-history";
import { MemberStatusCard } from "~/components/membership/member-status";
import { PlanCards } from "~/components/membership/plan-cards";
import { RedeemForm } from "~/components/membership/redeem-form";
import { TitledSection } from "~/components/ui/titled-section";
import { type ActionResult, actionFail, actionOk } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import { formOf } from "~/lib/form.server";
import type { Route } from "./+types/my-member";

export const meta: Route.MetaFunction = () => [{ title: "我的会员 - 契合" }];

export async function loader({ context }: Route.LoaderArgs) {
  if (!context.session.user) return null;
  const { member, history } = await api(context).membership.status();
  return { member, history, now: Date.now() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  try {
    const { days } = await api(context).membership.redeem({ code: String(form.get("code") ?? "") });
    return actionOk("redeem", `已为您开通 ${days} 天会员`);
  } catch (error) {
    return actionFail("redeem", error);
  }
}

const discount = `${MEMBER_DISCOUNT_BP / 1000} 折`;
const BENEFITS = [
  { icon: FileCheck2, title: "会员范本免费用", text: "标注“会员免费”的合同范本，会员可免费查看全文并下载 Word 原稿。" },
  { icon: BadgePercent, title: `付费范本享 ${discount}`, text: `其他付费范本按会员价（原价 ${discount}）购买，下单时自动计算。` },
];

export default function MyMember({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData) return null;
  const { member, history, now } = loaderData;
  const active = member?.memberStatus === 2;
  return (
    <div className="space-y-8">
      <h1 className="text-lg font-semibold text-slate-900">我的会员</h1>
      <MemberStatusCard member={member} now={now} />

      <TitledSection id="benefits-title" title="会员权益">
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {BENEFITS.map((b) => (
            <li key={b.title} className="flex gap-3 rounded-lg border border-slate-200 p-3">
              <b.icon className="mt-0.5 h-5 w-5 shrink-0 text-amber-600" aria-hidden />
              <div>
                <p className="text-sm font-medium text-slate-800">{b.title}</p>
                <p className="mt-1 text-xs leading-5 text-slate-500">{b.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </TitledSection>

      <section id="member-plans" aria-labelledby="plans-title" className="scroll-mt-20">
        <h2 id="plans-title" className="font-medium text-slate-900">
          {active ? "续费会员" : "开通会员"}
        </h2>
        <p className="mt-1 text-xs text-slate-500">
          一次性购买，无自动续费，到期不会自动扣费。支付成功后即时生效{active ? "，续费天数在当前到期日后顺延" : ""}；会员开通后不支持退款。
        </p>
        <div className="mt-3">
          <PlanCards active={active} />
        </div>
      </section>

      <TitledSection id="redeem-title" title="激活码兑换" titleClassName="mb-2 font-medium text-slate-900">
        <RedeemForm result={actionData as ActionResult | undefined} />
      </TitledSection>

      <TitledSection id="history-title" title="开通记录" titleClassName="mb-2 font-medium text-slate-900">
        <GrantHistory grants={history} />
      </TitledSection>
    </div>
  );
}

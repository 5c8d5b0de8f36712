import { lazy, Suspense, useCallback, useState } from "react";
import { useRevalidator } from "react-router";
import { formatYuan } from "#core/money";
import { MEMBER_PLANS, type MemberPlanCode } from "#core/orders";
import { toast } from "~/components/ui/toast";
import { trpc } from "~/lib/trpc";

const PayPopup = lazy(() => import("~/components/pay/pay-popup"));

/** The membership plans; 立即开通 / 立即续费 opens the payment popup, which creates the order. */
export function PlanCards({ active }: { active: boolean }) {
  const revalidator = useRevalidator();
  const [plan, setPlan] = useState<MemberPlanCode | null>(null);
  const create = useCallback(
    () => (plan ? trpc.orders.create.mutate({ type: "MEMBER", plan }, { context: { silent: true } }) : Promise.reject(new Error("请选择会员套餐"))),
    [plan],
  );
  const chosen = MEMBER_PLANS.find((p) => p.code === plan);

  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-3">
        {MEMBER_PLANS.map((p) => (
          <li key={p.code}>
            <article
              aria-labelledby={`plan-${p.code}`}
              className={`flex h-full flex-col rounded-lg border p-4 text-center ${p.code === "year" ? "border-amber-400 bg-amber-50/60" : "border-slate-200"}`}
            >
              <h3 id={`plan-${p.code}`} className="font-medium text-slate-900">
                {p.name}
              </h3>
              <p className="mt-3">
                <span className="text-3xl font-semibold text-danger-500">{formatYuan(p.priceFen)}</span>
                <span className="ml-1 text-sm text-slate-500">/ {p.days} 天</span>
              </p>
              <p className="mt-2 flex-1 text-xs text-slate-500">{p.note}</p>
              <button
                type="button"
                onClick={() => setPlan(p.code)}
                className="mt-4 w-full rounded-md bg-gradient-to-r from-amber-500 to-amber-600 py-2 text-sm font-medium text-white hover:from-amber-600 hover:to-amber-700"
              >
                {active ? "立即续费" : "立即开通"}
              </button>
            </article>
          </li>
        ))}
      </ul>
      {chosen ? (
        <Suspense fallback={null}>
          <PayPopup
            key={chosen.code}
            title={active ? "续费VIP会员" : "开通VIP会员"}
            create={create}
            onPaid={() => {
              setPlan(null);
              toast.success(`支付成功，已为您${active ? "续费" : "开通"}${chosen.name}`);
              void revalidator.revalidate();
            }}
            onClose={() => setPlan(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

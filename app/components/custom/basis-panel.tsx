import { CheckCircle2, Clock, RefreshCw, ShieldCheck } from "lucide-react";
import type { CustomKind } from "#core/custom";
import { formatYuan } from "#core/money";
import { SidePanel } from "~/components/library/side-panel";
import { ServiceSteps } from "~/components/service-order/service-steps";
import type { Outputs } from "~/lib/api-types";

type Basis = Outputs["custom"]["basisInfo"][number];

const STEPS: Record<CustomKind, string[]> = {
  CONTRACT_CUSTOMIZATION: ["填写需求并支付", "律师接单并沟通细节", "律师交付合同初稿", "提出修改意见或确认完成"],
  CONTRACT_REVIEW: ["上传合同并支付", "律师接单并了解背景", "律师交付批注版与审查意见", "申请复核或确认完成"],
};

/** What the chosen kind includes (basis_info): price, deliverable, delivery time, revisions, steps. */
export function BasisPanel({ basis, priceFen, lawyerName }: { basis: Basis; priceFen: number; lawyerName: string | null }) {
  return (
    <aside className="space-y-4">
      <SidePanel id="basis-title" title={`${basis.name}服务说明`} className="text-sm text-slate-600">
        <p className="mt-2">
          <span className="text-xl font-semibold text-danger-500">{formatYuan(priceFen)}</span>
          <span className="ml-1 text-xs text-slate-500">/份{lawyerName ? `（${lawyerName}律师定价）` : "（平台统一价）"}</span>
        </p>
        <p className="mt-2 text-slate-700">交付成果：{basis.deliverable}</p>
        <p className="mt-2 flex gap-2">
          <Clock className="h-4 w-4 shrink-0 text-emerald-600" aria-hidden />
          律师接单后 {basis.deliveryWorkingDays} 个工作日内交付
        </p>
        <p className="mt-2 flex gap-2">
          <RefreshCw className="h-4 w-4 shrink-0 text-emerald-600" aria-hidden />含 {basis.revisions} 次{basis.kind === "CONTRACT_REVIEW" ? "复核" : "修改"}
        </p>
        <ul className="mt-3 space-y-1.5 border-t border-slate-100 pt-3">
          {basis.includes.map((line) => (
            <li key={line} className="flex gap-2">
              <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden />
              {line}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-xs text-slate-500">工作日指周一至周五，不含周六、周日；交付期限自律师接单时起算。</p>
      </SidePanel>
      <ServiceSteps id="custom-steps-title" steps={STEPS[basis.kind]}>
        <p className="mt-3 flex gap-2 text-sm text-slate-600">
          <ShieldCheck className="h-4 w-4 shrink-0 text-emerald-600" aria-hidden />
          24 小时内无律师接单自动全额退款；律师接单前可随时取消。
        </p>
      </ServiceSteps>
    </aside>
  );
}

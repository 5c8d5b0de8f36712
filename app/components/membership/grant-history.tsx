import { formatDateTime } from "#core/dates";
import { EmptyState } from "~/components/ui/empty-state";

type Grant = { ref: string; days: number; createdAt: number };

/** ref is order:<id> for a purchase and code:<code> for a redeemed activation code. */
export function grantSource(ref: string): string {
  if (ref.startsWith("order:")) return "购买会员";
  if (ref.startsWith("code:")) return `激活码兑换（尾号 ${ref.slice(-4)}）`;
  return "其他";
}

export function GrantHistory({ grants }: { grants: Grant[] }) {
  if (grants.length === 0) return <EmptyState title="暂无开通记录" />;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[420px] text-left text-sm">
        <thead className="bg-slate-50 text-slate-500">
          <tr>
            <th className="px-3 py-2 font-normal">开通方式</th>
            <th className="px-3 py-2 font-normal">会员天数</th>
            <th className="px-3 py-2 font-normal">开通时间</th>
          </tr>
        </thead>
        <tbody>
          {grants.map((g) => (
            <tr key={g.ref} className="border-t border-slate-100" data-testid="grant-row">
              <td className="px-3 py-2 text-slate-800">{grantSource(g.ref)}</td>
              <td className="px-3 py-2 text-slate-800">+{g.days} 天</td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-500">{formatDateTime(g.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

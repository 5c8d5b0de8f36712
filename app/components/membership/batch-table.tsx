import { Link } from "react-router";
import { formatDateTime } from "#core/dates";
import { DataTable } from "~/components/ui/data-table";
import { EmptyState } from "~/components/ui/empty-state";

type Batch = { id: number; name: string; days: number; count: number; used: number; expiresAt: number; createdAt: number };

export function BatchTable({ batches, selected, now }: { batches: Batch[]; selected: number | null; now: number }) {
  if (batches.length === 0) return <EmptyState title="还没有生成过激活码" />;
  return (
    <DataTable minWidth="min-w-[720px]" headers={["批次", "会员天数", "已兑换 / 总数", "兑换截止", "创建时间", "操作"]}>
      {batches.map((b) => (
        <tr key={b.id} className={`border-t border-slate-100 ${b.id === selected ? "bg-brand-50" : ""}`}>
          <td className="px-3 py-2 text-slate-800">{b.name}</td>
          <td className="px-3 py-2">{b.days} 天</td>
          <td className="px-3 py-2 tabular-nums">
            {b.used} / {b.count}
          </td>
          <td className={`px-3 py-2 whitespace-nowrap ${b.expiresAt <= now ? "text-slate-500" : ""}`}>
            {formatDateTime(b.expiresAt, "YYYY-MM-DD")}
            {b.expiresAt <= now ? "（已过期）" : ""}
          </td>
          <td className="px-3 py-2 whitespace-nowrap text-slate-500">{formatDateTime(b.createdAt)}</td>
          <td className="px-3 py-2 whitespace-nowrap">
            <Link to={`?batch=${b.id}`} preventScrollReset className="text-brand-600 hover:underline">
              查看激活码
            </Link>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

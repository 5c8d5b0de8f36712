import { formatDateTime } from "#core/dates";
import { toast } from "~/components/ui/toast";
import { formatCode } from "./activation-code";

type Code = { code: string; redeemedBy: number | null; redeemedAt: number | null; expiresAt: number };

/** A batch's codes with 复制全部 (unused codes, one a line) and a CSV export. */
export function BatchCodes({ batch, codes, now }: { batch: { id: number; name: string; days: number }; codes: Code[]; now: number }) {
  const unused = codes.filter((c) => c.redeemedBy === null && c.expiresAt > now);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(unused.map((c) => formatCode(c.code)).join("\n"));
      toast.success(`已复制 ${unused.length} 个未使用的激活码`);
    } catch {
      toast.error("复制失败，请使用导出 CSV");
    }
  };
  return (
    <div>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-medium text-slate-900">
          {batch.name}
          <span className="ml-2 text-sm font-normal text-slate-500">
            每个 {batch.days} 天 · 未使用 {unused.length} / {codes.length}
          </span>
        </h2>
        <div className="flex gap-2 text-sm">
          <button
            type="button"
            onClick={copy}
            disabled={unused.length === 0}
            className="rounded border border-slate-300 px-3 py-1 text-slate-700 hover:bg-slate-50 disabled:opacity-50"
          >
            复制全部
          </button>
          <a href={`/console/activation-codes.csv?batch=${batch.id}`} download className="rounded bg-slate-800 px-3 py-1 text-white">
            导出 CSV
          </a>
        </div>
      </div>
      <div className="max-h-96 overflow-auto rounded border border-slate-200">
        <table className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-slate-50 text-slate-500">
            <tr>
              <th className="px-3 py-2 font-normal">激活码</th>
              <th className="px-3 py-2 font-normal">状态</th>
            </tr>
          </thead>
          <tbody>
            {codes.map((c) => (
              <tr key={c.code} className="border-t border-slate-100">
                <td className="px-3 py-1.5 font-mono tracking-wider text-slate-800" data-testid="activation-code">
                  {formatCode(c.code)}
                </td>
                <td className="px-3 py-1.5 text-slate-500">
                  {c.redeemedBy !== null ? `已兑换（用户 ${c.redeemedBy}，${formatDateTime(c.redeemedAt ?? 0)}）` : c.expiresAt <= now ? "已过期" : "未使用"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

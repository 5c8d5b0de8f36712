import { data } from "react-router";
import { yuanText } from "#core/money";
import { canWork } from "#core/roles";
import { api } from "~/lib/api.server";
import type { Route } from "./+types/finance.csv";

// GET /console/finance.csv?month=YYYY-MM: the month's earnings, withholding and payouts per earner,
// for Excel (UTF-8 with BOM, CRLF), with a total line; the figures add up to the ledger.
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!canWork(context.session.user?.roles ?? [], "finance")) throw data(null, { status: 404 });
  const month = new URL(request.url).searchParams.get("month") ?? "";
  if (!/^20\d{2}-(0[1-9]|1[0-2])$/.test(month)) throw data(null, { status: 404 });
  const report = await api(context).earningsAdmin.financeMonth({ month });
  // Reversals are negative: yuanText takes the magnitude, the sign is written in front.
  const y = (fen: number) => (fen < 0 ? `-${yuanText(-fen)}` : yuanText(fen));
  const figures = (r: typeof report.total) => [r.earnedFen, r.reversedFen, r.rewardFen, r.withdrawnFen, r.taxFen, r.feeFen, r.netFen].map(y);
  const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  const lines = [
    "用户ID,昵称,范本及服务收益,退款冲回,活动奖励,提现（含税）,代扣个人所得税,手续费,实际打款",
    ...report.rows.map((r) => [String(r.userId), cell(r.nickname), ...figures(r)].join(",")),
    ["合计", "", ...figures(report.total)].join(","),
  ];
  return new Response(`\uFEFF${lines.join("\r\n")}\r\n`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="finance-${month}.csv"; filename*=UTF-8''${encodeURIComponent(`财务月报-${month}.csv`)}`,
      "Cache-Control": "no-store",
    },
  });
}

import { data } from "react-router";
import { formatDateTime } from "#core/dates";
import { canWork } from "#core/roles";
import { formatCode } from "~/components/membership/activation-code";
import { api } from "~/lib/api.server";
import type { Route } from "./+types/activation-codes.csv";

// GET /console/activation-codes.csv?batch=N: a batch's codes for Excel (UTF-8 with BOM, CRLF).
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!canWork(context.session.user?.roles ?? [], "finance")) throw data(null, { status: 404 });
  const batchId = Number(new URL(request.url).searchParams.get("batch"));
  if (!Number.isSafeInteger(batchId) || batchId <= 0) throw data(null, { status: 404 });
  const caller = api(context);
  const batch = (await caller.membership.batches()).find((b) => b.id === batchId);
  if (!batch) throw data(null, { status: 404 });
  const codes = await caller.membership.batchCodes({ batchId });
  const now = Date.now();
  const lines = [
    "激活码,会员天数,状态,兑换用户ID,兑换时间,兑换截止",
    ...codes.map((c) =>
      [
        formatCode(c.code),
        batch.days,
        c.redeemedBy !== null ? "已兑换" : c.expiresAt <= now ? "已过期" : "未使用",
        c.redeemedBy ?? "",
        c.redeemedAt ? formatDateTime(c.redeemedAt) : "",
        formatDateTime(c.expiresAt),
      ].join(","),
    ),
  ];
  return new Response(`\uFEFF${lines.join("\r\n")}\r\n`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="activation-codes-${batch.id}.csv"; filename*=UTF-8''${encodeURIComponent(`激活码-${batch.id}.csv`)}`,
      "Cache-Control": "no-store",
    },
  });
}

import { describe, expect, it } from "vitest";
import { WITHDRAW_SETTINGS } from "#core/earnings";
import { earningRows } from "./earnings";
import { libraryRows } from "./library";

describe("seeded earnings", () => {
  it("seeded demo author: balanced postings, settled earnings above the withdrawal minimum, the newest sale pending", () => {
    const now = Date.UTC(2026, 0, 15);
    const rows = earningRows(libraryRows(now).templates ?? [], now);
    const byPosting = new Map<unknown, number>();
    for (const e of rows.ledger_entries ?? []) byPosting.set(e.posting_id, (byPosting.get(e.posting_id) ?? 0) + Number(e.amount_fen));
    expect([...byPosting.values()].every((sum) => sum === 0)).toBe(true);
    const balance = (account: string) => (rows.ledger_entries ?? []).filter((e) => e.account === account).reduce((sum, e) => sum + Number(e.amount_fen), 0);
    expect(balance("user:2:available")).toBeGreaterThanOrEqual(WITHDRAW_SETTINGS.minFen);
    expect(balance("user:2:pending")).toBeGreaterThan(0);
    expect(rows.orders?.every((o) => o.type === "TEMPLATE" && o.status === 1)).toBe(true);
    expect(new Set(rows.orders?.map((o) => o.order_no)).size).toBe(rows.orders?.length);
  });
});

import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ORDER_NO_PATTERN } from "#core/orders";
import { adviceRows } from "#db/seed/advice";
import { insertRows } from "#db/seed/sql";
import { seedLawyers } from "../../tests/setup/lawyers-fixture";

describe("seeded consultations", () => {
  it("are completed ADVICE orders whose reviews belong to their lawyer and one of the lawyer's fields", async () => {
    const now = Date.now();
    await seedLawyers(now);
    const rows = adviceRows(now);
    const statements = Object.entries(rows).flatMap(([table, list]) => insertRows(table, list));
    await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));

    const orderNos = rows.orders?.map((o) => String(o.order_no)) ?? [];
    expect(new Set(orderNos).size).toBe(orderNos.length);
    for (const no of orderNos) expect(no).toMatch(ORDER_NO_PATTERN);
    const texts = rows.lawyer_reviews?.map((r) => String(r.content)).filter(Boolean) ?? [];
    expect(new Set(texts).size).toBe(texts.length);

    const bad = await env.DB.prepare(
      `SELECT r.id FROM lawyer_reviews r
         JOIN advice_orders a ON a.id = r.advice_id
         JOIN orders o ON o.id = a.order_id
        WHERE a.status <> 3 OR o.status <> 30 OR o.type <> 'ADVICE' OR a.lawyer_id <> r.lawyer_id OR a.user_id <> r.user_id
           OR a.completed_at > r.created_at OR r.created_at > ?
           OR NOT EXISTS (SELECT 1 FROM lawyer_fields f WHERE f.user_id = a.lawyer_id AND f.field_id = a.field_id)`,
    )
      .bind(now)
      .all();
    expect(bad.results).toEqual([]);
    const reviewed = await env.DB.prepare("SELECT count(DISTINCT lawyer_id) AS n FROM lawyer_reviews").first<{ n: number }>();
    expect(reviewed?.n).toBeGreaterThanOrEqual(15);
  });
});

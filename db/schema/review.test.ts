import { getTableConfig, type SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { users } from "./accounts";
import { realNameVerifications, withdrawals } from "./earnings";
import { certifications } from "./lawyers";
import { templateSubmissions } from "./templates";

// What a column helper spread into a table must still declare: the migrations were generated from it.
const columnsOf = (table: SQLiteTable) =>
  Object.fromEntries(getTableConfig(table).columns.map((c) => [c.name, { type: c.getSQLType(), notNull: c.notNull, default: c.default ?? null }]));
const reviewerFks = (table: SQLiteTable) =>
  getTableConfig(table)
    .foreignKeys.map((fk) => fk.reference())
    .filter((r) => r.columns.some((c) => c.name === "reviewer_id"))
    .map((r) => [r.foreignTable === users, r.foreignColumns.map((c) => c.name)]);

describe("review columns", () => {
  it("review columns: certifications and real-name verifications keep their status, reason, times, reviewer and queue rules", () => {
    for (const [table, name] of [
      [certifications, "certifications"],
      [realNameVerifications, "real_name_verifications"],
    ] as const) {
      expect(columnsOf(table), name).toMatchObject({
        status: { type: "text", notNull: true, default: "1" },
        reject_reason: { type: "text", notNull: false, default: null },
        submitted_at: { type: "integer", notNull: true, default: null },
        reviewer_id: { type: "integer", notNull: false, default: null },
        reviewed_at: { type: "integer", notNull: false, default: null },
      });
      expect(reviewerFks(table), name).toEqual([[true, ["id"]]]);
      const config = getTableConfig(table);
      const queue = config.indexes.find((i) => i.config.name === `${name}_status_idx`);
      expect(
        queue?.config.columns.map((c) => ("name" in c ? c.name : "")),
        name,
      ).toEqual(["status", "submitted_at"]);
      expect(
        config.checks.map((c) => c.name),
        name,
      ).toContain(`${name}_status_check`);
    }
  });

  it("review columns: template submissions and withdrawals keep who decided and when", () => {
    for (const table of [templateSubmissions, withdrawals]) {
      expect(columnsOf(table)).toMatchObject({
        reviewer_id: { type: "integer", notNull: false, default: null },
        reviewed_at: { type: "integer", notNull: false, default: null },
      });
      expect(reviewerFks(table)).toEqual([[true, ["id"]]]);
    }
  });
});

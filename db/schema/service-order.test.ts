import { getTableConfig, type SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { users } from "./accounts";
import { adviceEvents, adviceOrders } from "./advice";
import { chats } from "./chats";
import { customEvents, customOrders } from "./custom";
import { lawyerReviews } from "./lawyer-reviews";
import { lawyerProfiles } from "./lawyers";
import { orders } from "./orders";

// What the service order helpers spread into their tables must still declare: the migrations were
// generated from the tables as they were written out before.
const columnsOf = (table: SQLiteTable) =>
  Object.fromEntries(
    getTableConfig(table).columns.map((c) => [c.name, { type: c.getSQLType(), notNull: c.notNull, unique: c.isUnique, default: c.default ?? null }]),
  );
const fksOf = (table: SQLiteTable) =>
  getTableConfig(table)
    .foreignKeys.map((fk) => fk.reference())
    .map((r) => [r.columns.map((c) => c.name).join(), r.foreignTable, r.foreignColumns.map((c) => c.name).join()]);
const indexesOf = (table: SQLiteTable) =>
  Object.fromEntries(getTableConfig(table).indexes.map((i) => [i.config.name, i.config.columns.map((c) => ("name" in c ? c.name : ""))]));

describe("service order columns", () => {
  it("service order columns: advice_orders and custom_orders keep their order, parties, status, times and list indexes", () => {
    for (const [table, name] of [
      [adviceOrders, "advice_orders"],
      [customOrders, "custom_orders"],
    ] as const) {
      expect(columnsOf(table), name).toMatchObject({
        id: { type: "integer", notNull: true },
        order_id: { type: "integer", notNull: true, unique: true },
        user_id: { type: "integer", notNull: true },
        requested_lawyer_id: { type: "integer", notNull: false },
        lawyer_id: { type: "integer", notNull: false },
        status: { type: "integer", notNull: true, default: 0 },
        paid_at: { type: "integer", notNull: false },
        accept_deadline: { type: "integer", notNull: false },
        accepted_at: { type: "integer", notNull: false },
        completed_at: { type: "integer", notNull: false },
        cancelled_at: { type: "integer", notNull: false },
        created_at: { type: "integer", notNull: true },
        updated_at: { type: "integer", notNull: true },
      });
      expect(fksOf(table), name).toEqual(
        expect.arrayContaining([
          ["order_id", orders, "id"],
          ["user_id", users, "id"],
          ["requested_lawyer_id", lawyerProfiles, "user_id"],
          ["lawyer_id", lawyerProfiles, "user_id"],
        ]),
      );
      expect(indexesOf(table), name).toMatchObject({
        [`${name}_user_idx`]: ["user_id", "created_at"],
        [`${name}_lawyer_idx`]: ["lawyer_id", "status"],
        [`${name}_deadline_idx`]: ["status", "accept_deadline"],
      });
    }
  });

  it("service order columns: both event logs keep kind, actor, note and time beside their order", () => {
    for (const table of [adviceEvents, customEvents]) {
      expect(columnsOf(table)).toMatchObject({
        id: { type: "integer", notNull: true },
        kind: { type: "text", notNull: true },
        actor_id: { type: "integer", notNull: false },
        note: { type: "text", notNull: true, default: "" },
        created_at: { type: "integer", notNull: true },
      });
    }
  });

  it("service order columns: chats and lawyer_reviews are each about one advice or one custom order", () => {
    for (const [table, name] of [
      [chats, "chats"],
      [lawyerReviews, "lawyer_reviews"],
    ] as const) {
      expect(columnsOf(table), name).toMatchObject({
        advice_id: { type: "integer", notNull: false, unique: true },
        custom_id: { type: "integer", notNull: false, unique: true },
      });
      expect(fksOf(table), name).toEqual(
        expect.arrayContaining([
          ["advice_id", adviceOrders, "id"],
          ["custom_id", customOrders, "id"],
        ]),
      );
      expect(getTableConfig(table).checks.map((c) => c.name)).toContain(`${name}_subject_check`);
    }
  });
});

import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { professionalFields } from "./lawyers";
import { serviceEventColumns, serviceOrderColumns, serviceOrderIndexes } from "./service-order";
import { templateCategories } from "./templates";

/**
 * Contract customisation and review (SPEC §7 Customization). One row per CONTRACT_CUSTOMIZATION or
 * CONTRACT_REVIEW order; the money lives in `orders`, the service here, moving along core/custom.ts
 * by guarded updates. What is included (revisions, delivery days) is copied from the price list when
 * the order is made, so a later change of the list never changes a sold order.
 */
export const customOrders = sqliteTable(
  "custom_orders",
  {
    ...serviceOrderColumns(),
    kind: text("kind", { enum: ["CONTRACT_CUSTOMIZATION", "CONTRACT_REVIEW"] }).notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => templateCategories.id),
    /** The legal field the user picked (optional): open orders go to lawyers of that field first. */
    fieldId: integer("field_id").references(() => professionalFields.id),
    /** The structured requirement (core/custom.ts Requirement) as JSON. */
    requirement: text("requirement", { mode: "json" }).notNull(),
    revisionsAllowed: integer("revisions_allowed").notNull(),
    revisionsUsed: integer("revisions_used").notNull().default(0),
    deliveryWorkingDays: integer("delivery_working_days").notNull(),
    deliveryDueAt: integer("delivery_due_at"),
    deliveredAt: integer("delivered_at"),
  },
  (t) => [
    ...serviceOrderIndexes("custom_orders", t),
    index("custom_orders_pool_idx").on(t.status, t.requestedLawyerId, t.categoryId),
    check("custom_orders_status_check", sql`${t.status} IN (0, 1, 2, 3, 4, 5)`),
    check("custom_orders_revisions_check", sql`${t.revisionsUsed} >= 0 AND ${t.revisionsUsed} <= ${t.revisionsAllowed}`),
  ],
);

/** A numbered delivery of the lawyer's work, kept forever; its files are in custom_files. */
export const customDeliveries = sqliteTable(
  "custom_deliveries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    customId: integer("custom_id")
      .notNull()
      .references(() => customOrders.id),
    version: integer("version").notNull(),
    lawyerId: integer("lawyer_id")
      .notNull()
      .references(() => users.id),
    note: text("note").notNull().default(""),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [uniqueIndex("custom_deliveries_version_idx").on(t.customId, t.version)],
);

/**
 * A private file of an order: the user's attachments (uploaded before the order exists, linked when
 * it is made) and the files of each delivery. purpose: attachment, contract, opinion.
 */
export const customFiles = sqliteTable(
  "custom_files",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    customId: integer("custom_id").references(() => customOrders.id),
    deliveryId: integer("delivery_id").references(() => customDeliveries.id),
    uploaderId: integer("uploader_id")
      .notNull()
      .references(() => users.id),
    purpose: text("purpose", { enum: ["attachment", "contract", "opinion"] }).notNull(),
    key: text("key").notNull().unique(),
    name: text("name").notNull(),
    mime: text("mime").notNull(),
    size: integer("size").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("custom_files_custom_idx").on(t.customId, t.deliveryId), index("custom_files_uploader_idx").on(t.uploaderId, t.customId)],
);

/**
 * What happened to an order, for its timeline. custom_id is filled by a subquery that is NULL unless
 * the step it records has just happened, so the row doubles as the guard of its batch.
 */
export const customEvents = sqliteTable(
  "custom_events",
  {
    ...serviceEventColumns(),
    customId: integer("custom_id")
      .notNull()
      .references(() => customOrders.id),
  },
  (t) => [index("custom_events_custom_idx").on(t.customId, t.id)],
);

import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { lawyerProfiles } from "./lawyers";
import { serviceSubject, serviceSubjectCheck } from "./service-subject";

/** Reviews exist only for completed advice or custom orders, one per order, written by its user. */
export const lawyerReviews = sqliteTable(
  "lawyer_reviews",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    ...serviceSubject(),
    lawyerId: integer("lawyer_id")
      .notNull()
      .references(() => lawyerProfiles.userId, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    rating: integer("rating").notNull(),
    content: text("content").notNull().default(""),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    index("lawyer_reviews_lawyer_idx").on(t.lawyerId, t.createdAt),
    check("lawyer_reviews_rating_check", sql`${t.rating} BETWEEN 1 AND 5`),
    serviceSubjectCheck("lawyer_reviews", t),
  ],
);

import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { serviceSubject, serviceSubjectCheck } from "./service-subject";

/**
 * A conversation between a user and a lawyer about one service: an online advice order or a
 * customisation/review order (exactly one of advice_id, custom_id). The ChatRoom Durable Object named
 * after the id holds the messages; this row and chat_messages mirror them for listings, unread counts
 * and chat_record.
 */
export const chats = sqliteTable(
  "chats",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    ...serviceSubject(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    lawyerId: integer("lawyer_id").references(() => users.id),
    closed: integer("closed", { mode: "boolean" }).notNull().default(false),
    lastMessageAt: integer("last_message_at"),
    lastPreview: text("last_preview").notNull().default(""),
    userUnread: integer("user_unread").notNull().default(0),
    lawyerUnread: integer("lawyer_unread").notNull().default(0),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("chats_user_idx").on(t.userId, t.lastMessageAt), index("chats_lawyer_idx").on(t.lawyerId, t.lastMessageAt), serviceSubjectCheck("chats", t)],
);

/** sender_role: user, lawyer, robot (greetings), system (notices); kind: text, image, file, notice. */
export const chatMessages = sqliteTable(
  "chat_messages",
  {
    chatId: integer("chat_id")
      .notNull()
      .references(() => chats.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    senderId: integer("sender_id"),
    senderRole: text("sender_role", { enum: ["user", "lawyer", "robot", "system"] }).notNull(),
    kind: text("kind", { enum: ["text", "image", "file", "notice"] }).notNull(),
    body: text("body").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.seq] })],
);

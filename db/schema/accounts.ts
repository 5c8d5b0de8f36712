import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/** A person with an account; the phone is the login name (SPEC §5 phone rule). */
export const users = sqliteTable("users", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  phone: text("phone").notNull().unique(),
  /** PBKDF2-SHA256 with pepper: "pbkdf2$<iterations>$<salt b64>$<hash b64>"; null until a password is set. */
  passwordHash: text("password_hash"),
  nickname: text("nickname").notNull(),
  realName: text("real_name"),
  /** R2 key under public/avatars/. */
  avatarKey: text("avatar_key"),
  createdAt: integer("created_at").notNull(),
  updatedAt: integer("updated_at").notNull(),
});

/** Roles of SPEC §6 (ROLE_ADVICE_LAWYER, ROLE_CONTRACT_CUSTOMIZATION, ROLE_ADMIN); members are derived from memberships. */
export const userRoles = sqliteTable(
  "user_roles",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/** VIP membership (sysMember): active while end_at is in the future. */
export const memberships = sqliteTable("memberships", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  startAt: integer("start_at").notNull(),
  endAt: integer("end_at").notNull(),
  /** 'OA用户' when the membership is synced with the OA account (SPEC §3). */
  source: text("source").notNull().default("平台购买"),
});

/** Social identities bound to a user: WX (unionid or openid). */
export const socialIdentities = sqliteTable(
  "social_identities",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: ["WX"] }).notNull(),
    subject: text("subject").notNull(),
    nickname: text("nickname"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [uniqueIndex("social_provider_subject").on(t.provider, t.subject), uniqueIndex("social_user_provider").on(t.userId, t.provider)],
);

/**
 * Opaque refresh tokens, stored hashed. Each login starts a family; every use rotates to a new row of
 * the same family, and presenting an already-used token revokes the whole family (reuse detection).
 * A family is one signed-in device in 系统安全.
 */
export const refreshTokens = sqliteTable(
  "refresh_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    familyId: text("family_id").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
    revokedAt: integer("revoked_at"),
    device: text("device").notNull().default(""),
    ip: text("ip").notNull().default(""),
    city: text("city").notNull().default(""),
  },
  (t) => [index("refresh_family_idx").on(t.familyId), index("refresh_user_idx").on(t.userId, t.revokedAt)],
);

/** SMS verification codes (6 digits, hashed, 5 minutes, at most 5 wrong tries). */
export const smsCodes = sqliteTable(
  "sms_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    phone: text("phone").notNull(),
    purpose: text("purpose", { enum: ["login", "register", "reset", "bind", "verify", "realname", "withdraw"] }).notNull(),
    codeHash: text("code_hash").notNull(),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    consumedAt: integer("consumed_at"),
    ip: text("ip").notNull().default(""),
  },
  (t) => [
    index("sms_codes_phone_idx").on(t.phone, t.purpose, t.createdAt),
    index("sms_codes_ip_idx").on(t.ip, t.createdAt),
    check("sms_attempts_check", sql`${t.attempts} <= 5`),
  ],
);

/** The sandbox SMS provider's outbox: what would have been sent, readable in development and tests. */
export const smsOutbox = sqliteTable(
  "sms_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    phone: text("phone").notNull(),
    template: text("template").notNull(),
    content: text("content").notNull(),
    params: text("params").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("sms_outbox_phone_idx").on(t.phone, t.createdAt)],
);

/** AJ-Captcha blockPuzzle challenges: one check within 120 s, then one use of the verification within 180 s. */
export const captchaChallenges = sqliteTable(
  "captcha_challenges",
  {
    token: text("token").primaryKey(),
    clientUid: text("client_uid").notNull().default(""),
    secretKey: text("secret_key").notNull(),
    x: integer("x").notNull(),
    y: integer("y").notNull(),
    createdAt: integer("created_at").notNull(),
    checkedAt: integer("checked_at"),
    passed: integer("passed", { mode: "boolean" }).notNull().default(false),
    /** SHA-256 of the captchaVerification string handed out on success. */
    verificationHash: text("verification_hash"),
    verificationUsedAt: integer("verification_used_at"),
    ip: text("ip").notNull().default(""),
  },
  (t) => [
    index("captcha_created_idx").on(t.createdAt),
    index("captcha_client_idx").on(t.clientUid, t.createdAt),
    index("captcha_verification_idx").on(t.verificationHash),
  ],
);

/** Timestamps of events that limits count (failed passwords, captcha fetches per IP, ...). */
export const rateEvents = sqliteTable(
  "rate_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    key: text("key").notNull(),
    at: integer("at").notNull(),
  },
  (t) => [index("rate_events_key_idx").on(t.key, t.at)],
);

/**
 * WeChat OAuth states handed out with a QR frame: the browser holds the nonce in an httpOnly cookie
 * and WeChat echoes it in `state`; the row makes each state single-use and short-lived on the server.
 */
export const oauthStates = sqliteTable(
  "oauth_states",
  {
    /** SHA-256 of the full state value (`WX-LOGIN.<nonce>` / `WX-BIND.<nonce>`). */
    stateHash: text("state_hash").primaryKey(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
  },
  (t) => [index("oauth_states_expires_idx").on(t.expiresAt)],
);

/**
 * Fixed-window counters for limits that must hold under parallel requests (password guesses per
 * phone, per IP and overall): every attempt is counted by one guarded upsert before it is evaluated.
 */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull().default(0),
  windowStart: integer("window_start").notNull(),
  lockedUntil: integer("locked_until").notNull().default(0),
});

import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { applicationReview, applicationReviewRules } from "./review";

// Lawyers (SPEC §1/§7 /admin/lawyer…): the professional field tree, public profiles, likes, visits,
// representative cases, certification applications; and lawyers' articles (blog) with read records.

/** professional_field tree (parentId -1 at the top in the REST surface; NULL here). */
export const professionalFields = sqliteTable(
  "professional_fields",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    parentId: integer("parent_id").references((): AnySQLiteColumn => professionalFields.id),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("professional_fields_parent_idx").on(t.parentId, t.sort)],
);

/**
 * A published lawyer profile, one per certified lawyer user. lawyer_type: 1 执业律师, 2 公司律师,
 * 3 公职律师 (types/{0|1} in the REST surface filter by it); title: lawyer_professional_title
 * dictionary (e.g. 高级合伙人); tags: JSON array from lawyer_individual_tag. Prices in fen; NULL = not offered.
 */
export const lawyerProfiles = sqliteTable(
  "lawyer_profiles",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    firm: text("firm").notNull(),
    cityCode: text("city_code").notNull(),
    licenseNo: text("license_no").notNull().unique(),
    practiceSince: integer("practice_since").notNull(),
    lawyerType: integer("lawyer_type").notNull().default(1),
    title: text("title").notNull().default(""),
    tags: text("tags").notNull().default("[]"),
    intro: text("intro").notNull().default(""),
    photoKey: text("photo_key"),
    phonePriceFen: integer("phone_price_fen"),
    onlinePriceFen: integer("online_price_fen"),
    customPriceFen: integer("custom_price_fen"),
    reviewPriceFen: integer("review_price_fen"),
    /** 驻站律师: shown in the resident list. */
    resident: integer("resident", { mode: "boolean" }).notNull().default(false),
    published: integer("published", { mode: "boolean" }).notNull().default(true),
    likes: integer("likes").notNull().default(0),
    visits: integer("visits").notNull().default(0),
    /** Recent activity (answers, articles, orders), for 按活跃度 sorting. */
    activity: integer("activity").notNull().default(0),
    /** Median minutes to accept an advice order; NULL until there are orders. */
    responseMinutes: integer("response_minutes"),
    lastActiveAt: integer("last_active_at").notNull(),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    index("lawyer_profiles_city_idx").on(t.published, t.cityCode, t.activity),
    index("lawyer_profiles_likes_idx").on(t.published, t.likes),
    index("lawyer_profiles_since_idx").on(t.published, t.practiceSince),
    check("lawyer_profiles_type_check", sql`${t.lawyerType} IN (1, 2, 3)`),
  ],
);

export const lawyerFields = sqliteTable(
  "lawyer_fields",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => lawyerProfiles.userId, { onDelete: "cascade" }),
    fieldId: integer("field_id")
      .notNull()
      .references(() => professionalFields.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fieldId] }), index("lawyer_fields_field_idx").on(t.fieldId)],
);

/** One like per user and lawyer. */
export const lawyerLikes = sqliteTable(
  "lawyer_likes",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lawyerId: integer("lawyer_id")
      .notNull()
      .references(() => lawyerProfiles.userId, { onDelete: "cascade" }),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lawyerId] })],
);

/** Profile visits (visits_record): who looked at which lawyer, for the lawyer's own statistics. */
export const lawyerVisits = sqliteTable(
  "lawyer_visits",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    lawyerId: integer("lawyer_id")
      .notNull()
      .references(() => lawyerProfiles.userId, { onDelete: "cascade" }),
    visitorId: integer("visitor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("lawyer_visits_lawyer_idx").on(t.lawyerId, t.createdAt)],
);

/** Representative cases a lawyer lists on the profile and name card. */
export const lawyerCases = sqliteTable(
  "lawyer_cases",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    lawyerId: integer("lawyer_id")
      .notNull()
      .references(() => lawyerProfiles.userId, { onDelete: "cascade" }),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    year: integer("year").notNull(),
    sort: integer("sort").notNull().default(0),
    /** The version a console edit was loaded at (0 for seeded rows); moves and edits bump it. */
    updatedAt: integer("updated_at").notNull().default(0),
  },
  (t) => [index("lawyer_cases_lawyer_idx").on(t.lawyerId, t.sort)],
);

/**
 * Certification applications (SPEC §4): status '0' to submit, '1' under review, '2' approved, '3'
 * rejected. The ID number is kept masked, with an HMAC to find duplicates; photos are private R2 keys.
 * roles: JSON array of the lawyer roles applied for.
 */
export const certifications = sqliteTable(
  "certifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    realName: text("real_name").notNull(),
    idNumberMasked: text("id_number_masked").notNull(),
    idNumberHash: text("id_number_hash").notNull(),
    firm: text("firm").notNull(),
    licenseNo: text("license_no").notNull(),
    cityCode: text("city_code").notNull(),
    practiceSince: integer("practice_since").notNull(),
    fields: text("fields").notNull().default("[]"),
    roles: text("roles").notNull().default("[]"),
    licensePhotoKey: text("license_photo_key").notNull(),
    idPhotoKey: text("id_photo_key").notNull(),
    ...applicationReview(),
  },
  (t) => [index("certifications_user_idx").on(t.userId, t.submittedAt), ...applicationReviewRules("certifications", t)],
);

/** Article classifications (法律文集 categories). */
export const articleClassifications = sqliteTable("article_classifications", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  sort: integer("sort").notNull().default(0),
});

/**
 * Lawyers' articles. kind: 'article' (律师文章) or 'knowledge' (法律知识). status: 0 draft, 1 under review,
 * 2 published, 3 rejected, 4 withdrawn (core/article-publishing.ts moves between them). body is plain
 * text (search, excerpts, reading time); html is the sanitised rich text of an article written in the
 * editor, NULL for seeded bodies, which the page renders from the text.
 */
export const articles = sqliteTable(
  "articles",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id),
    classificationId: integer("classification_id")
      .notNull()
      .references(() => articleClassifications.id),
    kind: text("kind").notNull().default("article"),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    body: text("body").notNull(),
    html: text("html"),
    status: integer("status").notNull().default(2),
    recommended: integer("recommended", { mode: "boolean" }).notNull().default(false),
    reads: integer("reads").notNull().default(0),
    publishedAt: integer("published_at"),
    /** When it last went to review (the console queue is oldest first). */
    submittedAt: integer("submitted_at"),
    /** The reviewer's reason, shown to the author while the article is rejected. */
    rejectReason: text("reject_reason"),
    reviewerId: integer("reviewer_id").references(() => users.id),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    index("articles_review_idx").on(t.status, t.submittedAt),
    index("articles_list_idx").on(t.status, t.kind, t.classificationId, t.publishedAt),
    index("articles_author_idx").on(t.authorId, t.status, t.publishedAt),
    index("articles_reads_idx").on(t.status, t.reads),
    check("articles_kind_check", sql`${t.kind} IN ('article', 'knowledge')`),
    check("articles_status_check", sql`${t.status} IN (0, 1, 2, 3, 4)`),
  ],
);

/** read_record: one counted read per reader (user id, or a visitor key) per Asia/Shanghai day. */
export const articleReads = sqliteTable(
  "article_reads",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    reader: text("reader").notNull(),
    day: text("day").notNull(),
  },
  (t) => [uniqueIndex("article_reads_once_idx").on(t.articleId, t.reader, t.day)],
);

/**
 * 电子名片 (SPEC §7 name cards): a lawyer's shareable cards, one of them the default; representative
 * cases come from lawyer_cases. sync_* records the last PUT to the card product (NAME_CARD_URL).
 */
/** 22 characters of base64url over 16 random bytes. */
export function newCardSlug(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

export const nameCards = sqliteTable(
  "name_cards",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    lawyerId: integer("lawyer_id")
      .notNull()
      .references(() => lawyerProfiles.userId, { onDelete: "cascade" }),
    label: text("label").notNull(),
    name: text("name").notNull(),
    position: text("position").notNull().default(""),
    firm: text("firm").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull().default(""),
    address: text("address").notNull().default(""),
    intro: text("intro").notNull().default(""),
    showCases: integer("show_cases", { mode: "boolean" }).notNull().default(true),
    /** Phone and e-mail appear on the public card only when the lawyer opts in. */
    showPhone: integer("show_phone", { mode: "boolean" }).notNull().default(false),
    showEmail: integer("show_email", { mode: "boolean" }).notNull().default(false),
    /** The card's public address (/cards/{slug}): random, so shared cards cannot be enumerated. */
    slug: text("slug").$defaultFn(newCardSlug),
    isDefault: integer("is_default", { mode: "boolean" }).notNull().default(false),
    syncStatus: text("sync_status", { enum: ["none", "synced", "failed"] })
      .notNull()
      .default("none"),
    syncedAt: integer("synced_at"),
    syncError: text("sync_error"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    index("name_cards_lawyer_idx").on(t.lawyerId, t.id),
    uniqueIndex("name_cards_one_default_idx").on(t.lawyerId).where(sql`${t.isDefault} = 1`),
    uniqueIndex("name_cards_slug_idx").on(t.slug),
  ],
);

/** What the sandbox card provider received (the development outbox of PUTs to the card product). */
export const nameCardSyncs = sqliteTable("name_card_syncs", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  cardId: integer("card_id").notNull(),
  payload: text("payload").notNull(),
  createdAt: integer("created_at").notNull(),
});

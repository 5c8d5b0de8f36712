CREATE TABLE `article_classifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `article_classifications_slug_unique` ON `article_classifications` (`slug`);--> statement-breakpoint
CREATE TABLE `article_reads` (
	`article_id` integer NOT NULL,
	`reader` text NOT NULL,
	`day` text NOT NULL,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `article_reads_once_idx` ON `article_reads` (`article_id`,`reader`,`day`);--> statement-breakpoint
CREATE TABLE `articles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`author_id` integer NOT NULL,
	`classification_id` integer NOT NULL,
	`kind` text DEFAULT 'article' NOT NULL,
	`title` text NOT NULL,
	`summary` text NOT NULL,
	`body` text NOT NULL,
	`status` integer DEFAULT 2 NOT NULL,
	`recommended` integer DEFAULT false NOT NULL,
	`reads` integer DEFAULT 0 NOT NULL,
	`published_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`classification_id`) REFERENCES `article_classifications`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "articles_kind_check" CHECK("articles"."kind" IN ('article', 'knowledge')),
	CONSTRAINT "articles_status_check" CHECK("articles"."status" IN (0, 1, 2, 3, 4))
);
--> statement-breakpoint
CREATE INDEX `articles_list_idx` ON `articles` (`status`,`kind`,`classification_id`,`published_at`);--> statement-breakpoint
CREATE INDEX `articles_author_idx` ON `articles` (`author_id`,`status`,`published_at`);--> statement-breakpoint
CREATE INDEX `articles_reads_idx` ON `articles` (`status`,`reads`);--> statement-breakpoint
CREATE TABLE `certifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`real_name` text NOT NULL,
	`id_number_masked` text NOT NULL,
	`id_number_hash` text NOT NULL,
	`firm` text NOT NULL,
	`license_no` text NOT NULL,
	`city_code` text NOT NULL,
	`practice_since` integer NOT NULL,
	`fields` text DEFAULT '[]' NOT NULL,
	`roles` text DEFAULT '[]' NOT NULL,
	`license_photo_key` text NOT NULL,
	`id_photo_key` text NOT NULL,
	`status` text DEFAULT '1' NOT NULL,
	`reject_reason` text,
	`reviewer_id` integer,
	`submitted_at` integer NOT NULL,
	`reviewed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reviewer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "certifications_status_check" CHECK("certifications"."status" IN ('0', '1', '2', '3'))
);
--> statement-breakpoint
CREATE INDEX `certifications_user_idx` ON `certifications` (`user_id`,`submitted_at`);--> statement-breakpoint
CREATE INDEX `certifications_status_idx` ON `certifications` (`status`,`submitted_at`);--> statement-breakpoint
CREATE TABLE `lawyer_cases` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lawyer_id` integer NOT NULL,
	`title` text NOT NULL,
	`summary` text NOT NULL,
	`year` integer NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`lawyer_id`) REFERENCES `lawyer_profiles`(`user_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `lawyer_cases_lawyer_idx` ON `lawyer_cases` (`lawyer_id`,`sort`);--> statement-breakpoint
CREATE TABLE `lawyer_fields` (
	`user_id` integer NOT NULL,
	`field_id` integer NOT NULL,
	PRIMARY KEY(`user_id`, `field_id`),
	FOREIGN KEY (`user_id`) REFERENCES `lawyer_profiles`(`user_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`field_id`) REFERENCES `professional_fields`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `lawyer_fields_field_idx` ON `lawyer_fields` (`field_id`);--> statement-breakpoint
CREATE TABLE `lawyer_likes` (
	`user_id` integer NOT NULL,
	`lawyer_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `lawyer_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`lawyer_id`) REFERENCES `lawyer_profiles`(`user_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `lawyer_profiles` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`firm` text NOT NULL,
	`city_code` text NOT NULL,
	`license_no` text NOT NULL,
	`practice_since` integer NOT NULL,
	`lawyer_type` integer DEFAULT 1 NOT NULL,
	`title` text DEFAULT '' NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`intro` text DEFAULT '' NOT NULL,
	`photo_key` text,
	`phone_price_fen` integer,
	`online_price_fen` integer,
	`custom_price_fen` integer,
	`review_price_fen` integer,
	`resident` integer DEFAULT false NOT NULL,
	`published` integer DEFAULT true NOT NULL,
	`likes` integer DEFAULT 0 NOT NULL,
	`visits` integer DEFAULT 0 NOT NULL,
	`activity` integer DEFAULT 0 NOT NULL,
	`response_minutes` integer,
	`last_active_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "lawyer_profiles_type_check" CHECK("lawyer_profiles"."lawyer_type" IN (1, 2, 3))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lawyer_profiles_license_no_unique` ON `lawyer_profiles` (`license_no`);--> statement-breakpoint
CREATE INDEX `lawyer_profiles_city_idx` ON `lawyer_profiles` (`published`,`city_code`,`activity`);--> statement-breakpoint
CREATE INDEX `lawyer_profiles_likes_idx` ON `lawyer_profiles` (`published`,`likes`);--> statement-breakpoint
CREATE INDEX `lawyer_profiles_since_idx` ON `lawyer_profiles` (`published`,`practice_since`);--> statement-breakpoint
CREATE TABLE `lawyer_visits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lawyer_id` integer NOT NULL,
	`visitor_id` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`lawyer_id`) REFERENCES `lawyer_profiles`(`user_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`visitor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `lawyer_visits_lawyer_idx` ON `lawyer_visits` (`lawyer_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `professional_fields` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`parent_id` integer,
	`sort` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`parent_id`) REFERENCES `professional_fields`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `professional_fields_slug_unique` ON `professional_fields` (`slug`);--> statement-breakpoint
CREATE INDEX `professional_fields_parent_idx` ON `professional_fields` (`parent_id`,`sort`);
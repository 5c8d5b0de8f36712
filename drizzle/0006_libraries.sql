CREATE TABLE `browse_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`target_id` integer NOT NULL,
	`title` text NOT NULL,
	`viewed_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `browse_history_user_idx` ON `browse_history` (`user_id`,`viewed_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `browse_history_item_idx` ON `browse_history` (`user_id`,`kind`,`target_id`);--> statement-breakpoint
CREATE TABLE `case_causes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`parent_id` integer,
	`sort` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`parent_id`) REFERENCES `case_causes`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `case_causes_slug_unique` ON `case_causes` (`slug`);--> statement-breakpoint
CREATE INDEX `case_causes_parent_idx` ON `case_causes` (`parent_id`,`sort`);--> statement-breakpoint
CREATE TABLE `cases` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cause_id` integer NOT NULL,
	`title` text NOT NULL,
	`case_no` text NOT NULL,
	`court` text NOT NULL,
	`court_level` integer NOT NULL,
	`region_code` text,
	`procedure` text NOT NULL,
	`judged_on` text NOT NULL,
	`year` integer NOT NULL,
	`parties` text DEFAULT '[]' NOT NULL,
	`holding` text NOT NULL,
	`body` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`cause_id`) REFERENCES `case_causes`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "cases_court_level_check" CHECK("cases"."court_level" IN (1, 2, 3, 4))
);
--> statement-breakpoint
CREATE INDEX `cases_cause_idx` ON `cases` (`cause_id`,`judged_on`);--> statement-breakpoint
CREATE INDEX `cases_year_idx` ON `cases` (`year`);--> statement-breakpoint
CREATE INDEX `cases_court_idx` ON `cases` (`court_level`,`region_code`);--> statement-breakpoint
CREATE TABLE `clause_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`parent_id` integer,
	`sort` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`parent_id`) REFERENCES `clause_categories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `clause_categories_slug_unique` ON `clause_categories` (`slug`);--> statement-breakpoint
CREATE INDEX `clause_categories_parent_idx` ON `clause_categories` (`parent_id`,`sort`);--> statement-breakpoint
CREATE TABLE `clauses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`category_id` integer NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`tips` text DEFAULT '' NOT NULL,
	`copies` integer DEFAULT 0 NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`featured_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `clause_categories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `clauses_category_idx` ON `clauses` (`category_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `clauses_featured_idx` ON `clauses` (`featured_at`);--> statement-breakpoint
CREATE INDEX `clauses_copies_idx` ON `clauses` (`copies`);--> statement-breakpoint
CREATE TABLE `document_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`kind` integer NOT NULL,
	`parent_id` integer,
	`sort` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`parent_id`) REFERENCES `document_categories`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "document_categories_kind_check" CHECK("document_categories"."kind" IN (1, 2))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `document_categories_slug_unique` ON `document_categories` (`slug`);--> statement-breakpoint
CREATE INDEX `document_categories_parent_idx` ON `document_categories` (`parent_id`,`sort`);--> statement-breakpoint
CREATE TABLE `documents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`category_id` integer NOT NULL,
	`title` text NOT NULL,
	`summary` text NOT NULL,
	`notes` text DEFAULT '[]' NOT NULL,
	`body` text NOT NULL,
	`downloads` integer DEFAULT 0 NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `document_categories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `documents_category_idx` ON `documents` (`category_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `documents_views_idx` ON `documents` (`views`);--> statement-breakpoint
CREATE TABLE `regulations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`level` text NOT NULL,
	`issuer` text NOT NULL,
	`doc_no` text DEFAULT '' NOT NULL,
	`issued_on` text NOT NULL,
	`effective_on` text NOT NULL,
	`timeliness` integer NOT NULL,
	`region_code` text,
	`summary` text DEFAULT '' NOT NULL,
	`body` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "regulations_timeliness_check" CHECK("regulations"."timeliness" IN (1, 2, 3, 4))
);
--> statement-breakpoint
CREATE INDEX `regulations_level_idx` ON `regulations` (`level`,`issued_on`);--> statement-breakpoint
CREATE INDEX `regulations_issued_idx` ON `regulations` (`issued_on`);--> statement-breakpoint
CREATE INDEX `regulations_region_idx` ON `regulations` (`region_code`);--> statement-breakpoint
CREATE INDEX `regulations_timeliness_idx` ON `regulations` (`timeliness`);
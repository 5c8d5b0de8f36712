CREATE TABLE `contract_key_clauses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind_id` integer NOT NULL,
	`key` text NOT NULL,
	`name` text NOT NULL,
	`required` integer NOT NULL,
	`patterns` text NOT NULL,
	`reason` text NOT NULL,
	`citations` text NOT NULL,
	`suggestion_clause_id` integer,
	`suggestion_text` text,
	`sort` integer DEFAULT 0 NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`kind_id`) REFERENCES `contract_kinds`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`suggestion_clause_id`) REFERENCES `clauses`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "contract_key_clauses_suggestion_check" CHECK("contract_key_clauses"."suggestion_clause_id" IS NULL OR "contract_key_clauses"."suggestion_text" IS NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contract_key_clauses_kind_key_idx` ON `contract_key_clauses` (`kind_id`,`key`);--> statement-breakpoint
CREATE TABLE `contract_kind_categories` (
	`category_id` integer PRIMARY KEY NOT NULL,
	`kind_id` integer NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `template_categories`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`kind_id`) REFERENCES `contract_kinds`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contract_kind_categories_kind_idx` ON `contract_kind_categories` (`kind_id`);--> statement-breakpoint
CREATE TABLE `contract_kinds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`name` text NOT NULL,
	`signs` text NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contract_kinds_key_unique` ON `contract_kinds` (`key`);--> statement-breakpoint
CREATE UNIQUE INDEX `contract_kinds_name_unique` ON `contract_kinds` (`name`);
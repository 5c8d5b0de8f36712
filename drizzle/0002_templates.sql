CREATE TABLE `template_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`parent_id` integer,
	`sort` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`parent_id`) REFERENCES `template_categories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `template_categories_slug_unique` ON `template_categories` (`slug`);--> statement-breakpoint
CREATE INDEX `template_categories_parent_idx` ON `template_categories` (`parent_id`,`sort`);--> statement-breakpoint
CREATE TABLE `templates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`category_id` integer NOT NULL,
	`author_id` integer,
	`title` text NOT NULL,
	`source` integer NOT NULL,
	`status` integer DEFAULT 2 NOT NULL,
	`price_fen` integer DEFAULT 0 NOT NULL,
	`member_free` integer DEFAULT false NOT NULL,
	`summary` text NOT NULL,
	`use_notes` text DEFAULT '[]' NOT NULL,
	`risk_notes` text DEFAULT '[]' NOT NULL,
	`body` text NOT NULL,
	`downloads` integer DEFAULT 0 NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `template_categories`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "templates_source_check" CHECK("templates"."source" IN (0, 1, 2)),
	CONSTRAINT "templates_status_check" CHECK("templates"."status" IN (0, 1, 2, 3)),
	CONSTRAINT "templates_price_check" CHECK("templates"."price_fen" >= 0)
);
--> statement-breakpoint
CREATE INDEX `templates_list_idx` ON `templates` (`status`,`category_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `templates_downloads_idx` ON `templates` (`status`,`downloads`);--> statement-breakpoint
CREATE INDEX `templates_views_idx` ON `templates` (`status`,`views`);
CREATE TABLE `template_submissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`author_id` integer NOT NULL,
	`template_id` integer,
	`title` text NOT NULL,
	`category_id` integer,
	`summary` text DEFAULT '' NOT NULL,
	`use_notes` text DEFAULT '[]' NOT NULL,
	`risk_notes` text DEFAULT '[]' NOT NULL,
	`suit_hints` text DEFAULT '[]' NOT NULL,
	`price_fen` integer DEFAULT 0 NOT NULL,
	`member_free` integer DEFAULT false NOT NULL,
	`body` text NOT NULL,
	`file_key` text NOT NULL,
	`file_name` text NOT NULL,
	`status` integer DEFAULT 0 NOT NULL,
	`review_reason` text,
	`reviewer_id` integer,
	`submitted_at` integer,
	`reviewed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`template_id`) REFERENCES `templates`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`category_id`) REFERENCES `template_categories`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`reviewer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "template_submissions_status_check" CHECK("template_submissions"."status" IN (0, 1, 2, 3)),
	CONSTRAINT "template_submissions_price_check" CHECK("template_submissions"."price_fen" >= 0)
);
--> statement-breakpoint
CREATE INDEX `template_submissions_author_idx` ON `template_submissions` (`author_id`,`status`,`updated_at`);--> statement-breakpoint
CREATE INDEX `template_submissions_queue_idx` ON `template_submissions` (`status`,`submitted_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `template_submissions_template_uq` ON `template_submissions` (`template_id`);
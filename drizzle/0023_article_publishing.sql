ALTER TABLE `articles` ADD `html` text;--> statement-breakpoint
ALTER TABLE `articles` ADD `submitted_at` integer;--> statement-breakpoint
ALTER TABLE `articles` ADD `reject_reason` text;--> statement-breakpoint
ALTER TABLE `articles` ADD `reviewer_id` integer REFERENCES users(id);--> statement-breakpoint
CREATE INDEX `articles_review_idx` ON `articles` (`status`,`submitted_at`);
ALTER TABLE `name_cards` ADD `show_phone` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `name_cards` ADD `show_email` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `name_cards` ADD `slug` text;--> statement-breakpoint
CREATE UNIQUE INDEX `name_cards_slug_idx` ON `name_cards` (`slug`);--> statement-breakpoint
UPDATE `name_cards` SET `slug` = lower(hex(randomblob(16))) WHERE `slug` IS NULL;

PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_ad_campaigns` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`slot_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`title` text NOT NULL,
	`link` text NOT NULL,
	`image_key` text,
	`days` integer NOT NULL,
	`status` integer DEFAULT 0 NOT NULL,
	`starts_at` integer,
	`ends_at` integer,
	`review_reason` text,
	`reviewed_by` integer,
	`reviewed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`slot_id`) REFERENCES `ad_slots`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`reviewed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "ad_campaigns_status_check" CHECK("__new_ad_campaigns"."status" IN (0, 1, 2, 3, 4, 5, 6))
);
--> statement-breakpoint
INSERT INTO `__new_ad_campaigns`("id", "order_id", "slot_id", "user_id", "title", "link", "image_key", "days", "status", "starts_at", "ends_at", "review_reason", "reviewed_by", "reviewed_at", "created_at", "updated_at") SELECT "id", "order_id", "slot_id", "user_id", "title", "link", "image_key", "days", "status", "starts_at", "ends_at", "review_reason", "reviewed_by", "reviewed_at", "created_at", "updated_at" FROM `ad_campaigns`;--> statement-breakpoint
DROP TABLE `ad_campaigns`;--> statement-breakpoint
ALTER TABLE `__new_ad_campaigns` RENAME TO `ad_campaigns`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `ad_campaigns_order_id_unique` ON `ad_campaigns` (`order_id`);--> statement-breakpoint
CREATE INDEX `ad_campaigns_slot_idx` ON `ad_campaigns` (`slot_id`,`status`,`ends_at`);--> statement-breakpoint
CREATE INDEX `ad_campaigns_user_idx` ON `ad_campaigns` (`user_id`,`created_at`);
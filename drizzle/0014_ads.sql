CREATE TABLE `ad_campaigns` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`slot_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`title` text NOT NULL,
	`link` text NOT NULL,
	`days` integer NOT NULL,
	`status` integer DEFAULT 0 NOT NULL,
	`starts_at` integer,
	`ends_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`slot_id`) REFERENCES `ad_slots`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "ad_campaigns_status_check" CHECK("ad_campaigns"."status" IN (0, 1, 2, 3))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ad_campaigns_order_id_unique` ON `ad_campaigns` (`order_id`);--> statement-breakpoint
CREATE INDEX `ad_campaigns_slot_idx` ON `ad_campaigns` (`slot_id`,`status`,`ends_at`);--> statement-breakpoint
CREATE INDEX `ad_campaigns_user_idx` ON `ad_campaigns` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `ad_slots` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`location` text NOT NULL,
	`description` text NOT NULL,
	`capacity` integer NOT NULL,
	`day_price_fen` integer NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ad_slots_code_unique` ON `ad_slots` (`code`);
CREATE TABLE `name_card_syncs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`card_id` integer NOT NULL,
	`payload` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `name_cards` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lawyer_id` integer NOT NULL,
	`label` text NOT NULL,
	`name` text NOT NULL,
	`position` text DEFAULT '' NOT NULL,
	`firm` text NOT NULL,
	`phone` text NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`intro` text DEFAULT '' NOT NULL,
	`show_cases` integer DEFAULT true NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	`sync_status` text DEFAULT 'none' NOT NULL,
	`synced_at` integer,
	`sync_error` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`lawyer_id`) REFERENCES `lawyer_profiles`(`user_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `name_cards_lawyer_idx` ON `name_cards` (`lawyer_id`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `name_cards_one_default_idx` ON `name_cards` (`lawyer_id`) WHERE "name_cards"."is_default" = 1;
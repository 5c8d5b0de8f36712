CREATE TABLE `regions` (
	`code` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`parent_code` text,
	`level` integer NOT NULL,
	`is_city` integer DEFAULT false NOT NULL,
	`pinyin` text NOT NULL,
	`initial` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `regions_parent_idx` ON `regions` (`parent_code`);--> statement-breakpoint
CREATE INDEX `regions_city_idx` ON `regions` (`is_city`,`pinyin`);--> statement-breakpoint
CREATE TABLE `nav_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`route_path` text NOT NULL,
	`badge` text,
	`external` integer DEFAULT false NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `settle_in_applications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`phone` text NOT NULL,
	`firm` text NOT NULL,
	`region_code` text NOT NULL,
	`practice_years` integer NOT NULL,
	`message` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer NOT NULL,
	`contacted_at` integer,
	CONSTRAINT "settle_in_status_check" CHECK("settle_in_applications"."status" IN ('pending','contacted'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `settle_in_pending_phone` ON `settle_in_applications` (`phone`) WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX `settle_in_created_idx` ON `settle_in_applications` (`created_at`);
CREATE TABLE `nice_entries` (
	`code` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`name` text NOT NULL,
	`parent_code` text,
	`class_no` integer NOT NULL,
	`version` text NOT NULL,
	CONSTRAINT "nice_entries_type_check" CHECK("nice_entries"."type" IN ('class', 'group', 'item')),
	CONSTRAINT "nice_entries_class_check" CHECK("nice_entries"."class_no" BETWEEN 1 AND 45)
);
--> statement-breakpoint
CREATE INDEX `nice_entries_parent_idx` ON `nice_entries` (`parent_code`,`code`);--> statement-breakpoint
CREATE INDEX `nice_entries_class_idx` ON `nice_entries` (`class_no`,`type`);--> statement-breakpoint
CREATE TABLE `nice_imports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`edition` text NOT NULL,
	`source` text NOT NULL,
	`classes` integer NOT NULL,
	`groups` integer NOT NULL,
	`items` integer NOT NULL,
	`imported_at` integer NOT NULL
);

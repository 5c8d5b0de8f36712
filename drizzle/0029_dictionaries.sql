CREATE TABLE `dict_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`value` text,
	`label` text NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "dict_items_kind_check" CHECK(kind IN ('lawyer_professional_title', 'lawyer_individual_tag', 'lawyer_type', 'footer_link'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dict_items_kind_label_idx` ON `dict_items` (`kind`,`label`);--> statement-breakpoint
CREATE UNIQUE INDEX `dict_items_kind_value_idx` ON `dict_items` (`kind`,`value`);
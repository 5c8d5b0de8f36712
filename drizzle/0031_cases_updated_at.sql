-- The version of a case that a console edit starts from (as regulations.updated_at): existing cases start at their entry time.
ALTER TABLE `cases` ADD `updated_at` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE `cases` SET `updated_at` = `created_at`;

ALTER TABLE `regulations` ADD `current_id` integer REFERENCES regulations(id);--> statement-breakpoint
ALTER TABLE `regulations` ADD `source_url` text;--> statement-breakpoint
CREATE INDEX `regulations_current_idx` ON `regulations` (`current_id`);
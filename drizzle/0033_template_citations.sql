CREATE TABLE `template_citations` (
	`template_id` integer NOT NULL,
	`regulation_id` integer NOT NULL,
	`article` integer NOT NULL,
	PRIMARY KEY(`template_id`, `regulation_id`, `article`),
	FOREIGN KEY (`template_id`) REFERENCES `templates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`regulation_id`) REFERENCES `regulations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `template_citations_regulation_idx` ON `template_citations` (`regulation_id`);
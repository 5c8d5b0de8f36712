CREATE TABLE `template_blanks` (
	`template_id` integer NOT NULL,
	`blank_key` text NOT NULL,
	`type` text NOT NULL,
	`label` text NOT NULL,
	`confirmed_against` integer NOT NULL,
	`confirmed_by` integer,
	`confirmed_at` integer NOT NULL,
	PRIMARY KEY(`template_id`, `blank_key`),
	FOREIGN KEY (`template_id`) REFERENCES `templates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`confirmed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);

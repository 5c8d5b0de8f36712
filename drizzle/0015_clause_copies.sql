CREATE TABLE `clause_copies` (
	`clause_id` integer NOT NULL,
	`copier` text NOT NULL,
	`day` text NOT NULL,
	FOREIGN KEY (`clause_id`) REFERENCES `clauses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `clause_copies_once_idx` ON `clause_copies` (`clause_id`,`copier`,`day`);
CREATE TABLE `invoice_orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` integer NOT NULL,
	`order_id` integer NOT NULL,
	`amount_fen` integer NOT NULL,
	`held` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `invoice_orders_invoice_idx` ON `invoice_orders` (`invoice_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_orders_held_idx` ON `invoice_orders` (`order_id`) WHERE "invoice_orders"."held" = 1;--> statement-breakpoint
CREATE TABLE `invoice_titles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`tax_no` text,
	`address` text,
	`phone` text,
	`bank_name` text,
	`bank_account` text,
	`is_default` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `invoice_titles_user_idx` ON `invoice_titles` (`user_id`,`updated_at`);--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`no` text NOT NULL,
	`user_id` integer NOT NULL,
	`type` text NOT NULL,
	`title_kind` text NOT NULL,
	`title_name` text NOT NULL,
	`tax_no` text,
	`address` text,
	`phone` text,
	`bank_name` text,
	`bank_account` text,
	`email` text NOT NULL,
	`remark` text DEFAULT '' NOT NULL,
	`amount_fen` integer NOT NULL,
	`tax_fen` integer NOT NULL,
	`status` integer DEFAULT 0 NOT NULL,
	`reason` text,
	`replaces_id` integer,
	`provider` text,
	`invoice_no` text,
	`pdf_key` text,
	`red_invoice_no` text,
	`red_pdf_key` text,
	`reviewer_id` integer,
	`created_at` integer NOT NULL,
	`issued_at` integer,
	`reversed_at` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`reviewer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "invoices_status_check" CHECK("invoices"."status" IN (0, 1, 2, 3, 4, 5)),
	CONSTRAINT "invoices_amount_check" CHECK("invoices"."amount_fen" > 0 AND "invoices"."tax_fen" >= 0 AND "invoices"."tax_fen" < "invoices"."amount_fen")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_no_unique` ON `invoices` (`no`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_invoice_no_unique` ON `invoices` (`invoice_no`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_red_invoice_no_unique` ON `invoices` (`red_invoice_no`);--> statement-breakpoint
CREATE INDEX `invoices_user_idx` ON `invoices` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `invoices_status_idx` ON `invoices` (`status`,`created_at`);
CREATE TABLE `activation_batches` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`days` integer NOT NULL,
	`count` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`created_by` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `activation_codes` (
	`code` text PRIMARY KEY NOT NULL,
	`batch_id` integer NOT NULL,
	`days` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`redeemed_by` integer,
	`redeemed_at` integer,
	FOREIGN KEY (`batch_id`) REFERENCES `activation_batches`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`redeemed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `activation_codes_batch_idx` ON `activation_codes` (`batch_id`);--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`body_text` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `ledger_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`posting_id` integer NOT NULL,
	`account` text NOT NULL,
	`amount_fen` integer NOT NULL,
	FOREIGN KEY (`posting_id`) REFERENCES `ledger_postings`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `ledger_entries_account_idx` ON `ledger_entries` (`account`);--> statement-breakpoint
CREATE INDEX `ledger_entries_posting_idx` ON `ledger_entries` (`posting_id`);--> statement-breakpoint
CREATE TABLE `ledger_postings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`ref` text NOT NULL,
	`user_id` integer,
	`order_id` integer,
	`amount_fen` integer NOT NULL,
	`available_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_postings_ref_unique` ON `ledger_postings` (`ref`);--> statement-breakpoint
CREATE INDEX `ledger_postings_user_idx` ON `ledger_postings` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `ledger_postings_settle_idx` ON `ledger_postings` (`kind`,`available_at`);--> statement-breakpoint
CREATE TABLE `member_grants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`ref` text NOT NULL,
	`days` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `member_grants_ref_unique` ON `member_grants` (`ref`);--> statement-breakpoint
CREATE INDEX `member_grants_user_idx` ON `member_grants` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_no` text NOT NULL,
	`user_id` integer NOT NULL,
	`type` text NOT NULL,
	`subject` text NOT NULL,
	`target_id` integer,
	`target_ref` text,
	`original_fen` integer NOT NULL,
	`amount_fen` integer NOT NULL,
	`status` integer DEFAULT 0 NOT NULL,
	`pay_channel` text,
	`provider` text,
	`transaction_id` text,
	`paid_at` integer,
	`closed_at` integer,
	`expires_at` integer NOT NULL,
	`refund_no` text,
	`refund_reason` text,
	`refund_requested_at` integer,
	`refunded_at` integer,
	`note` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "orders_status_check" CHECK("orders"."status" IN (0, 1, 2, 11, 12, 21, 30)),
	CONSTRAINT "orders_amount_check" CHECK("orders"."amount_fen" >= 0 AND "orders"."original_fen" >= "orders"."amount_fen")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_order_no_unique` ON `orders` (`order_no`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_refund_no_unique` ON `orders` (`refund_no`);--> statement-breakpoint
CREATE INDEX `orders_user_idx` ON `orders` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_status_idx` ON `orders` (`status`,`expires_at`);--> statement-breakpoint
CREATE INDEX `orders_target_idx` ON `orders` (`type`,`target_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `payment_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`provider` text NOT NULL,
	`kind` text NOT NULL,
	`order_no` text,
	`transaction_id` text,
	`amount_fen` integer,
	`outcome` text NOT NULL,
	`detail` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `payment_events_created_idx` ON `payment_events` (`created_at`);--> statement-breakpoint
CREATE INDEX `payment_events_order_idx` ON `payment_events` (`order_no`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`provider` text NOT NULL,
	`transaction_id` text NOT NULL,
	`order_id` integer NOT NULL,
	`amount_fen` integer NOT NULL,
	`paid_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_provider_txn_idx` ON `payments` (`provider`,`transaction_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_order_idx` ON `payments` (`order_id`);--> statement-breakpoint
CREATE TABLE `points_records` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`delta` integer NOT NULL,
	`reason` text NOT NULL,
	`ref` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `points_records_ref_idx` ON `points_records` (`user_id`,`ref`);--> statement-breakpoint
CREATE INDEX `points_records_user_idx` ON `points_records` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `refunds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`refund_id` text NOT NULL,
	`amount_fen` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_order_id_unique` ON `refunds` (`order_id`);--> statement-breakpoint
CREATE TABLE `template_downloads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`template_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`template_id`) REFERENCES `templates`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `template_downloads_user_idx` ON `template_downloads` (`user_id`,`template_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `template_purchases` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`template_id` integer NOT NULL,
	`order_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`revoked_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`template_id`) REFERENCES `templates`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `template_purchases_order_id_unique` ON `template_purchases` (`order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `template_purchases_active_idx` ON `template_purchases` (`user_id`,`template_id`) WHERE "template_purchases"."revoked_at" IS NULL;
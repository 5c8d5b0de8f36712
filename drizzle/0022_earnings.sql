CREATE TABLE `activity_rewards` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ref` text NOT NULL,
	`user_id` integer NOT NULL,
	`amount_fen` integer NOT NULL,
	`reason` text NOT NULL,
	`granted_by` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`granted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "activity_rewards_amount_check" CHECK("activity_rewards"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `activity_rewards_ref_unique` ON `activity_rewards` (`ref`);--> statement-breakpoint
CREATE INDEX `activity_rewards_user_idx` ON `activity_rewards` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `payout_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`withdrawal_id` integer NOT NULL,
	`provider` text NOT NULL,
	`event` text NOT NULL,
	`detail` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`withdrawal_id`) REFERENCES `withdrawals`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `payout_events_withdrawal_idx` ON `payout_events` (`withdrawal_id`);--> statement-breakpoint
CREATE TABLE `real_name_verifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`real_name` text NOT NULL,
	`id_number_masked` text NOT NULL,
	`id_number_hash` text NOT NULL,
	`bank_card_sealed` text NOT NULL,
	`bank_card_masked` text NOT NULL,
	`bank_name` text NOT NULL,
	`bank_branch` text NOT NULL,
	`from_certification` integer DEFAULT false NOT NULL,
	`status` text DEFAULT '1' NOT NULL,
	`reject_reason` text,
	`reviewer_id` integer,
	`submitted_at` integer NOT NULL,
	`reviewed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reviewer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "real_name_verifications_status_check" CHECK("real_name_verifications"."status" IN ('0', '1', '2', '3'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `real_name_verifications_user_id_unique` ON `real_name_verifications` (`user_id`);--> statement-breakpoint
CREATE INDEX `real_name_verifications_status_idx` ON `real_name_verifications` (`status`,`submitted_at`);--> statement-breakpoint
CREATE TABLE `withdrawal_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`withdrawal_id` integer NOT NULL,
	`posting_id` integer NOT NULL,
	`order_id` integer,
	`income_type` text NOT NULL,
	`amount_fen` integer NOT NULL,
	FOREIGN KEY (`withdrawal_id`) REFERENCES `withdrawals`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`posting_id`) REFERENCES `ledger_postings`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `withdrawal_items_withdrawal_idx` ON `withdrawal_items` (`withdrawal_id`);--> statement-breakpoint
CREATE INDEX `withdrawal_items_posting_idx` ON `withdrawal_items` (`posting_id`);--> statement-breakpoint
CREATE TABLE `withdrawals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`no` text NOT NULL,
	`user_id` integer NOT NULL,
	`channel` text DEFAULT 'BANK_CARD' NOT NULL,
	`amount_fen` integer NOT NULL,
	`royalty_fen` integer NOT NULL,
	`service_fen` integer NOT NULL,
	`tax_fen` integer NOT NULL,
	`fee_fen` integer NOT NULL,
	`net_fen` integer NOT NULL,
	`tax_month` text NOT NULL,
	`real_name` text NOT NULL,
	`bank_card_masked` text NOT NULL,
	`bank_name` text NOT NULL,
	`status` integer DEFAULT 0 NOT NULL,
	`audit_status` integer DEFAULT 0 NOT NULL,
	`reason` text,
	`provider` text,
	`provider_ref` text,
	`payout_due_at` integer,
	`reviewer_id` integer,
	`created_at` integer NOT NULL,
	`reviewed_at` integer,
	`paid_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`reviewer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "withdrawals_status_check" CHECK("withdrawals"."status" IN (0, 1, 2, 3, 4)),
	CONSTRAINT "withdrawals_audit_check" CHECK("withdrawals"."audit_status" IN (0, 1, 2)),
	CONSTRAINT "withdrawals_amount_check" CHECK("withdrawals"."amount_fen" > 0 AND "withdrawals"."net_fen" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `withdrawals_no_unique` ON `withdrawals` (`no`);--> statement-breakpoint
CREATE INDEX `withdrawals_user_idx` ON `withdrawals` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `withdrawals_status_idx` ON `withdrawals` (`status`,`created_at`);
CREATE TABLE `captcha_challenges` (
	`token` text PRIMARY KEY NOT NULL,
	`client_uid` text DEFAULT '' NOT NULL,
	`secret_key` text NOT NULL,
	`x` integer NOT NULL,
	`y` integer NOT NULL,
	`created_at` integer NOT NULL,
	`checked_at` integer,
	`passed` integer DEFAULT false NOT NULL,
	`verification_hash` text,
	`verification_used_at` integer,
	`ip` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `captcha_created_idx` ON `captcha_challenges` (`created_at`);--> statement-breakpoint
CREATE INDEX `captcha_client_idx` ON `captcha_challenges` (`client_uid`,`created_at`);--> statement-breakpoint
CREATE INDEX `captcha_verification_idx` ON `captcha_challenges` (`verification_hash`);--> statement-breakpoint
CREATE TABLE `memberships` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`start_at` integer NOT NULL,
	`end_at` integer NOT NULL,
	`source` text DEFAULT '平台购买' NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `rate_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rate_events_key_idx` ON `rate_events` (`key`,`at`);--> statement-breakpoint
CREATE TABLE `refresh_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`family_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`revoked_at` integer,
	`device` text DEFAULT '' NOT NULL,
	`ip` text DEFAULT '' NOT NULL,
	`city` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refresh_tokens_token_hash_unique` ON `refresh_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `refresh_family_idx` ON `refresh_tokens` (`family_id`);--> statement-breakpoint
CREATE INDEX `refresh_user_idx` ON `refresh_tokens` (`user_id`,`revoked_at`);--> statement-breakpoint
CREATE TABLE `sms_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`phone` text NOT NULL,
	`purpose` text NOT NULL,
	`code_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`consumed_at` integer,
	`ip` text DEFAULT '' NOT NULL,
	CONSTRAINT "sms_attempts_check" CHECK("sms_codes"."attempts" <= 5)
);
--> statement-breakpoint
CREATE INDEX `sms_codes_phone_idx` ON `sms_codes` (`phone`,`purpose`,`created_at`);--> statement-breakpoint
CREATE INDEX `sms_codes_ip_idx` ON `sms_codes` (`ip`,`created_at`);--> statement-breakpoint
CREATE TABLE `sms_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`phone` text NOT NULL,
	`template` text NOT NULL,
	`content` text NOT NULL,
	`params` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sms_outbox_phone_idx` ON `sms_outbox` (`phone`,`created_at`);--> statement-breakpoint
CREATE TABLE `social_identities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`provider` text NOT NULL,
	`subject` text NOT NULL,
	`nickname` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `social_provider_subject` ON `social_identities` (`provider`,`subject`);--> statement-breakpoint
CREATE UNIQUE INDEX `social_user_provider` ON `social_identities` (`user_id`,`provider`);--> statement-breakpoint
CREATE TABLE `user_roles` (
	`user_id` integer NOT NULL,
	`role` text NOT NULL,
	PRIMARY KEY(`user_id`, `role`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`phone` text NOT NULL,
	`password_hash` text,
	`nickname` text NOT NULL,
	`real_name` text,
	`avatar_key` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_phone_unique` ON `users` (`phone`);
CREATE TABLE `custom_deliveries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`custom_id` integer NOT NULL,
	`version` integer NOT NULL,
	`lawyer_id` integer NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`custom_id`) REFERENCES `custom_orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`lawyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `custom_deliveries_version_idx` ON `custom_deliveries` (`custom_id`,`version`);--> statement-breakpoint
CREATE TABLE `custom_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`custom_id` integer NOT NULL,
	`kind` text NOT NULL,
	`actor_id` integer,
	`note` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`custom_id`) REFERENCES `custom_orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `custom_events_custom_idx` ON `custom_events` (`custom_id`,`id`);--> statement-breakpoint
CREATE TABLE `custom_files` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`custom_id` integer,
	`delivery_id` integer,
	`uploader_id` integer NOT NULL,
	`purpose` text NOT NULL,
	`key` text NOT NULL,
	`name` text NOT NULL,
	`mime` text NOT NULL,
	`size` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`custom_id`) REFERENCES `custom_orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`delivery_id`) REFERENCES `custom_deliveries`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`uploader_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `custom_files_key_unique` ON `custom_files` (`key`);--> statement-breakpoint
CREATE INDEX `custom_files_custom_idx` ON `custom_files` (`custom_id`,`delivery_id`);--> statement-breakpoint
CREATE INDEX `custom_files_uploader_idx` ON `custom_files` (`uploader_id`,`custom_id`);--> statement-breakpoint
CREATE TABLE `custom_orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`category_id` integer NOT NULL,
	`field_id` integer,
	`requested_lawyer_id` integer,
	`lawyer_id` integer,
	`requirement` text NOT NULL,
	`status` integer DEFAULT 0 NOT NULL,
	`revisions_allowed` integer NOT NULL,
	`revisions_used` integer DEFAULT 0 NOT NULL,
	`delivery_working_days` integer NOT NULL,
	`paid_at` integer,
	`accept_deadline` integer,
	`accepted_at` integer,
	`delivery_due_at` integer,
	`delivered_at` integer,
	`completed_at` integer,
	`cancelled_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`category_id`) REFERENCES `template_categories`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`field_id`) REFERENCES `professional_fields`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`requested_lawyer_id`) REFERENCES `lawyer_profiles`(`user_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`lawyer_id`) REFERENCES `lawyer_profiles`(`user_id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "custom_orders_status_check" CHECK("custom_orders"."status" IN (0, 1, 2, 3, 4, 5)),
	CONSTRAINT "custom_orders_revisions_check" CHECK("custom_orders"."revisions_used" >= 0 AND "custom_orders"."revisions_used" <= "custom_orders"."revisions_allowed")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `custom_orders_order_id_unique` ON `custom_orders` (`order_id`);--> statement-breakpoint
CREATE INDEX `custom_orders_user_idx` ON `custom_orders` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `custom_orders_pool_idx` ON `custom_orders` (`status`,`requested_lawyer_id`,`category_id`);--> statement-breakpoint
CREATE INDEX `custom_orders_lawyer_idx` ON `custom_orders` (`lawyer_id`,`status`);--> statement-breakpoint
CREATE INDEX `custom_orders_deadline_idx` ON `custom_orders` (`status`,`accept_deadline`);--> statement-breakpoint
-- chats.advice_id becomes nullable (a conversation may be about a custom order). D1 keeps foreign keys
-- on, and dropping chats would cascade into chat_messages, so both tables are copied first, the old
-- ones dropped child first, and the copies renamed (the rename rewrites chat_messages' reference).
CREATE TABLE `__new_chats` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`advice_id` integer,
	`custom_id` integer,
	`user_id` integer NOT NULL,
	`lawyer_id` integer,
	`closed` integer DEFAULT false NOT NULL,
	`last_message_at` integer,
	`last_preview` text DEFAULT '' NOT NULL,
	`user_unread` integer DEFAULT 0 NOT NULL,
	`lawyer_unread` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`advice_id`) REFERENCES `advice_orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`custom_id`) REFERENCES `custom_orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`lawyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "chats_subject_check" CHECK(("__new_chats"."advice_id" IS NULL) <> ("__new_chats"."custom_id" IS NULL))
);
--> statement-breakpoint
INSERT INTO `__new_chats`("id", "advice_id", "custom_id", "user_id", "lawyer_id", "closed", "last_message_at", "last_preview", "user_unread", "lawyer_unread", "created_at") SELECT "id", "advice_id", NULL, "user_id", "lawyer_id", "closed", "last_message_at", "last_preview", "user_unread", "lawyer_unread", "created_at" FROM `chats`;--> statement-breakpoint
CREATE TABLE `__new_chat_messages` (
	`chat_id` integer NOT NULL,
	`seq` integer NOT NULL,
	`sender_id` integer,
	`sender_role` text NOT NULL,
	`kind` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`chat_id`, `seq`),
	FOREIGN KEY (`chat_id`) REFERENCES `__new_chats`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_chat_messages`("chat_id", "seq", "sender_id", "sender_role", "kind", "body", "created_at") SELECT "chat_id", "seq", "sender_id", "sender_role", "kind", "body", "created_at" FROM `chat_messages`;--> statement-breakpoint
DROP TABLE `chat_messages`;--> statement-breakpoint
DROP TABLE `chats`;--> statement-breakpoint
ALTER TABLE `__new_chats` RENAME TO `chats`;--> statement-breakpoint
ALTER TABLE `__new_chat_messages` RENAME TO `chat_messages`;--> statement-breakpoint
CREATE UNIQUE INDEX `chats_advice_id_unique` ON `chats` (`advice_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `chats_custom_id_unique` ON `chats` (`custom_id`);--> statement-breakpoint
CREATE INDEX `chats_user_idx` ON `chats` (`user_id`,`last_message_at`);--> statement-breakpoint
CREATE INDEX `chats_lawyer_idx` ON `chats` (`lawyer_id`,`last_message_at`);--> statement-breakpoint
CREATE TABLE `__new_lawyer_reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`advice_id` integer,
	`custom_id` integer,
	`lawyer_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`rating` integer NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`advice_id`) REFERENCES `advice_orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`custom_id`) REFERENCES `custom_orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`lawyer_id`) REFERENCES `lawyer_profiles`(`user_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "lawyer_reviews_rating_check" CHECK("__new_lawyer_reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "lawyer_reviews_subject_check" CHECK(("__new_lawyer_reviews"."advice_id" IS NULL) <> ("__new_lawyer_reviews"."custom_id" IS NULL))
);
--> statement-breakpoint
INSERT INTO `__new_lawyer_reviews`("id", "advice_id", "custom_id", "lawyer_id", "user_id", "rating", "content", "created_at") SELECT "id", "advice_id", NULL, "lawyer_id", "user_id", "rating", "content", "created_at" FROM `lawyer_reviews`;--> statement-breakpoint
DROP TABLE `lawyer_reviews`;--> statement-breakpoint
ALTER TABLE `__new_lawyer_reviews` RENAME TO `lawyer_reviews`;--> statement-breakpoint
CREATE UNIQUE INDEX `lawyer_reviews_advice_id_unique` ON `lawyer_reviews` (`advice_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `lawyer_reviews_custom_id_unique` ON `lawyer_reviews` (`custom_id`);--> statement-breakpoint
CREATE INDEX `lawyer_reviews_lawyer_idx` ON `lawyer_reviews` (`lawyer_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `orders` ADD `refund_fen` integer;
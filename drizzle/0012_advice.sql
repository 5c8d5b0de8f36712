CREATE TABLE `advice_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`advice_id` integer NOT NULL,
	`kind` text NOT NULL,
	`actor_id` integer,
	`note` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`advice_id`) REFERENCES `advice_orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `advice_events_advice_idx` ON `advice_events` (`advice_id`,`id`);--> statement-breakpoint
CREATE TABLE `advice_orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`field_id` integer NOT NULL,
	`requested_lawyer_id` integer,
	`lawyer_id` integer,
	`question` text NOT NULL,
	`contact_phone` text,
	`status` integer DEFAULT 0 NOT NULL,
	`paid_at` integer,
	`accept_deadline` integer,
	`accepted_at` integer,
	`ends_at` integer,
	`completed_at` integer,
	`cancelled_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`field_id`) REFERENCES `professional_fields`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`requested_lawyer_id`) REFERENCES `lawyer_profiles`(`user_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`lawyer_id`) REFERENCES `lawyer_profiles`(`user_id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "advice_orders_status_check" CHECK("advice_orders"."status" IN (0, 1, 2, 3, 4)),
	CONSTRAINT "advice_orders_phone_check" CHECK("advice_orders"."kind" = 'ONLINE' OR "advice_orders"."contact_phone" IS NOT NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `advice_orders_order_id_unique` ON `advice_orders` (`order_id`);--> statement-breakpoint
CREATE INDEX `advice_orders_user_idx` ON `advice_orders` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `advice_orders_pool_idx` ON `advice_orders` (`status`,`requested_lawyer_id`,`field_id`);--> statement-breakpoint
CREATE INDEX `advice_orders_lawyer_idx` ON `advice_orders` (`lawyer_id`,`status`);--> statement-breakpoint
CREATE INDEX `advice_orders_deadline_idx` ON `advice_orders` (`status`,`accept_deadline`);--> statement-breakpoint
CREATE TABLE `chat_messages` (
	`chat_id` integer NOT NULL,
	`seq` integer NOT NULL,
	`sender_id` integer,
	`sender_role` text NOT NULL,
	`kind` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`chat_id`, `seq`),
	FOREIGN KEY (`chat_id`) REFERENCES `chats`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `chats` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`advice_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`lawyer_id` integer,
	`closed` integer DEFAULT false NOT NULL,
	`last_message_at` integer,
	`last_preview` text DEFAULT '' NOT NULL,
	`user_unread` integer DEFAULT 0 NOT NULL,
	`lawyer_unread` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`advice_id`) REFERENCES `advice_orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`lawyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `chats_advice_id_unique` ON `chats` (`advice_id`);--> statement-breakpoint
CREATE INDEX `chats_user_idx` ON `chats` (`user_id`,`last_message_at`);--> statement-breakpoint
CREATE INDEX `chats_lawyer_idx` ON `chats` (`lawyer_id`,`last_message_at`);--> statement-breakpoint
CREATE TABLE `lawyer_reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`advice_id` integer NOT NULL,
	`lawyer_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`rating` integer NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`advice_id`) REFERENCES `advice_orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`lawyer_id`) REFERENCES `lawyer_profiles`(`user_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "lawyer_reviews_rating_check" CHECK("lawyer_reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lawyer_reviews_advice_id_unique` ON `lawyer_reviews` (`advice_id`);--> statement-breakpoint
CREATE INDEX `lawyer_reviews_lawyer_idx` ON `lawyer_reviews` (`lawyer_id`,`created_at`);
ALTER TABLE `ad_campaigns` ADD `impressions` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `ad_campaigns` ADD `clicks` integer DEFAULT 0 NOT NULL;
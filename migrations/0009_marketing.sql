CREATE TABLE `campaign_recipients` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`campaign_id` text NOT NULL,
	`customer_id` text NOT NULL,
	`notification_id` text,
	`token` text NOT NULL,
	`opened_at` integer,
	`clicked_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`notification_id`) REFERENCES `notifications`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `campaign_recipients_campaign_customer_uq` ON `campaign_recipients` (`campaign_id`,`customer_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `campaign_recipients_token_uq` ON `campaign_recipients` (`token`);--> statement-breakpoint
CREATE INDEX `campaign_recipients_owner_idx` ON `campaign_recipients` (`owner_id`);--> statement-breakpoint
ALTER TABLE `bookings` ADD `guests` integer;--> statement-breakpoint
ALTER TABLE `bookings` ADD `promotion_id` text REFERENCES promotions(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `bookings` ADD `campaign_id` text REFERENCES campaigns(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `bookings_promotion_idx` ON `bookings` (`promotion_id`);--> statement-breakpoint
CREATE INDEX `bookings_campaign_idx` ON `bookings` (`campaign_id`);--> statement-breakpoint
ALTER TABLE `customers` ADD `tags` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `customers` ADD `unsubscribed_at` integer;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `sent_at` integer;--> statement-breakpoint
ALTER TABLE `uploads` ADD `purpose` text DEFAULT 'photo' NOT NULL;--> statement-breakpoint
CREATE INDEX `uploads_owner_purpose_idx` ON `uploads` (`owner_id`,`purpose`,`created_at`);
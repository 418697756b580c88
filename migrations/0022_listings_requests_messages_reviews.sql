CREATE TABLE `rv_photos` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`rv_id` text NOT NULL,
	`position` integer NOT NULL,
	`url` text NOT NULL,
	`variants` text DEFAULT '[]' NOT NULL,
	`alt` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`rv_id`) REFERENCES `rvs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `rv_photos_rv_idx` ON `rv_photos` (`rv_id`,`position`);--> statement-breakpoint
CREATE TABLE `conversations` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`kind` text NOT NULL,
	`rv_id` text,
	`booking_id` text,
	`renter_name` text NOT NULL,
	`renter_email` text NOT NULL,
	`renter_key_hash` text NOT NULL,
	`needs_response` integer DEFAULT false NOT NULL,
	`opened_at` integer NOT NULL,
	`first_response_at` integer,
	`owner_emailed_at` integer,
	`renter_emailed_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`rv_id`) REFERENCES `rvs`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `conversations_owner_opened_idx` ON `conversations` (`owner_id`,`opened_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `conversations_booking_idx` ON `conversations` (`booking_id`);--> statement-breakpoint
CREATE TABLE `messages` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`conversation_id` text NOT NULL,
	`sender` text NOT NULL,
	`body` text NOT NULL,
	`masked` integer DEFAULT false NOT NULL,
	`photo_urls` text DEFAULT '[]' NOT NULL,
	`notified_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `messages_conversation_idx` ON `messages` (`conversation_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `messages_unnotified_idx` ON `messages` (`notified_at`,`conversation_id`);--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`booking_id` text NOT NULL,
	`rv_id` text NOT NULL,
	`customer_id` text NOT NULL,
	`author` text NOT NULL,
	`overall` integer NOT NULL,
	`cleanliness` integer,
	`mechanical` integer,
	`accuracy` integer,
	`communication` integer NOT NULL,
	`value` integer,
	`care_of_vehicle` integer,
	`following_rules` integer,
	`body` text NOT NULL,
	`reply` text,
	`replied_at` integer,
	`published_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`rv_id`) REFERENCES `rvs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_booking_author_idx` ON `reviews` (`booking_id`,`author`);--> statement-breakpoint
CREATE INDEX `reviews_rv_idx` ON `reviews` (`rv_id`,`author`,`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_customer_idx` ON `reviews` (`customer_id`,`author`);--> statement-breakpoint
ALTER TABLE `bookings` ADD `request_status` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `request_expires_at` integer;--> statement-breakpoint
ALTER TABLE `bookings` ADD `request_answered_at` integer;--> statement-breakpoint
CREATE INDEX `bookings_request_idx` ON `bookings` (`request_status`,`request_expires_at`);--> statement-breakpoint
ALTER TABLE `rvs` ADD `slug` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Listings of RVs made before slugs: the name in lower case with dashes (or 'rv' when it has other characters), and the id's last 10 hex digits.
UPDATE `rvs` SET `slug` = (CASE WHEN trim(`name`) = '' OR `name` GLOB '*[^A-Za-z0-9 ]*' THEN 'rv' ELSE lower(replace(trim(`name`), ' ', '-')) END) || '-' || substr(replace(`id`, '-', ''), -10);--> statement-breakpoint
ALTER TABLE `rvs` ADD `instant_book` integer DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `rvs_slug_idx` ON `rvs` (`slug`);
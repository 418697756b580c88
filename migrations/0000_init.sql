CREATE TABLE `ad_campaigns` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`name` text NOT NULL,
	`platform` text DEFAULT 'google' NOT NULL,
	`objective` text DEFAULT 'lead_generation' NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`target_audience` text,
	`budget_cents` integer NOT NULL,
	`bid_strategy` text,
	`start_date` text,
	`end_date` text,
	`ad_content` text,
	`keywords` text DEFAULT '[]' NOT NULL,
	`placements` text DEFAULT '[]' NOT NULL,
	`google_campaign_id` text,
	`facebook_campaign_id` text,
	`impressions` integer DEFAULT 0 NOT NULL,
	`clicks` integer DEFAULT 0 NOT NULL,
	`conversions` integer DEFAULT 0 NOT NULL,
	`spend_cents` integer DEFAULT 0 NOT NULL,
	`ctr` real DEFAULT 0 NOT NULL,
	`cpc_cents` integer DEFAULT 0 NOT NULL,
	`cpa_cents` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ad_campaigns_owner_created_idx` ON `ad_campaigns` (`owner_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `ad_performance` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`campaign_id` text NOT NULL,
	`platform` text NOT NULL,
	`date` text NOT NULL,
	`impressions` integer DEFAULT 0 NOT NULL,
	`clicks` integer DEFAULT 0 NOT NULL,
	`conversions` integer DEFAULT 0 NOT NULL,
	`spend_cents` integer DEFAULT 0 NOT NULL,
	`ctr` real DEFAULT 0 NOT NULL,
	`cpc_cents` integer DEFAULT 0 NOT NULL,
	`cpa_cents` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`campaign_id`) REFERENCES `ad_campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ad_performance_campaign_date_uq` ON `ad_performance` (`campaign_id`,`date`,`platform`);--> statement-breakpoint
CREATE INDEX `ad_performance_owner_date_idx` ON `ad_performance` (`owner_id`,`date`);--> statement-breakpoint
CREATE TABLE `oauth_accounts` (
	`provider` text NOT NULL,
	`provider_user_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`provider`, `provider_user_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `oauth_accounts_user_idx` ON `oauth_accounts` (`user_id`);--> statement-breakpoint
CREATE TABLE `session_revocations` (
	`session_id` text PRIMARY KEY NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `session_revocations_expires_idx` ON `session_revocations` (`expires_at`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`first_name` text,
	`last_name` text,
	`profile_image_url` text,
	`password_hash` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE TABLE `bookings` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`customer_id` text NOT NULL,
	`rv_id` text NOT NULL,
	`venue_id` text,
	`parking_spot_id` text,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`total_price_cents` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`payment_status` text DEFAULT 'pending' NOT NULL,
	`payment_intent_id` text,
	`notes` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`rv_id`) REFERENCES `rvs`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`venue_id`) REFERENCES `venues`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`parking_spot_id`) REFERENCES `parking_spots`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `bookings_owner_created_idx` ON `bookings` (`owner_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `bookings_rv_dates_idx` ON `bookings` (`rv_id`,`start_date`,`end_date`);--> statement-breakpoint
CREATE INDEX `bookings_customer_idx` ON `bookings` (`customer_id`);--> statement-breakpoint
CREATE INDEX `bookings_payment_intent_idx` ON `bookings` (`payment_intent_id`);--> statement-breakpoint
CREATE TABLE `customers` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`first_name` text,
	`last_name` text,
	`email` text NOT NULL,
	`phone` text,
	`address` text,
	`city` text,
	`state` text,
	`zip_code` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `customers_owner_email_uq` ON `customers` (`owner_id`,`email`);--> statement-breakpoint
CREATE INDEX `customers_owner_created_idx` ON `customers` (`owner_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `issues` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`booking_id` text,
	`customer_id` text NOT NULL,
	`rv_id` text,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`priority` text DEFAULT 'medium' NOT NULL,
	`category` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`location` text,
	`photo_urls` text DEFAULT '[]' NOT NULL,
	`assigned_technician` text,
	`resolution` text,
	`created_at` integer NOT NULL,
	`resolved_at` integer,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`rv_id`) REFERENCES `rvs`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `issues_owner_created_idx` ON `issues` (`owner_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `business_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`lead_id` text,
	`amount_cents` integer NOT NULL,
	`payment_type` text NOT NULL,
	`description` text,
	`payment_intent_id` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `business_payments_owner_created_idx` ON `business_payments` (`owner_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `business_payments_lead_idx` ON `business_payments` (`lead_id`);--> statement-breakpoint
CREATE TABLE `leads` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`customer_id` text,
	`rv_id` text NOT NULL,
	`customer_first_name` text,
	`customer_last_name` text,
	`customer_email` text NOT NULL,
	`customer_phone` text,
	`customer_location` text,
	`customer_zip_code` text,
	`requested_start_date` text,
	`requested_end_date` text,
	`estimated_revenue_cents` integer,
	`lead_cost_cents` integer DEFAULT 500 NOT NULL,
	`payment_status` text DEFAULT 'pending' NOT NULL,
	`payment_intent_id` text,
	`status` text DEFAULT 'new' NOT NULL,
	`notes` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`rv_id`) REFERENCES `rvs`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `leads_owner_created_idx` ON `leads` (`owner_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `campaigns` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`description` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`target_audience` text,
	`content` text DEFAULT '{}' NOT NULL,
	`metrics` text DEFAULT '{}' NOT NULL,
	`start_date` text,
	`end_date` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `campaigns_owner_created_idx` ON `campaigns` (`owner_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `promotions` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`name` text NOT NULL,
	`code` text NOT NULL,
	`description` text,
	`discount_type` text NOT NULL,
	`discount_value` integer NOT NULL,
	`min_booking_amount_cents` integer,
	`max_uses` integer,
	`current_uses` integer DEFAULT 0 NOT NULL,
	`valid_from` text NOT NULL,
	`valid_until` text,
	`applicable_to_rv_types` text DEFAULT '[]' NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `promotions_owner_code_uq` ON `promotions` (`owner_id`,`code`);--> statement-breakpoint
CREATE INDEX `promotions_owner_created_idx` ON `promotions` (`owner_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`customer_id` text,
	`booking_id` text,
	`issue_id` text,
	`type` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`subject` text NOT NULL,
	`content` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`provider` text DEFAULT 'outbox' NOT NULL,
	`provider_message_id` text,
	`error` text,
	`sent_at` integer,
	`delivered_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`issue_id`) REFERENCES `issues`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `notifications_owner_created_idx` ON `notifications` (`owner_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `rvs` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`description` text,
	`sleeps` integer NOT NULL,
	`length` integer,
	`price_per_night_cents` integer NOT NULL,
	`image_url` text,
	`features` text DEFAULT '[]' NOT NULL,
	`available` integer DEFAULT true NOT NULL,
	`mileage` integer,
	`year` integer,
	`make` text,
	`model` text,
	`turnaround_days` integer DEFAULT 1 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `rvs_owner_created_idx` ON `rvs` (`owner_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `parking_spots` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`venue_id` text NOT NULL,
	`spot_number` text NOT NULL,
	`size` text NOT NULL,
	`utilities` text DEFAULT '[]' NOT NULL,
	`price_per_night_cents` integer NOT NULL,
	`available` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`venue_id`) REFERENCES `venues`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `parking_spots_venue_number_uq` ON `parking_spots` (`venue_id`,`spot_number`);--> statement-breakpoint
CREATE INDEX `parking_spots_owner_idx` ON `parking_spots` (`owner_id`);--> statement-breakpoint
CREATE TABLE `venues` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`location` text NOT NULL,
	`latitude` real,
	`longitude` real,
	`price_per_night_cents` integer NOT NULL,
	`max_rv_length` integer,
	`amenities` text DEFAULT '[]' NOT NULL,
	`image_url` text,
	`capacity` integer NOT NULL,
	`available` integer DEFAULT true NOT NULL,
	`rating` real,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `venues_owner_created_idx` ON `venues` (`owner_id`,`created_at`);
CREATE TABLE `business_profiles` (
	`owner_id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`logo_url` text,
	`phone` text,
	`support_email` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `pickup_locations` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`name` text NOT NULL,
	`street` text NOT NULL,
	`city` text NOT NULL,
	`state` text NOT NULL,
	`zip_code` text NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	`opening_hours` text,
	`instructions` text,
	`delivers` integer DEFAULT false NOT NULL,
	`delivery_base_fee_cents` integer NOT NULL,
	`delivery_free_miles` integer NOT NULL,
	`delivery_per_mile_cents` integer NOT NULL,
	`delivery_max_miles` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `pickup_locations_owner_idx` ON `pickup_locations` (`owner_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `pickup_locations_place_idx` ON `pickup_locations` (`latitude`,`longitude`);--> statement-breakpoint
ALTER TABLE `rvs` ADD `pickup_location_id` text REFERENCES pickup_locations(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `rvs` ADD `pets_allowed` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `rvs` ADD `accessibility` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
CREATE INDEX `rvs_pickup_location_idx` ON `rvs` (`pickup_location_id`);
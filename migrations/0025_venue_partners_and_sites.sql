CREATE TABLE `venue_closures` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`venue_id` text NOT NULL,
	`site_id` text,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`reason` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`venue_id`) REFERENCES `venues`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`site_id`) REFERENCES `parking_spots`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `venue_closures_venue_dates_idx` ON `venue_closures` (`venue_id`,`end_date`,`start_date`);--> statement-breakpoint
CREATE TABLE `partner_earnings` (
	`booking_id` text PRIMARY KEY NOT NULL,
	`partner_id` text NOT NULL,
	`venue_id` text,
	`site_id` text,
	`stay_start` text NOT NULL,
	`nights` integer NOT NULL,
	`gross_cents` integer NOT NULL,
	`refunded_cents` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`partner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`venue_id`) REFERENCES `venues`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`site_id`) REFERENCES `parking_spots`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `partner_earnings_partner_stay_idx` ON `partner_earnings` (`partner_id`,`stay_start`);--> statement-breakpoint
ALTER TABLE `users` ADD `is_owner` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `is_partner` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `arrival_window` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `site_cancellation_policy` text;--> statement-breakpoint
CREATE INDEX `bookings_site_dates_idx` ON `bookings` (`parking_spot_id`,`end_date`,`start_date`);--> statement-breakpoint
ALTER TABLE `rvs` ADD `hookup_amps` integer;--> statement-breakpoint
ALTER TABLE `rvs` ADD `needs_water` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `rvs` ADD `needs_sewer` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `rvs` ADD `needs_pull_through` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `parking_spots` ADD `max_rv_length` integer;--> statement-breakpoint
ALTER TABLE `parking_spots` ADD `amps` integer;--> statement-breakpoint
ALTER TABLE `parking_spots` ADD `water` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `parking_spots` ADD `sewer` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `parking_spots` ADD `pull_through` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `venues` ADD `listed_by` text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE `venues` ADD `gate_instructions` text;--> statement-breakpoint
ALTER TABLE `venues` ADD `cancellation_policy` text DEFAULT 'moderate' NOT NULL;--> statement-breakpoint
CREATE INDEX `venues_listed_by_idx` ON `venues` (`listed_by`,`available`);
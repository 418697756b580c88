CREATE TABLE `refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`booking_id` text NOT NULL,
	`payment_intent_id` text,
	`amount_cents` integer NOT NULL,
	`reason` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`idempotency_key` text,
	`provider_refund_id` text,
	`lines` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_idempotency_key_unique` ON `refunds` (`idempotency_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_provider_refund_id_unique` ON `refunds` (`provider_refund_id`);--> statement-breakpoint
CREATE INDEX `refunds_booking_idx` ON `refunds` (`booking_id`);--> statement-breakpoint
CREATE TABLE `test_payment_refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`payment_intent_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`idempotency_key` text,
	`status` text DEFAULT 'succeeded' NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `test_payment_refunds_idempotency_key_unique` ON `test_payment_refunds` (`idempotency_key`);--> statement-breakpoint
CREATE TABLE `add_on_rvs` (
	`add_on_id` text NOT NULL,
	`rv_id` text NOT NULL,
	PRIMARY KEY(`add_on_id`, `rv_id`),
	FOREIGN KEY (`add_on_id`) REFERENCES `add_ons`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`rv_id`) REFERENCES `rvs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `add_on_rvs_rv_idx` ON `add_on_rvs` (`rv_id`);--> statement-breakpoint
CREATE TABLE `add_ons` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`name` text NOT NULL,
	`price_cents` integer NOT NULL,
	`unit` text NOT NULL,
	`max_quantity` integer DEFAULT 1 NOT NULL,
	`taxable` integer DEFAULT false NOT NULL,
	`all_rvs` integer DEFAULT true NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `add_ons_owner_created_idx` ON `add_ons` (`owner_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `pricing_settings` (
	`owner_id` text PRIMARY KEY NOT NULL,
	`tax_name` text,
	`tax_rate_milli_percent` integer,
	`second_tax_name` text,
	`second_tax_rate_milli_percent` integer,
	`taxable_rental` integer DEFAULT false NOT NULL,
	`taxable_prep_fee` integer DEFAULT false NOT NULL,
	`taxable_delivery` integer DEFAULT false NOT NULL,
	`default_policy` text DEFAULT 'moderate' NOT NULL,
	`pickup_time` text DEFAULT '10:00' NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `rv_rates` (
	`rv_id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`weekly_cents` integer,
	`monthly_cents` integer,
	`weekend_cents` integer,
	`min_nights` integer,
	`prep_fee_cents` integer,
	`miles_per_day` integer,
	`extra_mile_cents` integer,
	`generator_hours_per_day` integer,
	`extra_generator_hour_cents` integer,
	`no_turnover_days` text DEFAULT '[]' NOT NULL,
	`cancellation_policy` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`rv_id`) REFERENCES `rvs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `rv_seasons` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`rv_id` text NOT NULL,
	`name` text NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`nightly_cents` integer NOT NULL,
	`min_nights` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`rv_id`) REFERENCES `rvs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `rv_seasons_rv_idx` ON `rv_seasons` (`rv_id`,`start_date`);--> statement-breakpoint
ALTER TABLE `bookings` ADD `cancellation_policy` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `cancelled_by` text;
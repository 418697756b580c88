CREATE TABLE `email_verifications` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `email_verifications_user_idx` ON `email_verifications` (`user_id`);--> statement-breakpoint
CREATE TABLE `uploads` (
	`key` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `uploads_owner_idx` ON `uploads` (`owner_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `email_verified_at` integer;--> statement-breakpoint
ALTER TABLE `bookings` ADD `hold_client` text;--> statement-breakpoint
CREATE INDEX `bookings_held_until_idx` ON `bookings` (`held_until`);--> statement-breakpoint
ALTER TABLE `customers` ADD `source` text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE `notifications` ADD `send_started_at` integer;--> statement-breakpoint
-- Accounts made through Google or GitHub came with an email the provider had verified.
UPDATE `users` SET `email_verified_at` = `created_at` WHERE `password_hash` IS NULL;

CREATE TABLE `received_payments` (
	`payment_intent_id` text PRIMARY KEY NOT NULL,
	`purpose` text,
	`booking_id` text,
	`amount_cents` integer,
	`status` text DEFAULT 'succeeded' NOT NULL,
	`refund_reason` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `received_payments_booking_idx` ON `received_payments` (`booking_id`);--> statement-breakpoint
ALTER TABLE `test_payment_intents` ADD `purpose` text;
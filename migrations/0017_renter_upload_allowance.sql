ALTER TABLE `uploads` ADD `booking_id` text;--> statement-breakpoint
ALTER TABLE `uploads` ADD `attached_at` integer;--> statement-breakpoint
CREATE INDEX `uploads_booking_idx` ON `uploads` (`booking_id`);
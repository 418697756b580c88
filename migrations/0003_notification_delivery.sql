ALTER TABLE `notifications` ADD `text_content` text;--> statement-breakpoint
CREATE INDEX `notifications_status_created_idx` ON `notifications` (`status`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_one_reminder_per_booking` ON `notifications` (`booking_id`) WHERE type = 'booking_reminder';
CREATE TABLE `text_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`to_phone` text NOT NULL,
	`body` text NOT NULL,
	`provider` text NOT NULL,
	`provider_message_id` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `text_messages_phone_created_idx` ON `text_messages` (`to_phone`,`created_at`);--> statement-breakpoint
ALTER TABLE `leads` ADD `confirmation_notification_id` text;
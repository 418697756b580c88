CREATE TABLE `conversation_keys` (
	`key_hash` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`conversation_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `conversation_keys_conversation_idx` ON `conversation_keys` (`conversation_id`);--> statement-breakpoint
ALTER TABLE `conversations` DROP COLUMN `renter_key_hash`;
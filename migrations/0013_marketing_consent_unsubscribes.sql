CREATE TABLE `marketing_unsubscribes` (
	`owner_id` text NOT NULL,
	`email` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`owner_id`, `email`),
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `customers` ADD `marketing_consent_at` integer;--> statement-breakpoint
-- Customers who unsubscribed before unsubscribes were kept by address keep their choice.
INSERT OR IGNORE INTO `marketing_unsubscribes` (`owner_id`, `email`, `created_at`)
  SELECT `owner_id`, `email`, `unsubscribed_at` FROM `customers` WHERE `unsubscribed_at` IS NOT NULL;

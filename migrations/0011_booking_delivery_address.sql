ALTER TABLE `bookings` ADD `delivery_street` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `delivery_city` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `delivery_state` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `delivery_zip` text;
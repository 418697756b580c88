CREATE TABLE `calendar_exports` (
	`rv_id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`token` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`rv_id`) REFERENCES `rvs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_exports_token_idx` ON `calendar_exports` (`token`);--> statement-breakpoint
CREATE TABLE `calendar_feeds` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`rv_id` text NOT NULL,
	`name` text NOT NULL,
	`url` text NOT NULL,
	`last_attempt_at` integer,
	`last_error` text,
	`last_synced_at` integer,
	`event_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`rv_id`) REFERENCES `rvs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `calendar_feeds_rv_idx` ON `calendar_feeds` (`rv_id`);--> statement-breakpoint
CREATE INDEX `calendar_feeds_owner_idx` ON `calendar_feeds` (`owner_id`);--> statement-breakpoint
CREATE TABLE `issue_changes` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`issue_id` text NOT NULL,
	`field` text NOT NULL,
	`from_value` text,
	`to_value` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`issue_id`) REFERENCES `issues`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `issue_changes_issue_idx` ON `issue_changes` (`issue_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `maintenance_tasks` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`rv_id` text NOT NULL,
	`issue_id` text,
	`title` text NOT NULL,
	`notes` text,
	`due_date` text,
	`due_mileage` integer,
	`repeat_every_days` integer,
	`repeat_every_miles` integer,
	`out_of_service_start` text,
	`out_of_service_end` text,
	`completed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`rv_id`) REFERENCES `rvs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`issue_id`) REFERENCES `issues`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `maintenance_tasks_owner_due_idx` ON `maintenance_tasks` (`owner_id`,`completed_at`,`due_date`);--> statement-breakpoint
CREATE INDEX `maintenance_tasks_rv_idx` ON `maintenance_tasks` (`rv_id`,`completed_at`);--> statement-breakpoint
CREATE TABLE `rv_blocks` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`rv_id` text NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`source` text NOT NULL,
	`maintenance_task_id` text,
	`calendar_feed_id` text,
	`label` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`rv_id`) REFERENCES `rvs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`maintenance_task_id`) REFERENCES `maintenance_tasks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`calendar_feed_id`) REFERENCES `calendar_feeds`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `rv_blocks_rv_dates_idx` ON `rv_blocks` (`rv_id`,`end_date`,`start_date`);--> statement-breakpoint
CREATE INDEX `rv_blocks_task_idx` ON `rv_blocks` (`maintenance_task_id`);--> statement-breakpoint
CREATE INDEX `rv_blocks_feed_idx` ON `rv_blocks` (`calendar_feed_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `help_phone` text;--> statement-breakpoint
ALTER TABLE `users` ADD `time_zone` text;--> statement-breakpoint
CREATE INDEX `issues_owner_status_idx` ON `issues` (`owner_id`,`status`,`priority`);
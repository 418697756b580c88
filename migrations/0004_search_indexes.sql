DROP INDEX `bookings_rv_dates_idx`;--> statement-breakpoint
CREATE INDEX `bookings_rv_dates_idx` ON `bookings` (`rv_id`,`end_date`,`start_date`);--> statement-breakpoint
CREATE INDEX `rvs_search_idx` ON `rvs` (`available`,`price_per_night_cents`,`id`);
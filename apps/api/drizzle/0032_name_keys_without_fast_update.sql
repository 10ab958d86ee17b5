ALTER INDEX "register_parties_name_keys_idx" SET (fastupdate = false);--> statement-breakpoint
-- What the pending list already holds goes into the index now, not at the next vacuum.
SELECT gin_clean_pending_list('register_parties_name_keys_idx');

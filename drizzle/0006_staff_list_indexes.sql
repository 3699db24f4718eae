CREATE INDEX "newsletter_subscribers_source_idx" ON "newsletter_subscribers" USING btree ("source","created_at","id");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_email_search_idx" ON "newsletter_subscribers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_search_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_full_name_search_idx" ON "users" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_action_created_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_search_idx" ON "audit_log" USING gin ("actor_email" gin_trgm_ops);
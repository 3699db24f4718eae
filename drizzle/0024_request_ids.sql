ALTER TABLE "email_outbox" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "due_jobs" ADD COLUMN "request_id" text;--> statement-breakpoint
CREATE INDEX "due_jobs_failed_at_idx" ON "due_jobs" USING btree ("failed_at") WHERE "due_jobs"."failed_at" is not null;
ALTER TABLE "email_outbox" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "due_jobs" ADD COLUMN "request_id" text;
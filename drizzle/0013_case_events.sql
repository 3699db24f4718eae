-- One shape for every record's history (app/db/case-events.ts). Hand-edited so that no row is lost:
-- plan_request_events is reshaped in place (its columns renamed, not dropped and re-created), and the
-- other history tables only gain columns with defaults.
--
-- plan_request_events: from_status → from_value, to_status → to_value, message → body; every existing
-- row is a status change (kind 'status'), seen by the customer (internal false), made on the site
-- (channel 'web'). actor_name is copied from the staff member's account, as the staff page showed it;
-- where the account is already gone the page showed no name, so the copy is '' (no name shown).
ALTER TABLE "plan_request_events" RENAME COLUMN "from_status" TO "from_value";--> statement-breakpoint
ALTER TABLE "plan_request_events" ALTER COLUMN "from_value" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_request_events" RENAME COLUMN "to_status" TO "to_value";--> statement-breakpoint
ALTER TABLE "plan_request_events" ALTER COLUMN "to_value" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_request_events" RENAME COLUMN "message" TO "body";--> statement-breakpoint
ALTER TABLE "plan_request_events" ADD COLUMN "kind" text DEFAULT 'status' NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_request_events" ALTER COLUMN "kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "plan_request_events" ADD COLUMN "internal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_request_events" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_request_events" ADD COLUMN "actor_name" text;--> statement-breakpoint
UPDATE "plan_request_events" SET "actor_name" = coalesce(
  (SELECT "full_name" FROM "users" WHERE "users"."id" = "plan_request_events"."actor_user_id"), ''
);--> statement-breakpoint
ALTER TABLE "plan_request_events" ALTER COLUMN "actor_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_request_events" ADD COLUMN "outbox_id" bigint;--> statement-breakpoint
ALTER TABLE "plan_request_events" ADD COLUMN "submission_id" uuid;--> statement-breakpoint
ALTER TABLE "plan_request_events" ADD CONSTRAINT "plan_request_events_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_request_events_submission_id_key" ON "plan_request_events" USING btree ("submission_id");--> statement-breakpoint
ALTER TABLE "plan_request_events" ADD CONSTRAINT "plan_request_events_kind_check" CHECK ("plan_request_events"."kind" in ('status'));--> statement-breakpoint
ALTER TABLE "plan_request_events" ADD CONSTRAINT "plan_request_events_channel_check" CHECK ("plan_request_events"."channel" in ('web', 'email', 'system'));--> statement-breakpoint
-- contact_message_events and job_application_events gain the flag and the channel; their existing rows
-- take the defaults (the sender or applicant never reads these threads, and every event came from the site).
ALTER TABLE "contact_message_events" ADD COLUMN "internal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_message_events" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_message_events" ADD CONSTRAINT "contact_message_events_channel_check" CHECK ("contact_message_events"."channel" in ('web', 'email', 'system'));--> statement-breakpoint
ALTER TABLE "job_application_events" ADD COLUMN "internal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_application_events" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_application_events" ADD CONSTRAINT "job_application_events_channel_check" CHECK ("job_application_events"."channel" in ('web', 'email', 'system'));--> statement-breakpoint
-- A thread is read by record, oldest first, ties broken by id: the by-record index ends in id everywhere.
DROP INDEX "contact_message_events_message_idx";--> statement-breakpoint
CREATE INDEX "contact_message_events_message_idx" ON "contact_message_events" USING btree ("message_id","created_at","id");--> statement-breakpoint
DROP INDEX "plan_request_events_request_idx";--> statement-breakpoint
CREATE INDEX "plan_request_events_request_idx" ON "plan_request_events" USING btree ("plan_request_id","created_at","id");

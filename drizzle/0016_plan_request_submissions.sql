-- A plan request's idempotency key (the request form's submissionId, or one derived from the form
-- without JavaScript): the same form sent twice is stored once. Existing rows each get a random key.
ALTER TABLE "plan_requests" ADD COLUMN "submission_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_requests_submission_id_key" ON "plan_requests" USING btree ("submission_id");
CREATE TABLE "due_jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "due_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"key" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"claimed_by" uuid,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "due_jobs_kind_subject_key_key" ON "due_jobs" USING btree ("kind","subject_id","key");--> statement-breakpoint
CREATE INDEX "due_jobs_pending_run_at_idx" ON "due_jobs" USING btree ("run_at") WHERE "due_jobs"."done_at" is null and "due_jobs"."failed_at" is null;
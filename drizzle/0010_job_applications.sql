CREATE TABLE "job_application_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_application_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"application_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"actor_user_id" bigint,
	"actor_name" text NOT NULL,
	"body" text,
	"from_value" text,
	"to_value" text,
	"outbox_id" bigint,
	"submission_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_application_events_kind_check" CHECK ("job_application_events"."kind" in ('submitted', 'repeated', 'stage', 'note', 'assign', 'emailed'))
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"submission_id" uuid NOT NULL,
	"opening_id" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"current_location" text NOT NULL,
	"years_experience" integer NOT NULL,
	"notice_period" text NOT NULL,
	"profile_url" text,
	"cover_note" text,
	"consented_at" timestamp with time zone NOT NULL,
	"stage" text DEFAULT 'new' NOT NULL,
	"contact_by" timestamp with time zone NOT NULL,
	"contacted_at" timestamp with time zone,
	"assignee_id" bigint,
	"repeat_count" integer DEFAULT 0 NOT NULL,
	"last_repeated_at" timestamp with time zone,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applications_stage_check" CHECK ("job_applications"."stage" in ('new', 'screening', 'interview', 'offer', 'hired', 'rejected')),
	CONSTRAINT "job_applications_years_check" CHECK ("job_applications"."years_experience" between 0 and 60)
);
--> statement-breakpoint
ALTER TABLE "job_application_events" ADD CONSTRAINT "job_application_events_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application_events" ADD CONSTRAINT "job_application_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application_events" ADD CONSTRAINT "job_application_events_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_application_events_application_idx" ON "job_application_events" USING btree ("application_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_application_events_submission_id_key" ON "job_application_events" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_submission_id_key" ON "job_applications" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "job_applications_opening_stage_idx" ON "job_applications" USING btree ("opening_id","stage","created_at");--> statement-breakpoint
CREATE INDEX "job_applications_stage_contact_by_idx" ON "job_applications" USING btree ("stage","contact_by");--> statement-breakpoint
CREATE INDEX "job_applications_email_opening_idx" ON "job_applications" USING btree ("email","opening_id","created_at");--> statement-breakpoint
CREATE INDEX "job_applications_updated_at_idx" ON "job_applications" USING btree ("updated_at");
CREATE TABLE "calendar_feeds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_feeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "visit_events" (
	"visit_id" bigint NOT NULL,
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"channel" text DEFAULT 'web' NOT NULL,
	"actor_user_id" bigint,
	"actor_name" text NOT NULL,
	"body" text,
	"from_value" text,
	"to_value" text,
	"outbox_id" bigint,
	"submission_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_events_kind_check" CHECK ("visit_events"."kind" in ('created', 'booked', 'rescheduled', 'reschedule_requested', 'assigned', 'set_off', 'arrived', 'finished', 'signed', 'report_issued', 'missed', 'cancelled', 'note')),
	CONSTRAINT "visit_events_channel_check" CHECK ("visit_events"."channel" in ('web', 'email', 'system'))
);
--> statement-breakpoint
CREATE TABLE "visit_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visit_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"visit_id" bigint NOT NULL,
	"number" text NOT NULL,
	"file_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"supersedes_id" bigint,
	"correction_reason" text,
	"issued_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"ticket_id" bigint,
	"contract_id" bigint,
	"schedule_key" text,
	"period_starts_on" date,
	"period_ends_on" date,
	"device_id" bigint,
	"kind" text NOT NULL,
	"mode" text DEFAULT 'on_site' NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"window_starts_at" timestamp with time zone,
	"window_ends_at" timestamp with time zone,
	"site_address" text,
	"site_area" text,
	"technician_id" bigint,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"work_notes" text,
	"parts_used" text,
	"fixed" boolean,
	"set_off_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"signer_name" text,
	"signature_method" text,
	"signed_at" timestamp with time zone,
	"signature_file_id" uuid,
	"reschedule_requested_at" timestamp with time zone,
	"reschedule_note" text,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visits_kind_check" CHECK ("visits"."kind" in ('repair', 'installation', 'health_check', 'survey')),
	CONSTRAINT "visits_mode_check" CHECK ("visits"."mode" in ('on_site', 'remote')),
	CONSTRAINT "visits_status_check" CHECK ("visits"."status" in ('due', 'booked', 'on_the_way', 'on_site', 'completed', 'missed', 'cancelled')),
	CONSTRAINT "visits_signature_method_check" CHECK ("visits"."signature_method" is null or "visits"."signature_method" in ('drawn', 'typed')),
	CONSTRAINT "visits_origin_check" CHECK ("visits"."ticket_id" is not null or "visits"."contract_id" is not null),
	CONSTRAINT "visits_window_check" CHECK (("visits"."window_starts_at" is null) = ("visits"."window_ends_at" is null) and ("visits"."window_ends_at" is null or "visits"."window_ends_at" > "visits"."window_starts_at"))
);
--> statement-breakpoint
ALTER TABLE "device_events" DROP CONSTRAINT "device_events_kind_check";--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "label_token" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "device_id" bigint;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_events" ADD CONSTRAINT "visit_events_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_events" ADD CONSTRAINT "visit_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_events" ADD CONSTRAINT "visit_events_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_reports" ADD CONSTRAINT "visit_reports_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_reports" ADD CONSTRAINT "visit_reports_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_reports" ADD CONSTRAINT "visit_reports_supersedes_id_visit_reports_id_fk" FOREIGN KEY ("supersedes_id") REFERENCES "public"."visit_reports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_reports" ADD CONSTRAINT "visit_reports_issued_by_id_users_id_fk" FOREIGN KEY ("issued_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_technician_id_users_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_signature_file_id_stored_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_key" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_live_user_key" ON "calendar_feeds" USING btree ("user_id") WHERE "calendar_feeds"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "visit_events_visit_idx" ON "visit_events" USING btree ("visit_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "visit_events_submission_id_key" ON "visit_events" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visit_reports_number_key" ON "visit_reports" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "visit_reports_supersedes_key" ON "visit_reports" USING btree ("supersedes_id");--> statement-breakpoint
CREATE INDEX "visit_reports_visit_idx" ON "visit_reports" USING btree ("visit_id","created_at");--> statement-breakpoint
CREATE INDEX "visits_user_idx" ON "visits" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "visits_ticket_idx" ON "visits" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "visits_device_idx" ON "visits" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "visits_technician_window_idx" ON "visits" USING btree ("technician_id","window_starts_at");--> statement-breakpoint
CREATE INDEX "visits_window_idx" ON "visits" USING btree ("window_starts_at");--> statement-breakpoint
CREATE INDEX "visits_status_idx" ON "visits" USING btree ("status","period_ends_on");--> statement-breakpoint
CREATE UNIQUE INDEX "visits_contract_schedule_key" ON "visits" USING btree ("contract_id","schedule_key");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "devices_label_token_key" ON "devices" USING btree ("label_token");--> statement-breakpoint
CREATE INDEX "tickets_device_created_idx" ON "tickets" USING btree ("device_id","created_at");--> statement-breakpoint
ALTER TABLE "device_events" ADD CONSTRAINT "device_events_kind_check" CHECK ("device_events"."kind" in ('created', 'edited', 'verified', 'note', 'retired', 'label_issued', 'label_revoked'));
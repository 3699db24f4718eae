CREATE TABLE "ticket_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ticket_id" bigint NOT NULL,
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
	CONSTRAINT "ticket_events_kind_check" CHECK ("ticket_events"."kind" in ('opened', 'customer_reply', 'staff_reply', 'note', 'status', 'priority', 'type', 'assign', 'merge')),
	CONSTRAINT "ticket_events_channel_check" CHECK ("ticket_events"."channel" in ('web', 'email', 'system'))
);
--> statement-breakpoint
CREATE TABLE "ticket_follow_ups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_follow_ups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ticket_id" bigint NOT NULL,
	"resolution_event_id" bigint NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	"done_by_id" bigint,
	"done_by_name" text,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"submission_id" uuid NOT NULL,
	"customer_id" bigint NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"priority" text NOT NULL,
	"type" text NOT NULL,
	"device" text,
	"location" text,
	"source" text DEFAULT 'web' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"assignee_id" bigint,
	"merged_into_id" bigint,
	"plan_response_minutes" integer,
	"first_response_due_at" timestamp with time zone,
	"resolution_due_at" timestamp with time zone,
	"next_deadline_at" timestamp with time zone,
	"breached" boolean DEFAULT false NOT NULL,
	"first_responded_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_priority_check" CHECK ("tickets"."priority" in ('critical', 'high', 'medium', 'low')),
	CONSTRAINT "tickets_type_check" CHECK ("tickets"."type" in ('hardware', 'software', 'network', 'data_recovery', 'other')),
	CONSTRAINT "tickets_status_check" CHECK ("tickets"."status" in ('new', 'open', 'waiting_on_customer', 'resolved', 'closed')),
	CONSTRAINT "tickets_source_check" CHECK ("tickets"."source" in ('web', 'chat', 'email'))
);
--> statement-breakpoint
ALTER TABLE "ticket_events" ADD CONSTRAINT "ticket_events_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_events" ADD CONSTRAINT "ticket_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_events" ADD CONSTRAINT "ticket_events_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_follow_ups" ADD CONSTRAINT "ticket_follow_ups_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_follow_ups" ADD CONSTRAINT "ticket_follow_ups_resolution_event_id_ticket_events_id_fk" FOREIGN KEY ("resolution_event_id") REFERENCES "public"."ticket_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_follow_ups" ADD CONSTRAINT "ticket_follow_ups_done_by_id_users_id_fk" FOREIGN KEY ("done_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_merged_into_id_tickets_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_events_ticket_idx" ON "ticket_events" USING btree ("ticket_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_events_submission_id_key" ON "ticket_events" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_follow_ups_resolution_key" ON "ticket_follow_ups" USING btree ("resolution_event_id");--> statement-breakpoint
CREATE INDEX "ticket_follow_ups_open_idx" ON "ticket_follow_ups" USING btree ("done_at","due_at");--> statement-breakpoint
CREATE INDEX "ticket_follow_ups_ticket_idx" ON "ticket_follow_ups" USING btree ("ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_number_key" ON "tickets" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_submission_id_key" ON "tickets" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "tickets_customer_created_idx" ON "tickets" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "tickets_status_deadline_idx" ON "tickets" USING btree ("status","next_deadline_at");--> statement-breakpoint
CREATE INDEX "tickets_assignee_deadline_idx" ON "tickets" USING btree ("assignee_id","next_deadline_at");--> statement-breakpoint
CREATE INDEX "tickets_search_idx" ON "tickets" USING gin (("number" || ' ' || "subject" || ' ' || "description") gin_trgm_ops);
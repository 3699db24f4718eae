CREATE TABLE "inbound_mail" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbound_mail_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"message_key" text NOT NULL,
	"mail_from" text NOT NULL,
	"rcpt_to" text[] NOT NULL,
	"remote_address" text,
	"size" integer NOT NULL,
	"raw" "bytea" NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"reason" text,
	"ticket_id" bigint,
	"event_id" bigint,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "inbound_mail_status_check" CHECK ("inbound_mail"."status" in ('received', 'posted', 'auto_replied', 'ignored'))
);
--> statement-breakpoint
ALTER TABLE "inbound_mail" ADD CONSTRAINT "inbound_mail_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_mail" ADD CONSTRAINT "inbound_mail_event_id_ticket_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."ticket_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_mail_message_key" ON "inbound_mail" USING btree ("message_key");--> statement-breakpoint
CREATE INDEX "inbound_mail_received_idx" ON "inbound_mail" USING btree ("received_at");
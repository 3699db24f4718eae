CREATE TABLE "ticket_ratings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ticket_id" bigint NOT NULL,
	"resolution_event_id" bigint NOT NULL,
	"score" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_ratings_score_check" CHECK ("ticket_ratings"."score" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "ticket_ratings" ADD CONSTRAINT "ticket_ratings_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_ratings" ADD CONSTRAINT "ticket_ratings_resolution_event_id_ticket_events_id_fk" FOREIGN KEY ("resolution_event_id") REFERENCES "public"."ticket_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_ratings_resolution_key" ON "ticket_ratings" USING btree ("resolution_event_id");--> statement-breakpoint
CREATE INDEX "ticket_ratings_ticket_idx" ON "ticket_ratings" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_ratings_created_idx" ON "ticket_ratings" USING btree ("created_at");
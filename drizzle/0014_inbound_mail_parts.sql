CREATE TABLE "inbound_mail_parts" (
	"receipt_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_mail_parts_receipt_id_seq_pk" PRIMARY KEY("receipt_id","seq")
);
--> statement-breakpoint
CREATE INDEX "inbound_mail_parts_received_idx" ON "inbound_mail_parts" USING btree ("received_at");
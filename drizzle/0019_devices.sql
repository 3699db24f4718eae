CREATE TABLE "device_events" (
	"device_id" bigint NOT NULL,
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
	CONSTRAINT "device_events_kind_check" CHECK ("device_events"."kind" in ('created', 'edited', 'verified', 'note', 'retired')),
	CONSTRAINT "device_events_channel_check" CHECK ("device_events"."channel" in ('web', 'email', 'system'))
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"serial_number" text,
	"site_address" text,
	"site_area" text,
	"purchased_on" date,
	"warranty_ends_on" date,
	"notes" text,
	"camera_channels" integer,
	"disk_gb" integer,
	"retention_days" integer,
	"covered" boolean DEFAULT true NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_by_id" bigint,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_kind_check" CHECK ("devices"."kind" in ('desktop', 'laptop', 'printer', 'network', 'recorder', 'access_control', 'smart_hub', 'server', 'other')),
	CONSTRAINT "devices_recorder_check" CHECK (("devices"."camera_channels" is null or "devices"."camera_channels" between 1 and 256) and ("devices"."disk_gb" is null or "devices"."disk_gb" between 1 and 1000000) and ("devices"."retention_days" is null or "devices"."retention_days" between 1 and 3650))
);
--> statement-breakpoint
ALTER TABLE "device_events" ADD CONSTRAINT "device_events_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_events" ADD CONSTRAINT "device_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_events" ADD CONSTRAINT "device_events_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_verified_by_id_users_id_fk" FOREIGN KEY ("verified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_events_device_idx" ON "device_events" USING btree ("device_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_events_submission_id_key" ON "device_events" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "devices_user_idx" ON "devices" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "devices_kind_idx" ON "devices" USING btree ("kind","created_at");
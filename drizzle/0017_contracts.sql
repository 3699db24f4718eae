CREATE TABLE "contract_acceptances" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_acceptances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"contract_id" bigint NOT NULL,
	"user_id" bigint,
	"channel" text NOT NULL,
	"client_address" text,
	"user_agent" text,
	"terms_text" text NOT NULL,
	"terms_hash" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_acceptances_channel_check" CHECK ("contract_acceptances"."channel" in ('portal', 'renewal-link', 'staff', 'auto-renew'))
);
--> statement-breakpoint
CREATE TABLE "contract_events" (
	"contract_id" bigint NOT NULL,
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
	CONSTRAINT "contract_events_kind_check" CHECK ("contract_events"."kind" in ('created', 'edited', 'sent', 'accepted', 'status', 'note', 'reminder', 'auto_renew', 'change_request')),
	CONSTRAINT "contract_events_channel_check" CHECK ("contract_events"."channel" in ('web', 'email', 'system'))
);
--> statement-breakpoint
CREATE TABLE "contract_sites" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_sites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"contract_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"address" text NOT NULL,
	"area" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"plan_request_id" bigint,
	"previous_contract_id" bigint,
	"plan_id" text NOT NULL,
	"plan_name" text NOT NULL,
	"price_paise_per_month" integer NOT NULL,
	"billing_period" text NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"period_price_paise" integer NOT NULL,
	"device_limit" integer,
	"health_checks" text NOT NULL,
	"on_site_visits_per_year" integer,
	"response_minutes" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"sent_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_status_check" CHECK ("contracts"."status" in ('draft', 'active', 'expiring', 'expired', 'renewed', 'cancelled')),
	CONSTRAINT "contracts_billing_period_check" CHECK ("contracts"."billing_period" in ('monthly', 'quarterly', 'annual')),
	CONSTRAINT "contracts_health_checks_check" CHECK ("contracts"."health_checks" in ('one-time', 'monthly', 'weekly', 'daily')),
	CONSTRAINT "contracts_dates_check" CHECK ("contracts"."ends_on" >= "contracts"."starts_on"),
	CONSTRAINT "contracts_money_check" CHECK ("contracts"."price_paise_per_month" >= 0 and "contracts"."period_price_paise" >= 0 and "contracts"."discount_percent" between 0 and 100),
	CONSTRAINT "contracts_response_check" CHECK ("contracts"."response_minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "contract_acceptances" ADD CONSTRAINT "contract_acceptances_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_acceptances" ADD CONSTRAINT "contract_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_sites" ADD CONSTRAINT "contract_sites_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_plan_request_id_plan_requests_id_fk" FOREIGN KEY ("plan_request_id") REFERENCES "public"."plan_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_previous_contract_id_contracts_id_fk" FOREIGN KEY ("previous_contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_acceptances_contract_key" ON "contract_acceptances" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "contract_events_contract_idx" ON "contract_events" USING btree ("contract_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_events_submission_id_key" ON "contract_events" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_sites_position_key" ON "contract_sites" USING btree ("contract_id","position");--> statement-breakpoint
CREATE INDEX "contracts_user_idx" ON "contracts" USING btree ("user_id","starts_on");--> statement-breakpoint
CREATE INDEX "contracts_status_ends_idx" ON "contracts" USING btree ("status","ends_on");--> statement-breakpoint
CREATE INDEX "contracts_ends_on_idx" ON "contracts" USING btree ("ends_on","id");--> statement-breakpoint
CREATE INDEX "contracts_plan_idx" ON "contracts" USING btree ("plan_id","ends_on");--> statement-breakpoint
CREATE INDEX "contracts_plan_request_idx" ON "contracts" USING btree ("plan_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_previous_key" ON "contracts" USING btree ("previous_contract_id");
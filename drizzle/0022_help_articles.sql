-- Hand-added (drizzle-kit does not write functions): an immutable array_to_string for text arrays, so
-- that help_articles.search_document (a generated column, which only takes immutable functions) can
-- include the tags. array_to_string itself is only stable, because of other element types' output
-- functions; joining text is immutable.
CREATE FUNCTION help_text_array_to_string(text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ select array_to_string($1, ' ') $$;--> statement-breakpoint
CREATE TABLE "help_article_events" (
	"article_id" bigint NOT NULL,
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_article_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
	CONSTRAINT "help_article_events_kind_check" CHECK ("help_article_events"."kind" in ('created', 'edited', 'published', 'unpublished', 'archived', 'restored', 'note', 'drafted_from_ticket')),
	CONSTRAINT "help_article_events_channel_check" CHECK ("help_article_events"."channel" in ('web', 'email', 'system'))
);
--> statement-breakpoint
CREATE TABLE "help_article_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_article_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"article_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"concerns" text[] DEFAULT '{}'::text[] NOT NULL,
	"edited_by_id" bigint,
	"edited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "help_article_views" (
	"article_id" bigint NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "help_article_views_pkey" PRIMARY KEY("article_id","day")
);
--> statement-breakpoint
CREATE TABLE "help_article_votes" (
	"article_id" bigint NOT NULL,
	"visitor_key" text NOT NULL,
	"helpful" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_article_votes_pkey" PRIMARY KEY("article_id","visitor_key")
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"concerns" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone,
	"published_by_id" bigint,
	"created_by_id" bigint,
	"source_ticket_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "help_articles"."title"), 'A') || setweight(to_tsvector('english', coalesce("help_articles"."summary", '')), 'B') || setweight(to_tsvector('english', help_text_array_to_string("help_articles"."tags")), 'B') || setweight(to_tsvector('english', "help_articles"."body"), 'C')) STORED NOT NULL,
	CONSTRAINT "help_articles_status_check" CHECK ("help_articles"."status" in ('draft', 'published', 'archived')),
	CONSTRAINT "help_articles_slug_check" CHECK ("help_articles"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("help_articles"."slug") <= 120),
	CONSTRAINT "help_articles_version_check" CHECK ("help_articles"."version" >= 1),
	CONSTRAINT "help_articles_published_check" CHECK ("help_articles"."status" <> 'published' or "help_articles"."published_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "help_deflections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_deflections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"article_id" bigint NOT NULL,
	"user_id" bigint,
	"query" text NOT NULL,
	"submission_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_deflections_query_check" CHECK (char_length("help_deflections"."query") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "help_searches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"query" text NOT NULL,
	"result_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_searches_query_check" CHECK (char_length("help_searches"."query") <= 200),
	CONSTRAINT "help_searches_result_count_check" CHECK ("help_searches"."result_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "help_article_events" ADD CONSTRAINT "help_article_events_article_id_help_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."help_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_article_events" ADD CONSTRAINT "help_article_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_article_events" ADD CONSTRAINT "help_article_events_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_article_versions" ADD CONSTRAINT "help_article_versions_article_id_help_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."help_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_article_versions" ADD CONSTRAINT "help_article_versions_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_article_views" ADD CONSTRAINT "help_article_views_article_id_help_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."help_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_article_votes" ADD CONSTRAINT "help_article_votes_article_id_help_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."help_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_published_by_id_users_id_fk" FOREIGN KEY ("published_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_source_ticket_id_tickets_id_fk" FOREIGN KEY ("source_ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_deflections" ADD CONSTRAINT "help_deflections_article_id_help_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."help_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_deflections" ADD CONSTRAINT "help_deflections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_article_events_article_idx" ON "help_article_events" USING btree ("article_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "help_article_events_submission_id_key" ON "help_article_events" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "help_article_versions_article_version_key" ON "help_article_versions" USING btree ("article_id","version");--> statement-breakpoint
CREATE INDEX "help_article_votes_created_idx" ON "help_article_votes" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "help_articles_slug_key" ON "help_articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "help_articles_status_category_idx" ON "help_articles" USING btree ("status","category","published_at");--> statement-breakpoint
CREATE INDEX "help_articles_source_ticket_idx" ON "help_articles" USING btree ("source_ticket_id");--> statement-breakpoint
CREATE INDEX "help_articles_search_idx" ON "help_articles" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "help_articles_title_trgm_idx" ON "help_articles" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "help_articles_summary_trgm_idx" ON "help_articles" USING gin ("summary" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "help_deflections_article_idx" ON "help_deflections" USING btree ("article_id","created_at");--> statement-breakpoint
CREATE INDEX "help_deflections_created_idx" ON "help_deflections" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "help_deflections_submission_id_key" ON "help_deflections" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "help_searches_result_count_idx" ON "help_searches" USING btree ("result_count","created_at");
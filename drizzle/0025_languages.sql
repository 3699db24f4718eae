ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "help_articles" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_openings" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("users"."locale" in ('en', 'ml'));--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_locale_check" CHECK ("job_applications"."locale" in ('en', 'ml'));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_locale_check" CHECK ("contact_messages"."locale" in ('en', 'ml'));--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_language_check" CHECK ("help_articles"."language" in ('en', 'ml'));--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_locale_check" CHECK ("newsletter_subscribers"."locale" in ('en', 'ml'));--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_language_check" CHECK ("blog_posts"."language" in ('en', 'ml'));--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_language_check" CHECK ("job_openings"."language" in ('en', 'ml'));
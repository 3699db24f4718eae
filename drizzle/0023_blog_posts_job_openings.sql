CREATE TABLE "blog_post_events" (
	"post_id" bigint NOT NULL,
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_post_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
	CONSTRAINT "blog_post_events_kind_check" CHECK ("blog_post_events"."kind" in ('created', 'edited', 'published', 'unpublished', 'archived', 'restored', 'note')),
	CONSTRAINT "blog_post_events_channel_check" CHECK ("blog_post_events"."channel" in ('web', 'email', 'system'))
);
--> statement-breakpoint
CREATE TABLE "blog_post_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_post_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"post_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"author" text NOT NULL,
	"published_on" date NOT NULL,
	"body" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"category" text NOT NULL,
	"image_name" text NOT NULL,
	"image_alt" text NOT NULL,
	"edited_by_id" bigint,
	"edited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"author" text NOT NULL,
	"published_on" date NOT NULL,
	"body" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"category" text NOT NULL,
	"image_name" text NOT NULL,
	"image_alt" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone,
	"published_by_id" bigint,
	"created_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_status_check" CHECK ("blog_posts"."status" in ('draft', 'published', 'archived')),
	CONSTRAINT "blog_posts_slug_check" CHECK ("blog_posts"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("blog_posts"."slug") <= 120),
	CONSTRAINT "blog_posts_version_check" CHECK ("blog_posts"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "job_opening_events" (
	"opening_id" bigint NOT NULL,
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_opening_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
	CONSTRAINT "job_opening_events_kind_check" CHECK ("job_opening_events"."kind" in ('created', 'edited', 'published', 'unpublished', 'archived', 'restored', 'note')),
	CONSTRAINT "job_opening_events_channel_check" CHECK ("job_opening_events"."channel" in ('web', 'email', 'system'))
);
--> statement-breakpoint
CREATE TABLE "job_opening_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_opening_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"opening_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"department" text NOT NULL,
	"location" text NOT NULL,
	"employment_type" text NOT NULL,
	"experience" text NOT NULL,
	"salary_range" text NOT NULL,
	"description" text NOT NULL,
	"requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"responsibilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"posted_on" date NOT NULL,
	"application_deadline" date NOT NULL,
	"edited_by_id" bigint,
	"edited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "job_openings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_openings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"department" text NOT NULL,
	"location" text NOT NULL,
	"employment_type" text NOT NULL,
	"experience" text NOT NULL,
	"salary_range" text NOT NULL,
	"description" text NOT NULL,
	"requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"responsibilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"posted_on" date NOT NULL,
	"application_deadline" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone,
	"published_by_id" bigint,
	"created_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_openings_status_check" CHECK ("job_openings"."status" in ('draft', 'published', 'archived')),
	CONSTRAINT "job_openings_slug_check" CHECK ("job_openings"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("job_openings"."slug") <= 120),
	CONSTRAINT "job_openings_version_check" CHECK ("job_openings"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "blog_post_events" ADD CONSTRAINT "blog_post_events_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_events" ADD CONSTRAINT "blog_post_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_events" ADD CONSTRAINT "blog_post_events_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_versions" ADD CONSTRAINT "blog_post_versions_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_versions" ADD CONSTRAINT "blog_post_versions_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_published_by_id_users_id_fk" FOREIGN KEY ("published_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_opening_events" ADD CONSTRAINT "job_opening_events_opening_id_job_openings_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."job_openings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_opening_events" ADD CONSTRAINT "job_opening_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_opening_events" ADD CONSTRAINT "job_opening_events_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_opening_versions" ADD CONSTRAINT "job_opening_versions_opening_id_job_openings_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."job_openings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_opening_versions" ADD CONSTRAINT "job_opening_versions_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_published_by_id_users_id_fk" FOREIGN KEY ("published_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_post_events_post_idx" ON "blog_post_events" USING btree ("post_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_post_events_submission_id_key" ON "blog_post_events" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_post_versions_post_version_key" ON "blog_post_versions" USING btree ("post_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_key" ON "blog_posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blog_posts_status_published_on_idx" ON "blog_posts" USING btree ("status","published_on");--> statement-breakpoint
CREATE INDEX "job_opening_events_opening_idx" ON "job_opening_events" USING btree ("opening_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_opening_events_submission_id_key" ON "job_opening_events" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_opening_versions_opening_version_key" ON "job_opening_versions" USING btree ("opening_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "job_openings_slug_key" ON "job_openings" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "job_openings_status_deadline_idx" ON "job_openings" USING btree ("status","application_deadline");--> statement-breakpoint
-- The blog's posts and the careers openings, imported from the code as they were on 26 November 2026 (content/blog/*.md and app/content/jobs.ts): slugs, dates and text unchanged. Each is published, at version 1, with a 'created' event.--> statement-breakpoint
WITH post AS (INSERT INTO "blog_posts" (slug, status, title, excerpt, author, published_on, body, tags, featured, category, image_name, image_alt, published_at) VALUES ('choosing-the-right-amc-plan', 'published', 'How to Choose an AMC Plan for Your Computers and Network', 'What an annual maintenance contract should cover, the questions to ask before signing, and how to match response times and visits to what your business can afford to lose.', 'Anand Krishnan', '2026-07-21', '
An annual maintenance contract (AMC) is a promise: when something breaks, someone competent will fix it
within an agreed time, and in between they will keep it from breaking. In Trivandrum, AMCs range from a
technician who visits "when needed" to fully managed IT with daily monitoring. Comparing them on price alone
is how businesses end up with a contract that does not help on the day it matters. This guide explains what
to look for, whether you sign with us or with anyone else.

## Start from the cost of downtime

Before comparing plans, ask one question: **what does an hour without computers cost us?** For a clinic,
it may be patients sent home. For a shop, sales that cannot be billed. For a software company, a team being
paid to wait. For a family, perhaps only inconvenience.

That number decides the response time you need. If a morning without your billing computer costs more than
a year of maintenance, a plan with a 24-hour response is false economy. If you can wait a day, there is no
need to pay for a two-hour response.

## What a good AMC should cover

Read the contract for these points, and ask when they are missing:

- **Scope:** exactly which devices are covered — desktops, laptops, printers, the network, CCTV, servers —
  and how many.
- **Response time:** how quickly someone starts working on the problem, and whether that is measured in
  business hours or around the clock.
- **Support channels:** phone, email, chat, video call, and whether on-site visits are included.
- **Preventive maintenance:** scheduled health checks, updates and cleaning, not just repairs. Most
  failures are predictable; a good AMC catches them early.
- **Security:** antivirus, security updates and backups, with a report that they actually ran.
- **Parts:** whether replacement parts are included (a *comprehensive* AMC) or charged separately (a
  *non-comprehensive* or labour-only AMC). Comprehensive contracts cost more but make costs predictable.
- **Exclusions:** damage from power surges, water and physical accidents is often excluded. Know what
  is, before the monsoon arrives.
- **Reporting:** a monthly or quarterly summary of what was done and what needs attention.

## Questions to ask before you sign

1. Who will actually answer when I call, and are they in Thiruvananthapuram?
2. How do you measure and report response times? What happens if you miss one?
3. Can I see an example of the monthly report?
4. What happens to my data and passwords if the contract ends?
5. Can I change plans as the business grows, and how is the change billed?
6. Do you keep a list of my devices, warranties and licences, and will I get a copy?

A provider who answers these clearly, in writing, is usually one who will honour the contract.

## Matching a plan to your situation

As a rough guide, using our own plans as the example:

| Situation | What matters most | Plan that usually fits |
| --- | --- | --- |
| A home or freelancer with one or two PCs | Updates, backups, remote help | Starter AMC, ₹399/month, 24-hour response |
| A small office, shop or clinic with up to 10 devices | Round-the-clock remote help, weekly checks | Professional AMC, ₹1,999/month, 8-hour response |
| A growing office or school with 10-50 users | On-site engineers, daily monitoring, account manager | Enterprise AMC, ₹4,999/month, 2-hour response |
| Hospitals, campuses, multi-branch businesses | Custom SLAs, compliance, multiple sites | Custom Enterprise, 1-hour response |

New customers can also try us first: one PC serviced free, with a free diagnosis and a written health
report, before committing to anything. The full comparison is on our [AMC plans](/amc-plans) page.

## Preventive maintenance is where the value is

Repairs are the visible part of an AMC, but the value is in the problems that never happen. A typical
preventive visit or remote check includes:

- Checking disk health, so a failing drive is replaced before it takes data with it.
- Installing operating system, browser and security updates.
- Cleaning dust from fans and vents — important in Kerala''s humidity, which shortens the life of
  electronics.
- Checking UPS batteries and surge protection ahead of the monsoon.
- Verifying that backups ran and that a file can be restored.
- Reviewing the firewall, router and camera firmware.

Our [preventive maintenance](/services/preventive-maintenance) checklists were built from the failures
we saw most often in the field.

## Red flags

Be careful with contracts that promise "unlimited support" without a response time, that cannot say who
holds your passwords, that charge for every visit on top of the monthly fee without saying so up front, or
that lock you in for years with no exit clause. Transparency is a fair test of the whole relationship.

## Making the decision

List your devices, estimate the cost of downtime, decide the response time you need, then compare two or
three providers on the points above. If you would like a second opinion on a quote you have received, or a
recommendation for your setup, [contact us](/contact) — we are happy to advise even if you do not choose
us.
', ARRAY['AMC', 'Maintenance', 'Small Business']::text[], false, 'IT Support', 'contract', 'A signed document with a checklist and a wrench, standing for an IT maintenance contract', ('2026-07-21'::date::timestamp AT TIME ZONE 'Asia/Kolkata')) RETURNING id), version AS (INSERT INTO "blog_post_versions" (post_id, version, title, excerpt, author, published_on, body, tags, featured, category, image_name, image_alt, note) SELECT id, 1, 'How to Choose an AMC Plan for Your Computers and Network', 'What an annual maintenance contract should cover, the questions to ask before signing, and how to match response times and visits to what your business can afford to lose.', 'Anand Krishnan', '2026-07-21', '
An annual maintenance contract (AMC) is a promise: when something breaks, someone competent will fix it
within an agreed time, and in between they will keep it from breaking. In Trivandrum, AMCs range from a
technician who visits "when needed" to fully managed IT with daily monitoring. Comparing them on price alone
is how businesses end up with a contract that does not help on the day it matters. This guide explains what
to look for, whether you sign with us or with anyone else.

## Start from the cost of downtime

Before comparing plans, ask one question: **what does an hour without computers cost us?** For a clinic,
it may be patients sent home. For a shop, sales that cannot be billed. For a software company, a team being
paid to wait. For a family, perhaps only inconvenience.

That number decides the response time you need. If a morning without your billing computer costs more than
a year of maintenance, a plan with a 24-hour response is false economy. If you can wait a day, there is no
need to pay for a two-hour response.

## What a good AMC should cover

Read the contract for these points, and ask when they are missing:

- **Scope:** exactly which devices are covered — desktops, laptops, printers, the network, CCTV, servers —
  and how many.
- **Response time:** how quickly someone starts working on the problem, and whether that is measured in
  business hours or around the clock.
- **Support channels:** phone, email, chat, video call, and whether on-site visits are included.
- **Preventive maintenance:** scheduled health checks, updates and cleaning, not just repairs. Most
  failures are predictable; a good AMC catches them early.
- **Security:** antivirus, security updates and backups, with a report that they actually ran.
- **Parts:** whether replacement parts are included (a *comprehensive* AMC) or charged separately (a
  *non-comprehensive* or labour-only AMC). Comprehensive contracts cost more but make costs predictable.
- **Exclusions:** damage from power surges, water and physical accidents is often excluded. Know what
  is, before the monsoon arrives.
- **Reporting:** a monthly or quarterly summary of what was done and what needs attention.

## Questions to ask before you sign

1. Who will actually answer when I call, and are they in Thiruvananthapuram?
2. How do you measure and report response times? What happens if you miss one?
3. Can I see an example of the monthly report?
4. What happens to my data and passwords if the contract ends?
5. Can I change plans as the business grows, and how is the change billed?
6. Do you keep a list of my devices, warranties and licences, and will I get a copy?

A provider who answers these clearly, in writing, is usually one who will honour the contract.

## Matching a plan to your situation

As a rough guide, using our own plans as the example:

| Situation | What matters most | Plan that usually fits |
| --- | --- | --- |
| A home or freelancer with one or two PCs | Updates, backups, remote help | Starter AMC, ₹399/month, 24-hour response |
| A small office, shop or clinic with up to 10 devices | Round-the-clock remote help, weekly checks | Professional AMC, ₹1,999/month, 8-hour response |
| A growing office or school with 10-50 users | On-site engineers, daily monitoring, account manager | Enterprise AMC, ₹4,999/month, 2-hour response |
| Hospitals, campuses, multi-branch businesses | Custom SLAs, compliance, multiple sites | Custom Enterprise, 1-hour response |

New customers can also try us first: one PC serviced free, with a free diagnosis and a written health
report, before committing to anything. The full comparison is on our [AMC plans](/amc-plans) page.

## Preventive maintenance is where the value is

Repairs are the visible part of an AMC, but the value is in the problems that never happen. A typical
preventive visit or remote check includes:

- Checking disk health, so a failing drive is replaced before it takes data with it.
- Installing operating system, browser and security updates.
- Cleaning dust from fans and vents — important in Kerala''s humidity, which shortens the life of
  electronics.
- Checking UPS batteries and surge protection ahead of the monsoon.
- Verifying that backups ran and that a file can be restored.
- Reviewing the firewall, router and camera firmware.

Our [preventive maintenance](/services/preventive-maintenance) checklists were built from the failures
we saw most often in the field.

## Red flags

Be careful with contracts that promise "unlimited support" without a response time, that cannot say who
holds your passwords, that charge for every visit on top of the monthly fee without saying so up front, or
that lock you in for years with no exit clause. Transparency is a fair test of the whole relationship.

## Making the decision

List your devices, estimate the cost of downtime, decide the response time you need, then compare two or
three providers on the points above. If you would like a second opinion on a quote you have received, or a
recommendation for your setup, [contact us](/contact) — we are happy to advise even if you do not choose
us.
', ARRAY['AMC', 'Maintenance', 'Small Business']::text[], false, 'IT Support', 'contract', 'A signed document with a checklist and a wrench, standing for an IT maintenance contract', 'Imported from the code' FROM post) INSERT INTO "blog_post_events" (post_id, kind, channel, actor_name, body, internal) SELECT id, 'created', 'system', 'System', 'Imported from the code, published as it was', true FROM post;--> statement-breakpoint
WITH post AS (INSERT INTO "blog_posts" (slug, status, title, excerpt, author, published_on, body, tags, featured, category, image_name, image_alt, published_at) VALUES ('cloud-migration-best-practices', 'published', 'Cloud Migration Best Practices for Kerala SMEs', 'A step-by-step plan for moving a small or medium business from an office server to the cloud without surprise bills, lost data or a week of downtime.', 'Fathima Rasheed', '2026-09-30', '
The server in the corner of the office has served many Trivandrum businesses well, but it is ageing, the
warranty has run out and every power cut is a small drama. Moving to the cloud promises fewer of those
worries — and it delivers, if the move is planned. The failed migrations we are asked to rescue usually
went wrong in the same few ways: nobody listed what the old server actually did, costs were never
estimated, or everything was moved on one weekend with no way back. Here is how to avoid that.

## 1. Start with an inventory

Before choosing a provider, write down everything the current server does. It is usually more than people
think:

- **File shares** — the shared drive, scanned documents, design files.
- **Applications** — accounting, billing, inventory, a custom software package, a database.
- **Services** — the office''s user logins, printing, backups, a VPN for staff working from home.
- **Hidden jobs** — a nightly export to a supplier, a scheduled report, a licence dongle plugged into a
  USB port.

For each item, note who uses it, how often, and what happens if it is unavailable for a day. This list is
the migration plan''s backbone, and it frequently reveals things that can simply be retired.

## 2. Choose the right kind of cloud for each workload

"Moving to the cloud" is not one decision. Most SMEs end up with a mix:

| Workload | Usual best fit | Why |
| --- | --- | --- |
| Email, calendars, documents | Microsoft 365 or Google Workspace | Mature, cheap per user, no server to run |
| Shared files | SharePoint/OneDrive or Google Drive | Access from anywhere, version history |
| Accounting and billing | The vendor''s cloud edition | The vendor maintains and backs it up |
| Custom applications | A virtual machine or managed database | Keeps software that cannot be rewritten yet |

Replacing a server with software-as-a-service wherever possible is usually cheaper than renting a virtual
server to do the same job, and there is less to patch.

## 3. Keep data in India where it matters

AWS, Microsoft Azure and Google Cloud all run data centres in India — Mumbai, Hyderabad, Pune, Chennai and
Delhi among them. Hosting there keeps latency low for users in Kerala and makes it easier to meet customer
and regulatory expectations about where personal data lives. Check the region setting for every service,
including backups; it is easy to leave one on a default region abroad.

## 4. Estimate the monthly bill before you move

Cloud costs surprise people in two ways: services left running that nobody uses, and data transfer out of
the cloud. Build a simple spreadsheet with the size of each virtual machine, storage, backups and expected
downloads, using the provider''s pricing calculator. Then:

- Set a **budget alert** at 80% of the expected monthly spend.
- Switch off test machines at night and at weekends.
- Review the bill monthly for the first quarter, and right-size anything running at 10% load.

A well-planned migration for a small office often costs about the same as the old server''s electricity,
UPS batteries, maintenance and eventual replacement — with better availability.

## 5. Check your internet connection first

Once files and applications live in the cloud, the office internet connection becomes critical. We
recommend two connections from different providers (for example a fibre line and a second fibre or 4G/5G
router) with automatic failover, and a UPS for the router and switch. A fast link with no backup turns
one cable cut on the highway into a day without work.

## 6. Secure the new setup from day one

The cloud is not secure by default; it is secure when configured well. The essentials:

- **Multi-factor authentication** for every user, and especially for administrator accounts.
- **No shared admin logins**; give each person their own account and the least access they need.
- **Backups that are separate from the main account**, so one compromised login cannot delete both.
- **Logging and alerts** for sign-ins from unusual places.

Our guide on [cybersecurity essentials for small businesses](/blog/cybersecurity-essentials-for-small-businesses)
covers the human side of this.

## 7. Migrate in waves, with a way back

Move one workload at a time, starting with the least critical:

1. **Pilot** with a few users and a copy of the data; fix what they report.
2. **Migrate** the workload over a quiet period — an evening, or a Saturday.
3. **Run in parallel** for a week where possible, with the old system read-only.
4. **Decommission** the old system only after a full month-end has been processed in the new one.

Keep the old server intact (but switched off) for a month after the last wave. Being able to go back is the
cheapest insurance in the whole project.

## 8. Train people and write it down

A migration succeeds when staff can find their files on Monday morning. Hold a short session for each team,
share a one-page guide with screenshots, and keep a list of the new locations of everything that moved.
Record the new setup — accounts, regions, backups, who is admin — where your IT partner can find it too.

## How we help

Our [cloud networking](/services/cloud-networking) team plans and carries out migrations for offices across
Kerala, from the first inventory to the last decommissioned server, keeping your data in Indian regions.
If you are weighing up a move, [tell us about your setup](/contact) and we will send you a written
assessment with the costs laid out.
', ARRAY['Cloud', 'Migration', 'Small Business']::text[], true, 'Cloud', 'cloud', 'A cloud above three connected office computers, standing for a business moving to the cloud', ('2026-09-30'::date::timestamp AT TIME ZONE 'Asia/Kolkata')) RETURNING id), version AS (INSERT INTO "blog_post_versions" (post_id, version, title, excerpt, author, published_on, body, tags, featured, category, image_name, image_alt, note) SELECT id, 1, 'Cloud Migration Best Practices for Kerala SMEs', 'A step-by-step plan for moving a small or medium business from an office server to the cloud without surprise bills, lost data or a week of downtime.', 'Fathima Rasheed', '2026-09-30', '
The server in the corner of the office has served many Trivandrum businesses well, but it is ageing, the
warranty has run out and every power cut is a small drama. Moving to the cloud promises fewer of those
worries — and it delivers, if the move is planned. The failed migrations we are asked to rescue usually
went wrong in the same few ways: nobody listed what the old server actually did, costs were never
estimated, or everything was moved on one weekend with no way back. Here is how to avoid that.

## 1. Start with an inventory

Before choosing a provider, write down everything the current server does. It is usually more than people
think:

- **File shares** — the shared drive, scanned documents, design files.
- **Applications** — accounting, billing, inventory, a custom software package, a database.
- **Services** — the office''s user logins, printing, backups, a VPN for staff working from home.
- **Hidden jobs** — a nightly export to a supplier, a scheduled report, a licence dongle plugged into a
  USB port.

For each item, note who uses it, how often, and what happens if it is unavailable for a day. This list is
the migration plan''s backbone, and it frequently reveals things that can simply be retired.

## 2. Choose the right kind of cloud for each workload

"Moving to the cloud" is not one decision. Most SMEs end up with a mix:

| Workload | Usual best fit | Why |
| --- | --- | --- |
| Email, calendars, documents | Microsoft 365 or Google Workspace | Mature, cheap per user, no server to run |
| Shared files | SharePoint/OneDrive or Google Drive | Access from anywhere, version history |
| Accounting and billing | The vendor''s cloud edition | The vendor maintains and backs it up |
| Custom applications | A virtual machine or managed database | Keeps software that cannot be rewritten yet |

Replacing a server with software-as-a-service wherever possible is usually cheaper than renting a virtual
server to do the same job, and there is less to patch.

## 3. Keep data in India where it matters

AWS, Microsoft Azure and Google Cloud all run data centres in India — Mumbai, Hyderabad, Pune, Chennai and
Delhi among them. Hosting there keeps latency low for users in Kerala and makes it easier to meet customer
and regulatory expectations about where personal data lives. Check the region setting for every service,
including backups; it is easy to leave one on a default region abroad.

## 4. Estimate the monthly bill before you move

Cloud costs surprise people in two ways: services left running that nobody uses, and data transfer out of
the cloud. Build a simple spreadsheet with the size of each virtual machine, storage, backups and expected
downloads, using the provider''s pricing calculator. Then:

- Set a **budget alert** at 80% of the expected monthly spend.
- Switch off test machines at night and at weekends.
- Review the bill monthly for the first quarter, and right-size anything running at 10% load.

A well-planned migration for a small office often costs about the same as the old server''s electricity,
UPS batteries, maintenance and eventual replacement — with better availability.

## 5. Check your internet connection first

Once files and applications live in the cloud, the office internet connection becomes critical. We
recommend two connections from different providers (for example a fibre line and a second fibre or 4G/5G
router) with automatic failover, and a UPS for the router and switch. A fast link with no backup turns
one cable cut on the highway into a day without work.

## 6. Secure the new setup from day one

The cloud is not secure by default; it is secure when configured well. The essentials:

- **Multi-factor authentication** for every user, and especially for administrator accounts.
- **No shared admin logins**; give each person their own account and the least access they need.
- **Backups that are separate from the main account**, so one compromised login cannot delete both.
- **Logging and alerts** for sign-ins from unusual places.

Our guide on [cybersecurity essentials for small businesses](/blog/cybersecurity-essentials-for-small-businesses)
covers the human side of this.

## 7. Migrate in waves, with a way back

Move one workload at a time, starting with the least critical:

1. **Pilot** with a few users and a copy of the data; fix what they report.
2. **Migrate** the workload over a quiet period — an evening, or a Saturday.
3. **Run in parallel** for a week where possible, with the old system read-only.
4. **Decommission** the old system only after a full month-end has been processed in the new one.

Keep the old server intact (but switched off) for a month after the last wave. Being able to go back is the
cheapest insurance in the whole project.

## 8. Train people and write it down

A migration succeeds when staff can find their files on Monday morning. Hold a short session for each team,
share a one-page guide with screenshots, and keep a list of the new locations of everything that moved.
Record the new setup — accounts, regions, backups, who is admin — where your IT partner can find it too.

## How we help

Our [cloud networking](/services/cloud-networking) team plans and carries out migrations for offices across
Kerala, from the first inventory to the last decommissioned server, keeping your data in Indian regions.
If you are weighing up a move, [tell us about your setup](/contact) and we will send you a written
assessment with the costs laid out.
', ARRAY['Cloud', 'Migration', 'Small Business']::text[], true, 'Cloud', 'cloud', 'A cloud above three connected office computers, standing for a business moving to the cloud', 'Imported from the code' FROM post) INSERT INTO "blog_post_events" (post_id, kind, channel, actor_name, body, internal) SELECT id, 'created', 'system', 'System', 'Imported from the code, published as it was', true FROM post;--> statement-breakpoint
WITH post AS (INSERT INTO "blog_posts" (slug, status, title, excerpt, author, published_on, body, tags, featured, category, image_name, image_alt, published_at) VALUES ('cybersecurity-essentials-for-small-businesses', 'published', 'Cybersecurity Essentials for Small Businesses in Trivandrum', 'Ten practical safeguards that protect a shop, clinic or office in Trivandrum from the attacks we actually see every month, most of them free or nearly free.', 'Fathima Rasheed', '2026-11-10', '
Most small businesses we meet in Thiruvananthapuram believe they are too small to be a target. The attackers
disagree. Automated tools do not care whether you run a textile showroom in Chalai, a dental clinic in
Pattom or a ten-person software shop near Technopark: they look for weak passwords, unpatched computers and
people who click. This guide lists the safeguards that stop the incidents our support desk handles most
often. None of them needs a big budget, and most can be in place within a week.

## Know what you are protecting

Start with a one-page list: every computer, phone, printer, router and CCTV recorder, who uses it, and what
data it holds. Add your online accounts too — email, GST portal, banking, your accounting software and any
cloud storage. You cannot protect a device nobody remembers, and the forgotten Windows 7 PC in the store
room is exactly the machine ransomware likes.

Note which data would hurt most if it leaked or vanished: customer phone numbers, patient records,
invoices, employee bank details. Under the Digital Personal Data Protection Act, 2023, a business that
collects personal data is responsible for keeping it safe, so this list also tells you where your legal
duties lie.

## Turn on multi-factor authentication everywhere

A stolen password is the most common way in. Multi-factor authentication (MFA) — a one-time code from an
app, or a prompt on your phone — blocks almost all of those attacks. Turn it on, in this order:

1. Business email (Google Workspace or Microsoft 365), because email resets every other password.
2. Banking and UPI merchant accounts.
3. Accounting, GST and payroll portals.
4. Social media pages that customers trust.

Prefer an authenticator app to SMS codes where you can; SIM-swap fraud is real in India, and an app code
cannot be redirected to another SIM.

## Use a password manager, not a notebook

Reused passwords turn one leaked website into a break-in everywhere. A password manager generates a long,
different password for each account and fills it in for you. Business plans let you share a login (for
example the courier portal) with staff without telling them the password, and take it back when someone
leaves. If that feels like too much at once, start with the owner''s accounts and the shared ones.

## Patch on a schedule

Most successful attacks use weaknesses that were fixed months earlier. Set Windows, macOS and browsers to
update automatically, and pick one evening a month to check the things that do not update themselves:
the router, the firewall, the CCTV recorder and any server. Replace devices that no longer receive
updates — a Windows 10 PC that can move to Windows 11 should, and one that cannot is due for retirement.

## Train people to pause before they click

The scams that reach Kerala inboxes and phones are specific and convincing: an SMS saying your electricity
will be disconnected tonight unless you pay through a link, a "courier" asking for a small customs fee, a
supplier''s email with changed bank details, or a caller who claims to be from the bank''s fraud team. One
rule catches most of them: **any message that creates urgency and asks for money, a password or an OTP is
verified through a second channel** — call the supplier on the number you already have, not the one in the
email.

Spend fifteen minutes each quarter showing staff a real example. People remember stories far better than
policies.

## Separate the guest Wi-Fi

Customers and visitors should never share a network with your billing computer. Most modern routers offer
a guest network in a few clicks; use it, give it a different password, and change the office password
when staff leave. Our [networking support](/services/networking-support) team can set up separate networks
for staff, guests and cameras if your router cannot.

## Lock down the CCTV and other smart devices

Cameras and recorders left on their factory password are found and hijacked within hours of being put on
the internet. Change the default password, update the firmware, and do not expose the recorder directly to
the internet — use the manufacturer''s app or a VPN for remote viewing instead. The same goes for biometric
attendance machines and smart locks.

## Back up, and prove you can restore

Backups are your answer to ransomware, theft and a failed disk during the monsoon. Follow the 3-2-1 rule:
three copies of important data, on two kinds of storage, with one copy away from the office. At least one
copy must be out of reach of a compromised PC — offline, or in cloud storage with version history that
cannot be deleted from the office computers. Then test a restore every month. We have written a
[detailed guide to ransomware-proof backups](/blog/ransomware-proof-backups-for-clinics) for clinics that
applies to any small business.

## Give people only the access they need

Daily work should happen in a standard user account, not an administrator account. That one change stops
a large share of malware from installing itself. Remove former employees'' accounts on their last day,
and review who can see payroll, customer lists and bank portals twice a year.

## Write down what to do when something goes wrong

Keep a one-page incident plan where everyone can find it:

- Who to call first — your IT partner, your bank''s fraud line and the national cybercrime helpline, 1930.
- Disconnect an infected computer from the network, but do not switch it off or wipe it; evidence matters.
- Change passwords from a clean device.
- Report cyber fraud at cybercrime.gov.in as soon as possible — the sooner a fraudulent transfer is
  reported, the better the chance of freezing it.

Some organisations also have reporting duties to CERT-In within six hours of noticing certain incidents;
if you host systems or data for others, check whether that applies to you.

## Where to start this week

If you do only three things, turn on MFA for email and banking, set up one backup that is off the
network, and change the default passwords on your router and cameras. When you want help with the rest,
our [AMC plans](/amc-plans) include security updates and health checks, and a first conversation costs
nothing — [get in touch](/contact).
', ARRAY['Security', 'Small Business', 'Best Practices']::text[], true, 'Security', 'shield', 'A shield with a padlock in front of a laptop, standing for a protected small-business computer', ('2026-11-10'::date::timestamp AT TIME ZONE 'Asia/Kolkata')) RETURNING id), version AS (INSERT INTO "blog_post_versions" (post_id, version, title, excerpt, author, published_on, body, tags, featured, category, image_name, image_alt, note) SELECT id, 1, 'Cybersecurity Essentials for Small Businesses in Trivandrum', 'Ten practical safeguards that protect a shop, clinic or office in Trivandrum from the attacks we actually see every month, most of them free or nearly free.', 'Fathima Rasheed', '2026-11-10', '
Most small businesses we meet in Thiruvananthapuram believe they are too small to be a target. The attackers
disagree. Automated tools do not care whether you run a textile showroom in Chalai, a dental clinic in
Pattom or a ten-person software shop near Technopark: they look for weak passwords, unpatched computers and
people who click. This guide lists the safeguards that stop the incidents our support desk handles most
often. None of them needs a big budget, and most can be in place within a week.

## Know what you are protecting

Start with a one-page list: every computer, phone, printer, router and CCTV recorder, who uses it, and what
data it holds. Add your online accounts too — email, GST portal, banking, your accounting software and any
cloud storage. You cannot protect a device nobody remembers, and the forgotten Windows 7 PC in the store
room is exactly the machine ransomware likes.

Note which data would hurt most if it leaked or vanished: customer phone numbers, patient records,
invoices, employee bank details. Under the Digital Personal Data Protection Act, 2023, a business that
collects personal data is responsible for keeping it safe, so this list also tells you where your legal
duties lie.

## Turn on multi-factor authentication everywhere

A stolen password is the most common way in. Multi-factor authentication (MFA) — a one-time code from an
app, or a prompt on your phone — blocks almost all of those attacks. Turn it on, in this order:

1. Business email (Google Workspace or Microsoft 365), because email resets every other password.
2. Banking and UPI merchant accounts.
3. Accounting, GST and payroll portals.
4. Social media pages that customers trust.

Prefer an authenticator app to SMS codes where you can; SIM-swap fraud is real in India, and an app code
cannot be redirected to another SIM.

## Use a password manager, not a notebook

Reused passwords turn one leaked website into a break-in everywhere. A password manager generates a long,
different password for each account and fills it in for you. Business plans let you share a login (for
example the courier portal) with staff without telling them the password, and take it back when someone
leaves. If that feels like too much at once, start with the owner''s accounts and the shared ones.

## Patch on a schedule

Most successful attacks use weaknesses that were fixed months earlier. Set Windows, macOS and browsers to
update automatically, and pick one evening a month to check the things that do not update themselves:
the router, the firewall, the CCTV recorder and any server. Replace devices that no longer receive
updates — a Windows 10 PC that can move to Windows 11 should, and one that cannot is due for retirement.

## Train people to pause before they click

The scams that reach Kerala inboxes and phones are specific and convincing: an SMS saying your electricity
will be disconnected tonight unless you pay through a link, a "courier" asking for a small customs fee, a
supplier''s email with changed bank details, or a caller who claims to be from the bank''s fraud team. One
rule catches most of them: **any message that creates urgency and asks for money, a password or an OTP is
verified through a second channel** — call the supplier on the number you already have, not the one in the
email.

Spend fifteen minutes each quarter showing staff a real example. People remember stories far better than
policies.

## Separate the guest Wi-Fi

Customers and visitors should never share a network with your billing computer. Most modern routers offer
a guest network in a few clicks; use it, give it a different password, and change the office password
when staff leave. Our [networking support](/services/networking-support) team can set up separate networks
for staff, guests and cameras if your router cannot.

## Lock down the CCTV and other smart devices

Cameras and recorders left on their factory password are found and hijacked within hours of being put on
the internet. Change the default password, update the firmware, and do not expose the recorder directly to
the internet — use the manufacturer''s app or a VPN for remote viewing instead. The same goes for biometric
attendance machines and smart locks.

## Back up, and prove you can restore

Backups are your answer to ransomware, theft and a failed disk during the monsoon. Follow the 3-2-1 rule:
three copies of important data, on two kinds of storage, with one copy away from the office. At least one
copy must be out of reach of a compromised PC — offline, or in cloud storage with version history that
cannot be deleted from the office computers. Then test a restore every month. We have written a
[detailed guide to ransomware-proof backups](/blog/ransomware-proof-backups-for-clinics) for clinics that
applies to any small business.

## Give people only the access they need

Daily work should happen in a standard user account, not an administrator account. That one change stops
a large share of malware from installing itself. Remove former employees'' accounts on their last day,
and review who can see payroll, customer lists and bank portals twice a year.

## Write down what to do when something goes wrong

Keep a one-page incident plan where everyone can find it:

- Who to call first — your IT partner, your bank''s fraud line and the national cybercrime helpline, 1930.
- Disconnect an infected computer from the network, but do not switch it off or wipe it; evidence matters.
- Change passwords from a clean device.
- Report cyber fraud at cybercrime.gov.in as soon as possible — the sooner a fraudulent transfer is
  reported, the better the chance of freezing it.

Some organisations also have reporting duties to CERT-In within six hours of noticing certain incidents;
if you host systems or data for others, check whether that applies to you.

## Where to start this week

If you do only three things, turn on MFA for email and banking, set up one backup that is off the
network, and change the default passwords on your router and cameras. When you want help with the rest,
our [AMC plans](/amc-plans) include security updates and health checks, and a first conversation costs
nothing — [get in touch](/contact).
', ARRAY['Security', 'Small Business', 'Best Practices']::text[], true, 'Security', 'shield', 'A shield with a padlock in front of a laptop, standing for a protected small-business computer', 'Imported from the code' FROM post) INSERT INTO "blog_post_events" (post_id, kind, channel, actor_name, body, internal) SELECT id, 'created', 'system', 'System', 'Imported from the code, published as it was', true FROM post;--> statement-breakpoint
WITH post AS (INSERT INTO "blog_posts" (slug, status, title, excerpt, author, published_on, body, tags, featured, category, image_name, image_alt, published_at) VALUES ('native-vs-cross-platform-mobile-apps', 'published', 'Native vs Cross-Platform Mobile Apps: Which Should Your Business Build?', 'Flutter, React Native, Kotlin or Swift? A plain-language comparison of cost, speed, performance and upkeep to help Kerala businesses choose how to build their first app.', 'Meera Suresh', '2026-09-08', '
When a restaurant group, a hospital or a retailer in Trivandrum asks us to build an app, one of the first
questions is whether to build it *natively* — separately for Android and iPhone — or *cross-platform*, with
one codebase that runs on both. The honest answer is that it depends on what the app must do, who will use
it and who will maintain it. This article explains the trade-offs so you can make the call with your
development partner instead of being told.

## What the two approaches mean

A **native app** is written in the language and tools each platform''s maker provides: Kotlin for Android,
Swift for iOS. You get two codebases, often two teams, and full access to everything the phone can do.

A **cross-platform app** is written once in a framework such as **Flutter** (using the Dart language) or
**React Native** (using JavaScript or TypeScript), and the framework produces both the Android and the iOS
app. Most of the code is shared; platform-specific pieces can still be written natively where needed.

## Know your users'' phones

In India, Android phones make up the overwhelming majority of smartphones — well over nine in ten by most
counts — and many of them are budget models with limited memory and storage. In Kerala, where many families
have relatives in the Gulf, iPhones are more common than the national figure suggests, and customers of
premium services are often iPhone users.

So look at your own customers. A school app used by parents across the district needs to run smoothly on a
₹10,000 Android phone over a patchy 4G connection. A concierge app for a luxury resort in Kovalam might see
half its users on iPhones.

## Comparing the options

| Factor | Native (Kotlin + Swift) | Cross-platform (Flutter, React Native) |
| --- | --- | --- |
| Initial cost | Higher: two codebases | Lower: usually 30-40% less for both platforms |
| Time to launch | Longer | Shorter; one feature is built once |
| Performance | Best, especially for heavy graphics | Very good for typical business apps |
| Access to new phone features | Immediate | Sometimes needs a plug-in or native code |
| App size | Smallest | Somewhat larger |
| Long-term upkeep | Two codebases to update | One codebase, plus framework upgrades |

The cost difference is the figure most clients focus on, but upkeep matters more over the life of an app.
Every year Apple and Google release new operating system versions and new store rules; every update has to
be built, tested and published twice with native apps.

## When native is the right choice

Choose native when the app''s value lies in deep use of the device:

- Heavy real-time graphics, augmented reality or complex animations.
- Intensive use of Bluetooth, NFC or background processing — for example an app that talks to medical
  devices or industrial sensors.
- Apps that must feel exactly like the platform, or that need a new OS feature on the day it ships.
- Organisations that already have separate Android and iOS teams.

## When cross-platform is the right choice

For most business apps — ordering, booking, loyalty, field-staff tools, customer portals, school and
clinic apps — cross-platform is the better investment:

- One team builds and maintains both apps, so features arrive on Android and iPhone together.
- Budgets go further: the saving can pay for better design, testing or a web admin panel.
- Flutter in particular draws every pixel itself, so the app looks the same on a budget Android phone and
  the latest iPhone, and it performs well on modest hardware.

## Questions to ask before deciding

1. Which phones do our customers actually use? Check your website analytics or ask them.
2. Which device features does the app need — camera, GPS, payments, Bluetooth, offline mode?
3. Who will maintain the app in three years, and which skills can we hire for in Kerala?
4. Does the app need to work offline, in areas with weak signal?
5. What else must be built — an admin dashboard, a website, integrations with billing or a hospital system?

The last question is often the biggest part of the budget. The app is the visible part; the server, the
database, the admin tools and the integrations behind it usually take more effort than the screens.

## Do you need an app at all?

Sometimes the answer is a fast, mobile-friendly website or a progressive web app that customers can add to
their home screen. If customers will use it once a month, a website they can open from a WhatsApp link
may serve them better than an app they must download. Apps earn their place when people use them often —
daily orders, appointments, attendance, loyalty points.

## Our recommendation

For a first version of a typical business app, we usually recommend Flutter: one codebase, good
performance on budget Android phones, and a single team to maintain it. We recommend native when the app
depends on hardware integration or cutting-edge device features.

Our [software development](/services/software-development) team has built booking, billing and
e-commerce systems for businesses across Kerala. If you have an app idea, [talk to us](/contact) — we will
help you scope the first version and tell you honestly which approach fits.
', ARRAY['Mobile', 'App Development', 'Strategy']::text[], false, 'Development', 'devices', 'A phone and a tablet side by side showing the same app, standing for building one app for several platforms', ('2026-09-08'::date::timestamp AT TIME ZONE 'Asia/Kolkata')) RETURNING id), version AS (INSERT INTO "blog_post_versions" (post_id, version, title, excerpt, author, published_on, body, tags, featured, category, image_name, image_alt, note) SELECT id, 1, 'Native vs Cross-Platform Mobile Apps: Which Should Your Business Build?', 'Flutter, React Native, Kotlin or Swift? A plain-language comparison of cost, speed, performance and upkeep to help Kerala businesses choose how to build their first app.', 'Meera Suresh', '2026-09-08', '
When a restaurant group, a hospital or a retailer in Trivandrum asks us to build an app, one of the first
questions is whether to build it *natively* — separately for Android and iPhone — or *cross-platform*, with
one codebase that runs on both. The honest answer is that it depends on what the app must do, who will use
it and who will maintain it. This article explains the trade-offs so you can make the call with your
development partner instead of being told.

## What the two approaches mean

A **native app** is written in the language and tools each platform''s maker provides: Kotlin for Android,
Swift for iOS. You get two codebases, often two teams, and full access to everything the phone can do.

A **cross-platform app** is written once in a framework such as **Flutter** (using the Dart language) or
**React Native** (using JavaScript or TypeScript), and the framework produces both the Android and the iOS
app. Most of the code is shared; platform-specific pieces can still be written natively where needed.

## Know your users'' phones

In India, Android phones make up the overwhelming majority of smartphones — well over nine in ten by most
counts — and many of them are budget models with limited memory and storage. In Kerala, where many families
have relatives in the Gulf, iPhones are more common than the national figure suggests, and customers of
premium services are often iPhone users.

So look at your own customers. A school app used by parents across the district needs to run smoothly on a
₹10,000 Android phone over a patchy 4G connection. A concierge app for a luxury resort in Kovalam might see
half its users on iPhones.

## Comparing the options

| Factor | Native (Kotlin + Swift) | Cross-platform (Flutter, React Native) |
| --- | --- | --- |
| Initial cost | Higher: two codebases | Lower: usually 30-40% less for both platforms |
| Time to launch | Longer | Shorter; one feature is built once |
| Performance | Best, especially for heavy graphics | Very good for typical business apps |
| Access to new phone features | Immediate | Sometimes needs a plug-in or native code |
| App size | Smallest | Somewhat larger |
| Long-term upkeep | Two codebases to update | One codebase, plus framework upgrades |

The cost difference is the figure most clients focus on, but upkeep matters more over the life of an app.
Every year Apple and Google release new operating system versions and new store rules; every update has to
be built, tested and published twice with native apps.

## When native is the right choice

Choose native when the app''s value lies in deep use of the device:

- Heavy real-time graphics, augmented reality or complex animations.
- Intensive use of Bluetooth, NFC or background processing — for example an app that talks to medical
  devices or industrial sensors.
- Apps that must feel exactly like the platform, or that need a new OS feature on the day it ships.
- Organisations that already have separate Android and iOS teams.

## When cross-platform is the right choice

For most business apps — ordering, booking, loyalty, field-staff tools, customer portals, school and
clinic apps — cross-platform is the better investment:

- One team builds and maintains both apps, so features arrive on Android and iPhone together.
- Budgets go further: the saving can pay for better design, testing or a web admin panel.
- Flutter in particular draws every pixel itself, so the app looks the same on a budget Android phone and
  the latest iPhone, and it performs well on modest hardware.

## Questions to ask before deciding

1. Which phones do our customers actually use? Check your website analytics or ask them.
2. Which device features does the app need — camera, GPS, payments, Bluetooth, offline mode?
3. Who will maintain the app in three years, and which skills can we hire for in Kerala?
4. Does the app need to work offline, in areas with weak signal?
5. What else must be built — an admin dashboard, a website, integrations with billing or a hospital system?

The last question is often the biggest part of the budget. The app is the visible part; the server, the
database, the admin tools and the integrations behind it usually take more effort than the screens.

## Do you need an app at all?

Sometimes the answer is a fast, mobile-friendly website or a progressive web app that customers can add to
their home screen. If customers will use it once a month, a website they can open from a WhatsApp link
may serve them better than an app they must download. Apps earn their place when people use them often —
daily orders, appointments, attendance, loyalty points.

## Our recommendation

For a first version of a typical business app, we usually recommend Flutter: one codebase, good
performance on budget Android phones, and a single team to maintain it. We recommend native when the app
depends on hardware integration or cutting-edge device features.

Our [software development](/services/software-development) team has built booking, billing and
e-commerce systems for businesses across Kerala. If you have an app idea, [talk to us](/contact) — we will
help you scope the first version and tell you honestly which approach fits.
', ARRAY['Mobile', 'App Development', 'Strategy']::text[], false, 'Development', 'devices', 'A phone and a tablet side by side showing the same app, standing for building one app for several platforms', 'Imported from the code' FROM post) INSERT INTO "blog_post_events" (post_id, kind, channel, actor_name, body, internal) SELECT id, 'created', 'system', 'System', 'Imported from the code, published as it was', true FROM post;--> statement-breakpoint
WITH post AS (INSERT INTO "blog_posts" (slug, status, title, excerpt, author, published_on, body, tags, featured, category, image_name, image_alt, published_at) VALUES ('office-wifi-network-planning', 'published', 'Office Wi-Fi That Works: Planning the Network for Your Trivandrum Office', 'Dead zones, dropped video calls and a router that needs a restart every afternoon? How to plan office Wi-Fi and cabling properly, from internet lines to access points.', 'Vishnu Prasad', '2026-08-18', '
"The internet is slow" is the most common call our support desk receives, and it is rarely the internet
connection''s fault. More often it is a single consumer router doing the work of a whole network, placed in a
cupboard behind a concrete wall, serving thirty phones and a CCTV recorder on the same network as the
billing computer. Good office Wi-Fi is not expensive, but it does need a plan. Here is the one we follow
when we set up offices, shops and clinics in Thiruvananthapuram.

## Start with a simple survey

Walk the office with a floor plan and note:

- Where people sit and how many devices each person uses — laptop, phone, sometimes a tablet.
- Meeting rooms, where video calls need the most bandwidth.
- Walls and floors. Solid concrete and laterite walls, common in Kerala buildings, block Wi-Fi far more
  than the partitions in a Technopark office; metal shelving and water tanks do too.
- Where the internet line enters the building and where power and a small network cabinet can go.
- Devices that should be wired: desktops, printers, the CCTV recorder, the billing counter.

A free Wi-Fi analyser app on an Android phone shows signal strength and neighbouring networks as you
walk; it is enough to find the dead zones in a small office.

## Two internet connections, not one fast one

For a business that bills, books or sells online, an hour without internet costs real money. Instead of
paying for the fastest plan from one provider, take **two connections from different providers** —
for example fibre from one ISP and fibre or a 4G/5G router from another — and a router or firewall that
switches automatically when one fails. Local fibre cuts during road works and monsoon damage happen
often enough that this pays for itself.

## Wire what does not move

Every device that stays on a desk should be on a cable. Wired connections are faster, more reliable and
leave the airwaves free for laptops and phones. Use Cat6 cable, terminate it on a patch panel in a small
wall-mounted cabinet, and label both ends. A managed switch with **PoE** (Power over Ethernet) can power
the Wi-Fi access points and IP cameras over the same cable, so they need no power sockets on the ceiling.

## Access points instead of one big router

One powerful router in a corner cannot cover an office of any size, and range extenders halve the speed
they extend. Use several ceiling-mounted **access points** managed together:

- Plan roughly one access point for every 20-25 active users, or for each area separated by solid walls.
- Mount them on the ceiling near the centre of the area they serve, not in cupboards.
- Choose **Wi-Fi 6** (802.11ax) or newer; it handles many devices far better than older standards.
- Let the controller manage channels and power, or set them yourself: on 2.4 GHz use only channels
  1, 6 and 11, and prefer 5 GHz for laptops and phones.
- Use one network name across all access points so devices roam smoothly between them.

## Separate networks for separate jobs

Put different kinds of devices on separate networks (VLANs), each with its own rules:

| Network | Who uses it | Rules |
| --- | --- | --- |
| Staff | Office laptops and desktops | Access to printers and the file server |
| Guest | Visitors and customers | Internet only, speed-limited, isolated from everything else |
| Cameras and devices | CCTV, biometric machines, smart devices | No internet except for updates; no access to staff PCs |
| Payments | Billing counter and card terminals | Only what payments need |

This separation is also one of the simplest security measures an office can take; a compromised camera or
a visitor''s infected phone cannot reach the accounts computer. Our article on
[cybersecurity essentials](/blog/cybersecurity-essentials-for-small-businesses) explains why this matters.

## Protect the network from power problems

Put the router, switch and modem on a UPS so the network survives short outages and staff on laptops keep
working. Use surge protection on the incoming fibre or copper line as well as on power, especially
before the monsoon, when lightning surges regularly destroy network equipment.

## Secure the Wi-Fi itself

- Use **WPA3** where all devices support it, or WPA2/WPA3 mixed mode; never WEP or open networks.
- Change the default admin passwords on the router, access points and switch.
- Change the staff Wi-Fi password when people leave, or better, use individual logins.
- Keep the firmware of every network device updated.

## Document everything

Keep a network diagram, a list of devices with their addresses, and the admin passwords in the company
password manager. When something breaks at 8 PM on a Saturday, this document turns an hour of guessing
into a ten-minute fix.

## Getting it right the first time

A well-planned network for a 20-person office is a modest one-time investment and removes most "slow
internet" complaints for years. Our [networking support](/services/networking-support) engineers survey,
cable, install and document office networks across the city, and our [network devices](/services/network-devices)
service keeps routers, switches and access points maintained afterwards. [Book a site survey](/contact)
and we will tell you exactly what your office needs — and what it does not.
', ARRAY['Networking', 'Wi-Fi', 'Small Business']::text[], false, 'Networking', 'wifi', 'Wi-Fi signal waves above an office router with network cables, standing for a planned office network', ('2026-08-18'::date::timestamp AT TIME ZONE 'Asia/Kolkata')) RETURNING id), version AS (INSERT INTO "blog_post_versions" (post_id, version, title, excerpt, author, published_on, body, tags, featured, category, image_name, image_alt, note) SELECT id, 1, 'Office Wi-Fi That Works: Planning the Network for Your Trivandrum Office', 'Dead zones, dropped video calls and a router that needs a restart every afternoon? How to plan office Wi-Fi and cabling properly, from internet lines to access points.', 'Vishnu Prasad', '2026-08-18', '
"The internet is slow" is the most common call our support desk receives, and it is rarely the internet
connection''s fault. More often it is a single consumer router doing the work of a whole network, placed in a
cupboard behind a concrete wall, serving thirty phones and a CCTV recorder on the same network as the
billing computer. Good office Wi-Fi is not expensive, but it does need a plan. Here is the one we follow
when we set up offices, shops and clinics in Thiruvananthapuram.

## Start with a simple survey

Walk the office with a floor plan and note:

- Where people sit and how many devices each person uses — laptop, phone, sometimes a tablet.
- Meeting rooms, where video calls need the most bandwidth.
- Walls and floors. Solid concrete and laterite walls, common in Kerala buildings, block Wi-Fi far more
  than the partitions in a Technopark office; metal shelving and water tanks do too.
- Where the internet line enters the building and where power and a small network cabinet can go.
- Devices that should be wired: desktops, printers, the CCTV recorder, the billing counter.

A free Wi-Fi analyser app on an Android phone shows signal strength and neighbouring networks as you
walk; it is enough to find the dead zones in a small office.

## Two internet connections, not one fast one

For a business that bills, books or sells online, an hour without internet costs real money. Instead of
paying for the fastest plan from one provider, take **two connections from different providers** —
for example fibre from one ISP and fibre or a 4G/5G router from another — and a router or firewall that
switches automatically when one fails. Local fibre cuts during road works and monsoon damage happen
often enough that this pays for itself.

## Wire what does not move

Every device that stays on a desk should be on a cable. Wired connections are faster, more reliable and
leave the airwaves free for laptops and phones. Use Cat6 cable, terminate it on a patch panel in a small
wall-mounted cabinet, and label both ends. A managed switch with **PoE** (Power over Ethernet) can power
the Wi-Fi access points and IP cameras over the same cable, so they need no power sockets on the ceiling.

## Access points instead of one big router

One powerful router in a corner cannot cover an office of any size, and range extenders halve the speed
they extend. Use several ceiling-mounted **access points** managed together:

- Plan roughly one access point for every 20-25 active users, or for each area separated by solid walls.
- Mount them on the ceiling near the centre of the area they serve, not in cupboards.
- Choose **Wi-Fi 6** (802.11ax) or newer; it handles many devices far better than older standards.
- Let the controller manage channels and power, or set them yourself: on 2.4 GHz use only channels
  1, 6 and 11, and prefer 5 GHz for laptops and phones.
- Use one network name across all access points so devices roam smoothly between them.

## Separate networks for separate jobs

Put different kinds of devices on separate networks (VLANs), each with its own rules:

| Network | Who uses it | Rules |
| --- | --- | --- |
| Staff | Office laptops and desktops | Access to printers and the file server |
| Guest | Visitors and customers | Internet only, speed-limited, isolated from everything else |
| Cameras and devices | CCTV, biometric machines, smart devices | No internet except for updates; no access to staff PCs |
| Payments | Billing counter and card terminals | Only what payments need |

This separation is also one of the simplest security measures an office can take; a compromised camera or
a visitor''s infected phone cannot reach the accounts computer. Our article on
[cybersecurity essentials](/blog/cybersecurity-essentials-for-small-businesses) explains why this matters.

## Protect the network from power problems

Put the router, switch and modem on a UPS so the network survives short outages and staff on laptops keep
working. Use surge protection on the incoming fibre or copper line as well as on power, especially
before the monsoon, when lightning surges regularly destroy network equipment.

## Secure the Wi-Fi itself

- Use **WPA3** where all devices support it, or WPA2/WPA3 mixed mode; never WEP or open networks.
- Change the default admin passwords on the router, access points and switch.
- Change the staff Wi-Fi password when people leave, or better, use individual logins.
- Keep the firmware of every network device updated.

## Document everything

Keep a network diagram, a list of devices with their addresses, and the admin passwords in the company
password manager. When something breaks at 8 PM on a Saturday, this document turns an hour of guessing
into a ten-minute fix.

## Getting it right the first time

A well-planned network for a 20-person office is a modest one-time investment and removes most "slow
internet" complaints for years. Our [networking support](/services/networking-support) engineers survey,
cable, install and document office networks across the city, and our [network devices](/services/network-devices)
service keeps routers, switches and access points maintained afterwards. [Book a site survey](/contact)
and we will tell you exactly what your office needs — and what it does not.
', ARRAY['Networking', 'Wi-Fi', 'Small Business']::text[], false, 'Networking', 'wifi', 'Wi-Fi signal waves above an office router with network cables, standing for a planned office network', 'Imported from the code' FROM post) INSERT INTO "blog_post_events" (post_id, kind, channel, actor_name, body, internal) SELECT id, 'created', 'system', 'System', 'Imported from the code, published as it was', true FROM post;--> statement-breakpoint
WITH post AS (INSERT INTO "blog_posts" (slug, status, title, excerpt, author, published_on, body, tags, featured, category, image_name, image_alt, published_at) VALUES ('ransomware-proof-backups-for-clinics', 'published', 'Ransomware-Proof Backups for Clinics and Diagnostic Centres', 'How a small clinic or lab can keep patient records safe from ransomware, disk failures and monsoon power cuts with backups that are tested, off-site and out of an attacker''s reach.', 'Vishnu Prasad', '2026-10-22', '
A clinic''s computers hold things that cannot be recreated: patient histories, lab results, prescriptions,
appointment books and the accounts. When we are called to a clinic after a ransomware attack or a dead
hard disk, the question is always the same — *do we have a backup?* — and too often the answer is "yes,
on the drive that was plugged into the same computer". This article explains how to set up backups that
survive the three threats we see most in Thiruvananthapuram: ransomware, hardware failure and the power
problems of the monsoon.

## Why clinics are a favourite target

Ransomware gangs know that a clinic cannot work without its records and will feel pressure to pay
quickly. Small healthcare practices also tend to run older software that needs an old version of Windows,
share one login at the reception desk and leave remote-access tools open so a vendor can help. Each of
these is an open door. Paying a ransom is no guarantee of getting data back, and it marks you as a business
that pays.

Patient data is also personal data under the Digital Personal Data Protection Act, 2023: losing it, or
letting it leak, is a legal problem as well as an operational one.

## The 3-2-1 rule, updated for ransomware

The classic rule still holds: keep **three** copies of your data, on **two** different kinds of storage,
with **one** copy off-site. Ransomware adds a fourth requirement: at least one copy must be **immutable or
offline**, so that malware running with the receptionist''s password cannot encrypt or delete it.

A practical layout for a clinic with a few PCs and a small server or NAS:

1. **Live data** on the clinic server or the main PC running the practice software.
2. **Nightly backup** to a NAS (network storage box) in the clinic, reachable only by the backup software''s
   own account — not mapped as a drive letter on every PC.
3. **Off-site copy** every night to cloud storage with versioning and object lock, or to encrypted USB
   disks rotated weekly and kept at the doctor''s home.

With this setup, ransomware on a reception PC cannot reach the off-site copy, a failed server disk is
recovered from the NAS in an hour, and a fire or flood still leaves the cloud or the rotated disk.

## What exactly to back up

Backing up "the C: drive" is not enough, and backing up everything wastes time and money. Make a list:

- The practice management or lab software''s **database** — ask the vendor how to take a consistent
  backup; copying the files of a running database often produces a copy that will not open.
- Scanned reports, X-ray and ultrasound images, and any DICOM folders.
- Accounts (Tally or similar) and GST records.
- Email, if it is stored on the PC rather than in the cloud.
- The configuration of the firewall and router, so a replacement can be set up quickly.

## An example schedule

Here is the kind of nightly job we set up on Windows machines for small practices, using the built-in
`robocopy` tool to copy the exported database and documents to the NAS, with a log to check:

```powershell
# Runs at 11:30 PM every night from Task Scheduler, under a dedicated backup account
robocopy "D:\ClinicData" "\\clinic-nas\backup\ClinicData" /MIR /R:2 /W:30 /NP /LOG+:"C:\BackupLogs\nightly.log"
```

`/MIR` keeps the NAS copy identical to the source, which is exactly why the NAS alone is not enough: if
ransomware encrypts the source, the mirror faithfully copies the damage the next night. That is what the
versioned off-site copy is for. Good backup software keeps many versions — 30 nightly and 12 monthly is a
sensible start for a clinic.

## Power cuts, surges and the monsoon

Many of the failed disks we replace were killed by power, not age. During the monsoon, short outages and
voltage swings are common across the city, and lightning can send a surge down both the power line and the
broadband cable.

- Put the server, NAS and router on an **online UPS** sized to run them for at least 15 minutes, and
  configure the NAS to shut down cleanly when the UPS battery runs low.
- Use a **surge protector** on the incoming broadband line as well as on power.
- Replace UPS batteries every two to three years; a UPS with a dead battery protects nothing.

## Test restores, not just backups

A backup that has never been restored is a hope, not a plan. Once a month, pick one file and one full
database backup and restore them to a spare PC. Check that the practice software opens the restored data
and that last night''s appointments are there. Write down how long it took; that is your real recovery
time, and it tells you whether you can run the clinic the next morning after a disaster.

Our [Professional AMC](/amc-plans) includes automated daily backups with a monthly restore test, which is
precisely this routine done for you.

## Reduce the chance of infection

Backups are the safety net; these steps keep you from falling into it:

- Give each staff member their own login, and use standard user accounts for daily work.
- Remove remote-access tools that are no longer needed, and require a password plus MFA for the rest.
- Keep Windows and the practice software updated, and isolate any PC that must run old software on its
  own network segment.
- Teach reception staff to treat unexpected attachments — "lab report", "invoice", "courier slip" — with
  suspicion.

Our article on [cybersecurity essentials for small businesses](/blog/cybersecurity-essentials-for-small-businesses)
covers these habits in more detail.

## If ransomware strikes

Disconnect the affected machines from the network (pull the cable, switch off Wi-Fi) but leave them
powered on, call your IT support, and report the incident to the national cybercrime helpline, 1930. Do
not connect the backup disks until the infection is cleaned up. With the setup described here, recovery
is a matter of hours, and the ransom note can be ignored.

If you would like us to review your clinic''s backups, we will do it as part of a free first visit —
[contact us](/contact) to arrange one.
', ARRAY['Backup', 'Security', 'Healthcare']::text[], false, 'Security', 'backup', 'A server rack with a circular arrow around it, standing for backups that can be restored', ('2026-10-22'::date::timestamp AT TIME ZONE 'Asia/Kolkata')) RETURNING id), version AS (INSERT INTO "blog_post_versions" (post_id, version, title, excerpt, author, published_on, body, tags, featured, category, image_name, image_alt, note) SELECT id, 1, 'Ransomware-Proof Backups for Clinics and Diagnostic Centres', 'How a small clinic or lab can keep patient records safe from ransomware, disk failures and monsoon power cuts with backups that are tested, off-site and out of an attacker''s reach.', 'Vishnu Prasad', '2026-10-22', '
A clinic''s computers hold things that cannot be recreated: patient histories, lab results, prescriptions,
appointment books and the accounts. When we are called to a clinic after a ransomware attack or a dead
hard disk, the question is always the same — *do we have a backup?* — and too often the answer is "yes,
on the drive that was plugged into the same computer". This article explains how to set up backups that
survive the three threats we see most in Thiruvananthapuram: ransomware, hardware failure and the power
problems of the monsoon.

## Why clinics are a favourite target

Ransomware gangs know that a clinic cannot work without its records and will feel pressure to pay
quickly. Small healthcare practices also tend to run older software that needs an old version of Windows,
share one login at the reception desk and leave remote-access tools open so a vendor can help. Each of
these is an open door. Paying a ransom is no guarantee of getting data back, and it marks you as a business
that pays.

Patient data is also personal data under the Digital Personal Data Protection Act, 2023: losing it, or
letting it leak, is a legal problem as well as an operational one.

## The 3-2-1 rule, updated for ransomware

The classic rule still holds: keep **three** copies of your data, on **two** different kinds of storage,
with **one** copy off-site. Ransomware adds a fourth requirement: at least one copy must be **immutable or
offline**, so that malware running with the receptionist''s password cannot encrypt or delete it.

A practical layout for a clinic with a few PCs and a small server or NAS:

1. **Live data** on the clinic server or the main PC running the practice software.
2. **Nightly backup** to a NAS (network storage box) in the clinic, reachable only by the backup software''s
   own account — not mapped as a drive letter on every PC.
3. **Off-site copy** every night to cloud storage with versioning and object lock, or to encrypted USB
   disks rotated weekly and kept at the doctor''s home.

With this setup, ransomware on a reception PC cannot reach the off-site copy, a failed server disk is
recovered from the NAS in an hour, and a fire or flood still leaves the cloud or the rotated disk.

## What exactly to back up

Backing up "the C: drive" is not enough, and backing up everything wastes time and money. Make a list:

- The practice management or lab software''s **database** — ask the vendor how to take a consistent
  backup; copying the files of a running database often produces a copy that will not open.
- Scanned reports, X-ray and ultrasound images, and any DICOM folders.
- Accounts (Tally or similar) and GST records.
- Email, if it is stored on the PC rather than in the cloud.
- The configuration of the firewall and router, so a replacement can be set up quickly.

## An example schedule

Here is the kind of nightly job we set up on Windows machines for small practices, using the built-in
`robocopy` tool to copy the exported database and documents to the NAS, with a log to check:

```powershell
# Runs at 11:30 PM every night from Task Scheduler, under a dedicated backup account
robocopy "D:\ClinicData" "\\clinic-nas\backup\ClinicData" /MIR /R:2 /W:30 /NP /LOG+:"C:\BackupLogs\nightly.log"
```

`/MIR` keeps the NAS copy identical to the source, which is exactly why the NAS alone is not enough: if
ransomware encrypts the source, the mirror faithfully copies the damage the next night. That is what the
versioned off-site copy is for. Good backup software keeps many versions — 30 nightly and 12 monthly is a
sensible start for a clinic.

## Power cuts, surges and the monsoon

Many of the failed disks we replace were killed by power, not age. During the monsoon, short outages and
voltage swings are common across the city, and lightning can send a surge down both the power line and the
broadband cable.

- Put the server, NAS and router on an **online UPS** sized to run them for at least 15 minutes, and
  configure the NAS to shut down cleanly when the UPS battery runs low.
- Use a **surge protector** on the incoming broadband line as well as on power.
- Replace UPS batteries every two to three years; a UPS with a dead battery protects nothing.

## Test restores, not just backups

A backup that has never been restored is a hope, not a plan. Once a month, pick one file and one full
database backup and restore them to a spare PC. Check that the practice software opens the restored data
and that last night''s appointments are there. Write down how long it took; that is your real recovery
time, and it tells you whether you can run the clinic the next morning after a disaster.

Our [Professional AMC](/amc-plans) includes automated daily backups with a monthly restore test, which is
precisely this routine done for you.

## Reduce the chance of infection

Backups are the safety net; these steps keep you from falling into it:

- Give each staff member their own login, and use standard user accounts for daily work.
- Remove remote-access tools that are no longer needed, and require a password plus MFA for the rest.
- Keep Windows and the practice software updated, and isolate any PC that must run old software on its
  own network segment.
- Teach reception staff to treat unexpected attachments — "lab report", "invoice", "courier slip" — with
  suspicion.

Our article on [cybersecurity essentials for small businesses](/blog/cybersecurity-essentials-for-small-businesses)
covers these habits in more detail.

## If ransomware strikes

Disconnect the affected machines from the network (pull the cable, switch off Wi-Fi) but leave them
powered on, call your IT support, and report the incident to the national cybercrime helpline, 1930. Do
not connect the backup disks until the infection is cleaned up. With the setup described here, recovery
is a matter of hours, and the ransom note can be ignored.

If you would like us to review your clinic''s backups, we will do it as part of a free first visit —
[contact us](/contact) to arrange one.
', ARRAY['Backup', 'Security', 'Healthcare']::text[], false, 'Security', 'backup', 'A server rack with a circular arrow around it, standing for backups that can be restored', 'Imported from the code' FROM post) INSERT INTO "blog_post_events" (post_id, kind, channel, actor_name, body, internal) SELECT id, 'created', 'system', 'System', 'Imported from the code, published as it was', true FROM post;--> statement-breakpoint
WITH opening AS (INSERT INTO "job_openings" (slug, status, title, department, location, employment_type, experience, salary_range, description, requirements, responsibilities, skills, posted_on, application_deadline, published_at) VALUES ('full-stack-developer', 'published', 'Full Stack Developer', 'Development', 'Trivandrum, Kerala', 'Full-time', '2-4 years', '₹5,00,000 - ₹8,00,000', 'Build web applications, customer portals and SaaS products for clients across Kerala, from the first discovery workshop to production support.', ARRAY['Two or more years building production web applications', 'Strong TypeScript and React, with Node.js on the server', 'Working knowledge of PostgreSQL and REST or GraphQL APIs', 'Comfort writing automated tests and reviewing others'' code']::text[], ARRAY['Turn client requirements into well-scoped features and estimates', 'Design, build and test front-end and back-end code', 'Integrate payment gateways, Tally and messaging services', 'Support releases and fix production issues with the support team']::text[], ARRAY['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Git', 'Automated testing']::text[], '2026-10-06', '2026-12-15', ('2026-10-06'::date::timestamp AT TIME ZONE 'Asia/Kolkata')) RETURNING id), version AS (INSERT INTO "job_opening_versions" (opening_id, version, title, department, location, employment_type, experience, salary_range, description, requirements, responsibilities, skills, posted_on, application_deadline, note) SELECT id, 1, 'Full Stack Developer', 'Development', 'Trivandrum, Kerala', 'Full-time', '2-4 years', '₹5,00,000 - ₹8,00,000', 'Build web applications, customer portals and SaaS products for clients across Kerala, from the first discovery workshop to production support.', ARRAY['Two or more years building production web applications', 'Strong TypeScript and React, with Node.js on the server', 'Working knowledge of PostgreSQL and REST or GraphQL APIs', 'Comfort writing automated tests and reviewing others'' code']::text[], ARRAY['Turn client requirements into well-scoped features and estimates', 'Design, build and test front-end and back-end code', 'Integrate payment gateways, Tally and messaging services', 'Support releases and fix production issues with the support team']::text[], ARRAY['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Git', 'Automated testing']::text[], '2026-10-06', '2026-12-15', 'Imported from the code' FROM opening) INSERT INTO "job_opening_events" (opening_id, kind, channel, actor_name, body, internal) SELECT id, 'created', 'system', 'System', 'Imported from the code, published as it was', true FROM opening;--> statement-breakpoint
WITH opening AS (INSERT INTO "job_openings" (slug, status, title, department, location, employment_type, experience, salary_range, description, requirements, responsibilities, skills, posted_on, application_deadline, published_at) VALUES ('it-support-engineer', 'published', 'IT Support Engineer', 'Support', 'Trivandrum, Kerala', 'Full-time', '0-2 years', '₹3,00,000 - ₹5,00,000', 'Be the friendly expert our home and business customers call first: fix PCs, printers and Wi-Fi remotely or on site across Thiruvananthapuram.', ARRAY['Diploma or degree in computer science, electronics or a related field', 'Hands-on experience installing and repairing Windows PCs and laptops', 'Clear spoken Malayalam and English', 'Two-wheeler licence and willingness to travel within the city']::text[], ARRAY['Answer support calls, emails and chats and log every ticket', 'Diagnose and repair hardware, software and network faults', 'Carry out scheduled preventive maintenance visits', 'Explain fixes and next steps to customers in plain language', 'Take part in a rotating after-hours support roster']::text[], ARRAY['Windows troubleshooting', 'Hardware repair', 'TCP/IP, DHCP and Wi-Fi networking', 'Customer service']::text[], '2026-11-02', '2026-12-20', ('2026-11-02'::date::timestamp AT TIME ZONE 'Asia/Kolkata')) RETURNING id), version AS (INSERT INTO "job_opening_versions" (opening_id, version, title, department, location, employment_type, experience, salary_range, description, requirements, responsibilities, skills, posted_on, application_deadline, note) SELECT id, 1, 'IT Support Engineer', 'Support', 'Trivandrum, Kerala', 'Full-time', '0-2 years', '₹3,00,000 - ₹5,00,000', 'Be the friendly expert our home and business customers call first: fix PCs, printers and Wi-Fi remotely or on site across Thiruvananthapuram.', ARRAY['Diploma or degree in computer science, electronics or a related field', 'Hands-on experience installing and repairing Windows PCs and laptops', 'Clear spoken Malayalam and English', 'Two-wheeler licence and willingness to travel within the city']::text[], ARRAY['Answer support calls, emails and chats and log every ticket', 'Diagnose and repair hardware, software and network faults', 'Carry out scheduled preventive maintenance visits', 'Explain fixes and next steps to customers in plain language', 'Take part in a rotating after-hours support roster']::text[], ARRAY['Windows troubleshooting', 'Hardware repair', 'TCP/IP, DHCP and Wi-Fi networking', 'Customer service']::text[], '2026-11-02', '2026-12-20', 'Imported from the code' FROM opening) INSERT INTO "job_opening_events" (opening_id, kind, channel, actor_name, body, internal) SELECT id, 'created', 'system', 'System', 'Imported from the code, published as it was', true FROM opening;--> statement-breakpoint
WITH opening AS (INSERT INTO "job_openings" (slug, status, title, department, location, employment_type, experience, salary_range, description, requirements, responsibilities, skills, posted_on, application_deadline, published_at) VALUES ('cloud-architect', 'published', 'Cloud Architect', 'Cloud', 'Trivandrum, Kerala', 'Full-time', '6+ years', '₹8,00,000 - ₹12,00,000', 'Design and lead cloud migrations and managed cloud networks for retailers, clinics and Technopark companies.', ARRAY['Six or more years in infrastructure roles, at least three on AWS or Azure', 'Proven delivery of production migrations with minimal downtime', 'Infrastructure as code with Terraform or a similar tool', 'A current AWS or Azure professional-level certification, or equivalent experience']::text[], ARRAY['Assess client environments and design target cloud architectures', 'Lead migration projects and mentor cloud engineers', 'Set standards for security, backups, monitoring and cost control', 'Present designs and monthly reviews to client leadership']::text[], ARRAY['AWS', 'Azure', 'Terraform', 'Kubernetes', 'Networking and VPNs', 'Cost optimisation']::text[], '2026-10-20', '2027-01-15', ('2026-10-20'::date::timestamp AT TIME ZONE 'Asia/Kolkata')) RETURNING id), version AS (INSERT INTO "job_opening_versions" (opening_id, version, title, department, location, employment_type, experience, salary_range, description, requirements, responsibilities, skills, posted_on, application_deadline, note) SELECT id, 1, 'Cloud Architect', 'Cloud', 'Trivandrum, Kerala', 'Full-time', '6+ years', '₹8,00,000 - ₹12,00,000', 'Design and lead cloud migrations and managed cloud networks for retailers, clinics and Technopark companies.', ARRAY['Six or more years in infrastructure roles, at least three on AWS or Azure', 'Proven delivery of production migrations with minimal downtime', 'Infrastructure as code with Terraform or a similar tool', 'A current AWS or Azure professional-level certification, or equivalent experience']::text[], ARRAY['Assess client environments and design target cloud architectures', 'Lead migration projects and mentor cloud engineers', 'Set standards for security, backups, monitoring and cost control', 'Present designs and monthly reviews to client leadership']::text[], ARRAY['AWS', 'Azure', 'Terraform', 'Kubernetes', 'Networking and VPNs', 'Cost optimisation']::text[], '2026-10-20', '2027-01-15', 'Imported from the code' FROM opening) INSERT INTO "job_opening_events" (opening_id, kind, channel, actor_name, body, internal) SELECT id, 'created', 'system', 'System', 'Imported from the code, published as it was', true FROM opening;--> statement-breakpoint
WITH opening AS (INSERT INTO "job_openings" (slug, status, title, department, location, employment_type, experience, salary_range, description, requirements, responsibilities, skills, posted_on, application_deadline, published_at) VALUES ('security-analyst', 'published', 'Cybersecurity Analyst', 'Security', 'Trivandrum, Kerala', 'Full-time', '3-5 years', '₹6,00,000 - ₹9,00,000', 'Protect our customers'' offices, clinics and cloud systems through audits, monitoring and fast incident response.', ARRAY['Three or more years in security operations or IT security', 'Experience with endpoint protection, firewalls and SIEM tools', 'Understanding of the Digital Personal Data Protection Act, 2023', 'A security certification such as CompTIA Security+, CEH or equivalent']::text[], ARRAY['Run security audits and vulnerability scans for AMC customers', 'Monitor alerts and respond to incidents, including after hours', 'Harden firewalls, endpoints and cloud accounts', 'Deliver phishing and password awareness sessions to client staff']::text[], ARRAY['Vulnerability assessment', 'Incident response', 'Firewall management', 'SIEM', 'Security awareness training']::text[], '2026-11-10', '2027-01-10', ('2026-11-10'::date::timestamp AT TIME ZONE 'Asia/Kolkata')) RETURNING id), version AS (INSERT INTO "job_opening_versions" (opening_id, version, title, department, location, employment_type, experience, salary_range, description, requirements, responsibilities, skills, posted_on, application_deadline, note) SELECT id, 1, 'Cybersecurity Analyst', 'Security', 'Trivandrum, Kerala', 'Full-time', '3-5 years', '₹6,00,000 - ₹9,00,000', 'Protect our customers'' offices, clinics and cloud systems through audits, monitoring and fast incident response.', ARRAY['Three or more years in security operations or IT security', 'Experience with endpoint protection, firewalls and SIEM tools', 'Understanding of the Digital Personal Data Protection Act, 2023', 'A security certification such as CompTIA Security+, CEH or equivalent']::text[], ARRAY['Run security audits and vulnerability scans for AMC customers', 'Monitor alerts and respond to incidents, including after hours', 'Harden firewalls, endpoints and cloud accounts', 'Deliver phishing and password awareness sessions to client staff']::text[], ARRAY['Vulnerability assessment', 'Incident response', 'Firewall management', 'SIEM', 'Security awareness training']::text[], '2026-11-10', '2027-01-10', 'Imported from the code' FROM opening) INSERT INTO "job_opening_events" (opening_id, kind, channel, actor_name, body, internal) SELECT id, 'created', 'system', 'System', 'Imported from the code, published as it was', true FROM opening;--> statement-breakpoint
WITH opening AS (INSERT INTO "job_openings" (slug, status, title, department, location, employment_type, experience, salary_range, description, requirements, responsibilities, skills, posted_on, application_deadline, published_at) VALUES ('ui-ux-designer', 'published', 'UI/UX Designer', 'Design', 'Trivandrum, Kerala', 'Full-time', '2-4 years', '₹4,00,000 - ₹7,00,000', 'Design clear, accessible web and mobile interfaces for customers who range from first-time smartphone users to busy clinic staff.', ARRAY['A portfolio of shipped web or mobile products', 'Fluency in Figma, including components and prototyping', 'Working knowledge of accessibility guidelines (WCAG 2.2)', 'Comfort designing for Malayalam as well as English text']::text[], ARRAY['Run user interviews and usability tests with client customers', 'Create wireframes, prototypes and production-ready designs', 'Maintain our shared design system with the development team', 'Review built screens for fidelity and accessibility']::text[], ARRAY['Figma', 'User research', 'Interaction design', 'Accessibility', 'Design systems']::text[], '2026-10-14', '2026-12-31', ('2026-10-14'::date::timestamp AT TIME ZONE 'Asia/Kolkata')) RETURNING id), version AS (INSERT INTO "job_opening_versions" (opening_id, version, title, department, location, employment_type, experience, salary_range, description, requirements, responsibilities, skills, posted_on, application_deadline, note) SELECT id, 1, 'UI/UX Designer', 'Design', 'Trivandrum, Kerala', 'Full-time', '2-4 years', '₹4,00,000 - ₹7,00,000', 'Design clear, accessible web and mobile interfaces for customers who range from first-time smartphone users to busy clinic staff.', ARRAY['A portfolio of shipped web or mobile products', 'Fluency in Figma, including components and prototyping', 'Working knowledge of accessibility guidelines (WCAG 2.2)', 'Comfort designing for Malayalam as well as English text']::text[], ARRAY['Run user interviews and usability tests with client customers', 'Create wireframes, prototypes and production-ready designs', 'Maintain our shared design system with the development team', 'Review built screens for fidelity and accessibility']::text[], ARRAY['Figma', 'User research', 'Interaction design', 'Accessibility', 'Design systems']::text[], '2026-10-14', '2026-12-31', 'Imported from the code' FROM opening) INSERT INTO "job_opening_events" (opening_id, kind, channel, actor_name, body, internal) SELECT id, 'created', 'system', 'System', 'Imported from the code, published as it was', true FROM opening;--> statement-breakpoint
WITH opening AS (INSERT INTO "job_openings" (slug, status, title, department, location, employment_type, experience, salary_range, description, requirements, responsibilities, skills, posted_on, application_deadline, published_at) VALUES ('service-operations-coordinator', 'published', 'Service Operations Coordinator', 'Operations', 'Trivandrum, Kerala', 'Full-time', '1-3 years', '₹3,50,000 - ₹5,50,000', 'Keep our support promises on time: schedule engineers, track AMC contracts and make sure every customer hears back when we said they would.', ARRAY['One or more years in service coordination, dispatch or customer operations', 'Confident with spreadsheets and ticketing or CRM tools', 'Clear written and spoken Malayalam and English', 'A calm, organised approach under time pressure']::text[], ARRAY['Schedule on-site visits and preventive maintenance rounds', 'Track response times against each AMC plan and flag risks early', 'Manage renewals, invoices and spare-parts orders', 'Prepare weekly service reports for the leadership team']::text[], ARRAY['Scheduling', 'Ticketing tools', 'Spreadsheets', 'Vendor coordination', 'Communication']::text[], '2026-11-18', '2027-01-20', ('2026-11-18'::date::timestamp AT TIME ZONE 'Asia/Kolkata')) RETURNING id), version AS (INSERT INTO "job_opening_versions" (opening_id, version, title, department, location, employment_type, experience, salary_range, description, requirements, responsibilities, skills, posted_on, application_deadline, note) SELECT id, 1, 'Service Operations Coordinator', 'Operations', 'Trivandrum, Kerala', 'Full-time', '1-3 years', '₹3,50,000 - ₹5,50,000', 'Keep our support promises on time: schedule engineers, track AMC contracts and make sure every customer hears back when we said they would.', ARRAY['One or more years in service coordination, dispatch or customer operations', 'Confident with spreadsheets and ticketing or CRM tools', 'Clear written and spoken Malayalam and English', 'A calm, organised approach under time pressure']::text[], ARRAY['Schedule on-site visits and preventive maintenance rounds', 'Track response times against each AMC plan and flag risks early', 'Manage renewals, invoices and spare-parts orders', 'Prepare weekly service reports for the leadership team']::text[], ARRAY['Scheduling', 'Ticketing tools', 'Spreadsheets', 'Vendor coordination', 'Communication']::text[], '2026-11-18', '2027-01-20', 'Imported from the code' FROM opening) INSERT INTO "job_opening_events" (opening_id, kind, channel, actor_name, body, internal) SELECT id, 'created', 'system', 'System', 'Imported from the code, published as it was', true FROM opening;

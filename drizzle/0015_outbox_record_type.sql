ALTER TABLE "email_outbox" ADD COLUMN "record_type" text;--> statement-breakpoint
-- Emails queued before the column existed: their record type follows from their kind, which every
-- sender has always set ('application.hr', 'careers.stage.interview', 'ticket.staff-new'…). The
-- account's own emails ('account.*') are about no record of the console and stay null.
UPDATE "email_outbox" SET "record_type" = CASE
  WHEN "kind" LIKE 'application.%' OR "kind" LIKE 'careers.%' THEN 'job_application'
  WHEN "kind" LIKE 'contact.%' THEN 'contact_message'
  WHEN "kind" LIKE 'ticket.%' OR "kind" LIKE 'inbound.%' THEN 'ticket'
  WHEN "kind" LIKE 'plan-request.%' THEN 'plan_request'
  WHEN "kind" LIKE 'newsletter.%' THEN 'newsletter_issue'
  WHEN "kind" LIKE 'staff.%' THEN 'team'
END;

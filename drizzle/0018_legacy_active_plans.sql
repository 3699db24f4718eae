-- Plan requests made 'active' before contracts existed (a start date and a copied response time, no
-- contract) become the contracts they stood for, so the desk, the portal and the renewals see them:
-- for each active request of a contract plan, an active contract with the plan's figures as
-- app/content/plan-terms.ts states them today (a quoted Custom Enterprise: price 0, the response
-- time copied on the request, or the plan's hour), billed monthly, from the India date the request
-- became active for twelve months (period.ts: the day before the same date a year later; PostgreSQL's
-- month arithmetic clamps to shorter months the same way), with its 'created' history, an acceptance
-- record that says it was made by staff before online acceptance existed (its text and SHA-256), and
-- the renewal due jobs scheduleContractJobs (app/lib/contracts/contracts.server.ts) plans for an
-- active contract: reminders at 09:00 IST, automatic renewal at noon of the end date, expiry at the
-- start of the day after the 15-day grace period. Reminders already past are scheduled too; the
-- worker sends only the latest due one. The plan requests themselves stay as they are.
WITH "legacy" AS (
  SELECT r."id" AS "request_id", r."user_id", r."plan_id", r."started_at",
    ((r."started_at" AT TIME ZONE 'UTC') + interval '330 minutes')::date AS "starts_on",
    CASE r."plan_id" WHEN 'starter' THEN 'Starter AMC' WHEN 'professional' THEN 'Professional AMC'
      WHEN 'enterprise' THEN 'Enterprise AMC' ELSE 'Custom Enterprise' END AS "plan_name",
    CASE r."plan_id" WHEN 'starter' THEN 39900 WHEN 'professional' THEN 199900
      WHEN 'enterprise' THEN 499900 ELSE 0 END AS "price",
    CASE r."plan_id" WHEN 'starter' THEN 2 WHEN 'professional' THEN 10 WHEN 'enterprise' THEN 50 END AS "device_limit",
    CASE r."plan_id" WHEN 'starter' THEN 'monthly' WHEN 'professional' THEN 'weekly' ELSE 'daily' END AS "health_checks",
    CASE r."plan_id" WHEN 'starter' THEN 0 WHEN 'professional' THEN 0 WHEN 'enterprise' THEN 12 END AS "visits",
    CASE r."plan_id" WHEN 'starter' THEN 1440 WHEN 'professional' THEN 480 WHEN 'enterprise' THEN 120
      -- The quote's response time as the request copied it ('4 hours', '90 min', '1 day'; a range by
      -- its upper end, as parsePlanResponseTime reads it), else the Custom Enterprise plan's hour.
      ELSE coalesce(nullif(CASE WHEN r."response_time" ~* '^\s*(\d+(\.\d+)?\s*[-–]\s*)?\d+(\.\d+)?\s*[a-z]+\.?\s*$' THEN
        round(substring(lower(r."response_time") FROM '(\d+(?:\.\d+)?)\s*[a-z]+\.?\s*$')::numeric *
          CASE WHEN substring(lower(r."response_time") FROM '([a-z]+)\.?\s*$') ~ '^(m|mins?|minutes?)$' THEN 1
            WHEN substring(lower(r."response_time") FROM '([a-z]+)\.?\s*$') ~ '^(h|hrs?|hours?)$' THEN 60
            WHEN substring(lower(r."response_time") FROM '([a-z]+)\.?\s*$') ~ '^(d|days?)$' THEN 1440 END)::int
        END, 0), 60)
    END AS "response_minutes",
    activator."actor_user_id", coalesce(activator."actor_name", 'System') AS "actor_name"
  FROM "plan_requests" AS r
  LEFT JOIN LATERAL (
    SELECT e."actor_user_id", e."actor_name" FROM "plan_request_events" AS e
    WHERE e."plan_request_id" = r."id" AND e."to_value" = 'active'
    ORDER BY e."created_at" DESC, e."id" DESC LIMIT 1
  ) AS activator ON true
  WHERE r."status" = 'active' AND r."started_at" IS NOT NULL
    AND r."plan_id" IN ('starter', 'professional', 'enterprise', 'custom')
    AND NOT EXISTS (SELECT 1 FROM "contracts" AS c WHERE c."plan_request_id" = r."id")
),
"made" AS (
  INSERT INTO "contracts" ("user_id", "plan_request_id", "plan_id", "plan_name", "price_paise_per_month",
    "billing_period", "discount_percent", "period_price_paise", "device_limit", "health_checks",
    "on_site_visits_per_year", "response_minutes", "starts_on", "ends_on", "auto_renew", "status",
    "activated_at", "created_at", "updated_at")
  SELECT "user_id", "request_id", "plan_id", "plan_name", "price", 'monthly', 0, "price", "device_limit",
    "health_checks", "visits", "response_minutes", "starts_on",
    ("starts_on" + interval '12 months' - interval '1 day')::date, false, 'active',
    "started_at", "started_at", now()
  FROM "legacy"
  ORDER BY "request_id"
  RETURNING "id", "plan_request_id", "plan_name", "price_paise_per_month", "response_minutes", "starts_on",
    "ends_on", "user_id", "activated_at"
),
"worded" AS (
  SELECT m.*, l."actor_user_id", l."actor_name",
    format(E'Annual Maintenance Contract AMC-%s\n\n'
      'Activated by staff from plan request #%s on %s, before online acceptance existed: the customer '
      'did not accept terms online. This record was made when contracts replaced active plan requests.\n\n'
      'Plan: %s\nPeriod: %s to %s\nPrice: %s\nFirst response within %s minutes',
      m."id", m."plan_request_id", to_char(m."starts_on", 'FMDD FMMonth YYYY'), m."plan_name",
      to_char(m."starts_on", 'FMDD FMMonth YYYY'), to_char(m."ends_on", 'FMDD FMMonth YYYY'),
      CASE WHEN m."price_paise_per_month" = 0 THEN 'as quoted'
        ELSE '₹' || to_char(m."price_paise_per_month" / 100, 'FM99,99,99,999') || ' a month, billed monthly' END,
      m."response_minutes") AS "terms_text"
  FROM "made" AS m JOIN "legacy" AS l ON l."request_id" = m."plan_request_id"
),
"history" AS (
  INSERT INTO "contract_events" ("contract_id", "kind", "internal", "channel", "actor_user_id", "actor_name",
    "body", "to_value", "created_at")
  SELECT "id", 'created', true, 'system', "actor_user_id", "actor_name",
    format('Made from plan request #%s, active since %s, when contracts replaced active plan requests.',
      "plan_request_id", to_char("starts_on", 'FMDD FMMonth YYYY')),
    'active', "activated_at"
  FROM "worded"
),
"acceptance" AS (
  INSERT INTO "contract_acceptances" ("contract_id", "user_id", "channel", "terms_text", "terms_hash", "accepted_at")
  SELECT "id", "actor_user_id", 'staff', "terms_text", encode(sha256(convert_to("terms_text", 'UTF8')), 'hex'),
    "activated_at"
  FROM "worded"
)
INSERT INTO "due_jobs" ("kind", "subject_id", "key", "run_at")
SELECT 'contract_renewal', m."id"::text, job."key",
  ((m."ends_on" + job."days")::timestamp + make_interval(hours => job."hour") - interval '330 minutes') AT TIME ZONE 'UTC'
FROM "made" AS m
CROSS JOIN (VALUES ('remind:30', -30, 9), ('remind:15', -15, 9), ('remind:7', -7, 9), ('remind:0', 0, 9),
  ('grace:1', 1, 9), ('grace:8', 8, 9), ('grace:14', 14, 9), ('auto-renew', 0, 12), ('expire', 16, 0))
  AS job("key", "days", "hour")
ON CONFLICT ("kind", "subject_id", "key") DO NOTHING;

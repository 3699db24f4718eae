// The demo's AMC contracts (part of `npm run db:seed -- --demo`): a few thousand across the demo
// customers, at every point of their life — most running, some ending within 30 days, some in their
// grace period, some expired, renewed chains (the old period 'renewed', the new one naming it), drafts
// sent and waiting for acceptance, a few unsent, a few cancelled — with their sites, their history
// ('created', 'sent', 'accepted', the closing status), the staff's actions in the audit log, an
// acceptance for each accepted one (the exact terms text the portal would have shown, and its SHA-256)
// and the renewal due jobs of those in force (the ones whose time has passed recorded as done: the
// demo does not send a backlog of reminders at its first start).
//
// Like the rest of the demo seed, rows are made by the database (INSERT … SELECT), except the terms
// texts, which the app's own contractTermsText writes (batched inserts).
import { and, asc, eq, inArray, isNotNull, like, type SQL, sql } from "drizzle-orm";
import { billingPeriodMonths, planTerms, RENEWAL_GRACE_DAYS } from "~/content/plan-terms";
import { getPlan } from "~/content/plans";
import type { Database } from "~/db/client.server";
import { contractAcceptances, contractSites, contracts, users } from "~/db/schema";
import { AUTO_RENEW_HOUR_IST, CONTRACT_JOB_KIND, REMINDER_HOUR_IST } from "~/lib/contracts/contracts.server";
import { systemActor } from "~/lib/casework/case-type.server";
import { daysBetween, renewalReminders } from "~/lib/contracts/period";
import { contractTermsText } from "~/lib/contracts/terms";
import { termsHash } from "~/lib/contracts/terms.server";
import { list } from "./demo-sql.ts";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A quoted Custom Enterprise plan's figures in the demo (the quote staff would type). */
const demoQuote = { pricePaisePerMonth: 12_500_00, responseMinutes: 60, deviceLimit: 120, onSiteVisitsPerYear: 24 };

const siteAddresses = [
  "TC 15/1234, Vazhuthacaud",
  "2nd Floor, Carnival Infopark",
  "Thejaswini, Technopark Phase 1",
  "MG Road, near Statue Junction",
  "Kowdiar Gardens, House 14",
  "Pattom Palace Road, Building 7",
  "Kesavadasapuram Junction, Shop 3",
  "Sasthamangalam, Ground Floor",
];
const siteAreas = ["Thiruvananthapuram", "Kazhakkoottam", "Pattom", "Kowdiar", "Vellayambalam", "Kochi"];
const cancelReasons = [
  "The customer moved their office out of our service area.",
  "Replaced by a Custom Enterprise agreement.",
  "The customer closed the business.",
  "Asked to cancel after the first quarter; no refund due.",
];

/** The plans' copied figures as SQL VALUES (plan-terms.ts; the quoted plan with the demo's quote). */
function planValues() {
  const rows = planTerms
    .filter((terms) => terms.contract)
    .map((terms) => {
      const quoted = terms.pricePaisePerMonth === null;
      return sql`(${terms.planId}, ${getPlan(terms.planId)?.name ?? terms.planId}, ${quoted ? demoQuote.pricePaisePerMonth : terms.pricePaisePerMonth}::int,
      ${quoted ? demoQuote.deviceLimit : terms.deviceLimit}::int, ${terms.healthChecks},
      ${quoted ? demoQuote.onSiteVisitsPerYear : terms.onSiteVisitsPerYear}::int,
      ${quoted ? demoQuote.responseMinutes : terms.responseMinutes}::int)`;
    });
  return sql`(values ${sql.join(rows, sql`, `)}) as p(plan_id, plan_name, price, device_limit, health_checks, visits, response_minutes)`;
}

/** The renewal jobs scheduleContractJobs plans, as (key, days from the end date, hour in India). */
function jobValues() {
  const end = "2026-01-31";
  const jobs: [string, number, number][] = [
    ...renewalReminders(end).map((r): [string, number, number] => [r.key, daysBetween(end, r.day), REMINDER_HOUR_IST]),
    ["auto-renew", 0, AUTO_RENEW_HOUR_IST],
    ["expire", RENEWAL_GRACE_DAYS + 1, 0],
  ];
  const rows = jobs.map(([key, days, hour]) => sql`(${key}, ${days}::int, ${hour}::int)`);
  return sql`(values ${sql.join(rows, sql`, `)}) as job(key, days, hour)`;
}

const indiaToday = sql`((now() at time zone 'UTC') + interval '330 minutes')::date`;
/** 00:00 in India of a date column/expression, plus hours. */
const indiaTime = (day: string, hours = 0) =>
  sql.raw(`((${day})::timestamp + interval '${hours} hours' - interval '330 minutes') at time zone 'UTC'`);

/** One twelve-month term ending near `day` (period.ts's rule: the day before the same date a year later). */
const termFrom = (start: string) => `(${start} + interval '12 months' - interval '1 day')::date`;

export async function seedDemoContracts(
  tx: Transaction,
  count: number,
  staff: { ids: SQL; names: SQL; size: number },
): Promise<void> {
  const demoCustomers = sql`(select id, full_name, row_number() over (order by id) as n from users
    where role = 'customer' and email like '%.demo.example')`;
  const customerCount = sql`(select count(*) from users where role = 'customer' and email like '%.demo.example')`;

  // ---- the contracts: a scenario each, dates from where it stands today.
  await tx.execute(sql`
    insert into contracts (user_id, plan_id, plan_name, price_paise_per_month, billing_period, discount_percent,
      period_price_paise, device_limit, health_checks, on_site_visits_per_year, response_minutes, starts_on, ends_on,
      auto_renew, status, sent_at, activated_at, closed_at, cancel_reason, created_at, updated_at)
    select c.id, p.plan_id, p.plan_name, p.price, d.billing, 0,
      p.price * case d.billing when 'quarterly' then ${billingPeriodMonths.quarterly} when 'annual' then ${billingPeriodMonths.annual} else 1 end,
      p.device_limit, p.health_checks, p.visits, p.response_minutes, d.starts_on, d.ends_on, d.auto_renew,
      d.status,
      case when d.scenario <> 'unsent' then d.created_at + interval '3 hours' end,
      case when d.status not in ('draft') then d.created_at + interval '1 day' end,
      case d.status when 'expired' then ${indiaTime(`d.ends_on + ${RENEWAL_GRACE_DAYS + 1}`)}
        when 'renewed' then ${indiaTime("d.ends_on - 3", 10)}
        when 'cancelled' then greatest(d.created_at + interval '20 days', now() - make_interval(days => d.k % 60)) end,
      case when d.status = 'cancelled' then (${list(cancelReasons)})[1 + d.k % ${cancelReasons.length}] end,
      d.created_at, now()
    from (
      select s.*, ${sql.raw(termFrom("s.starts_on"))} as ends_on,
        case when s.scenario in ('sent', 'unsent') then now() - make_interval(days => 1 + s.k % 9, hours => s.k % 7)
          else ${indiaTime("s.starts_on - 7", 11)} end as created_at
      from (
        select g.*, (g.desired_end + 1 - interval '12 months')::date as starts_on
        from (
          select i, k, scenario, billing, auto_renew, plan_pick,
            case scenario
              when 'running' then ${indiaToday} + 32 + k % 298
              when 'ending' then ${indiaToday} + 1 + k % 29
              when 'grace' then ${indiaToday} - 2 - k % 13
              when 'expired' then ${indiaToday} - 17 - k % 280
              when 'renewed' then ${indiaToday} - 2 - k % 320
              when 'sent' then (${indiaToday} + 3 + k % 18 + interval '12 months' - interval '1 day')::date
              when 'unsent' then (${indiaToday} + 7 + k % 20 + interval '12 months' - interval '1 day')::date
              else ${indiaToday} + 20 + k % 280
            end as desired_end,
            case scenario when 'running' then 'active' when 'ending' then 'expiring' when 'grace' then 'expiring'
              when 'expired' then 'expired' when 'renewed' then 'renewed' when 'cancelled' then 'cancelled'
              else 'draft' end as status
          from (
            select i, floor(random() * 100000)::int as k,
              case when r < 0.50 then 'running' when r < 0.61 then 'ending' when r < 0.66 then 'grace'
                when r < 0.76 then 'expired' when r < 0.86 then 'renewed' when r < 0.90 then 'sent'
                when r < 0.92 then 'unsent' else 'cancelled' end as scenario,
              (array['monthly', 'monthly', 'monthly', 'quarterly', 'quarterly', 'annual'])[1 + floor(random() * 6)::int] as billing,
              random() < 0.4 as auto_renew, random() as plan_pick
            -- The scenario by a stride through a hundred buckets, not by chance: every 100 contracts hold
            -- each scenario in its share, so even a small demo has every status.
            from (select i, (i * 37) % 100 / 100.0 as r from generate_series(1, ${count}) as i) as drawn
          ) as picked
        ) as g
      ) as s
    ) as d
    join ${planValues()} on p.plan_id = case when d.plan_pick < 0.35 then 'starter' when d.plan_pick < 0.75 then 'professional'
      when d.plan_pick < 0.93 then 'enterprise' else 'custom' end
    join ${demoCustomers} as c on c.n = 1 + ((d.i - 1) * 7919) % ${customerCount}
    order by d.i`);

  // ---- renewed chains: each renewed period's next one starts the day after it ended, on the plan's
  // figures, accepted through the renewal link (or automatically when auto-renew was on).
  await tx.execute(sql`
    insert into contracts (user_id, previous_contract_id, plan_id, plan_name, price_paise_per_month, billing_period,
      discount_percent, period_price_paise, device_limit, health_checks, on_site_visits_per_year, response_minutes,
      starts_on, ends_on, auto_renew, status, activated_at, created_at, updated_at)
    select o.user_id, o.id, o.plan_id, o.plan_name, o.price_paise_per_month, o.billing_period, o.discount_percent,
      o.period_price_paise, o.device_limit, o.health_checks, o.on_site_visits_per_year, o.response_minutes,
      o.ends_on + 1, ${sql.raw(termFrom("o.ends_on + 1"))}, o.auto_renew,
      case when ${sql.raw(termFrom("o.ends_on + 1"))} - ${indiaToday} <= 30 then 'expiring' else 'active' end,
      o.closed_at, o.closed_at, now()
    from contracts as o join users as u on u.id = o.user_id and u.email like '%.demo.example'
    where o.status = 'renewed'
    order by o.id`);

  // Contracts drafted from a plan request: the customer's active request for the same plan, if any.
  await tx.execute(sql`
    update contracts as c set plan_request_id = (select min(r.id) from plan_requests as r
      where r.user_id = c.user_id and r.plan_id = c.plan_id and r.status = 'active')
    from users as u
    where u.id = c.user_id and u.email like '%.demo.example' and c.previous_contract_id is null`);

  const demoContracts = sql`contracts as c join users as u on u.id = c.user_id and u.email like '%.demo.example'`;

  // ---- sites: one each, a second for some Enterprise and Custom contracts.
  await tx.execute(sql`
    insert into contract_sites (contract_id, position, address, area)
    select c.id, site.position,
      (${list(siteAddresses)})[1 + (c.id + site.position) % ${siteAddresses.length}],
      (${list(siteAreas)})[1 + (c.id * 3 + site.position) % ${siteAreas.length}]
    from ${demoContracts}
    cross join (values (1), (2)) as site(position)
    where site.position = 1 or (c.plan_id in ('enterprise', 'custom') and c.id % 3 = 0)`);

  // ---- history: created and sent by staff (a renewal is created by the customer's confirmation),
  // accepted by the customer, then the closing status.
  const staffOf = (column: string) =>
    sql`(${staff.ids})[1 + ${sql.raw(column)} % ${staff.size}], (${staff.names})[1 + ${sql.raw(column)} % ${staff.size}]`;
  await tx.execute(sql`
    insert into contract_events (contract_id, kind, internal, channel, actor_user_id, actor_name, body, to_value, created_at)
    select c.id, 'created', true, 'web',
      case when c.previous_contract_id is null then (${staff.ids})[1 + c.id % ${staff.size}] else c.user_id end,
      case when c.previous_contract_id is null then (${staff.names})[1 + c.id % ${staff.size}] else u.full_name end,
      case when c.previous_contract_id is not null then 'Renewal of AMC-' || c.previous_contract_id end,
      case when c.previous_contract_id is null then 'draft' else 'active' end, c.created_at
    from ${demoContracts}`);
  await tx.execute(sql`
    insert into contract_events (contract_id, kind, channel, actor_user_id, actor_name, created_at)
    select c.id, 'sent', 'web', ${staffOf("c.id")}, c.sent_at
    from ${demoContracts} where c.sent_at is not null`);
  await tx.execute(sql`
    insert into contract_events (contract_id, kind, channel, actor_user_id, actor_name, from_value, to_value, created_at)
    select c.id, 'accepted', case when o.auto_renew then 'system' else 'web' end,
      case when o.auto_renew then null else c.user_id end,
      case when o.auto_renew then ${systemActor.fullName} else u.full_name end, 'draft', 'active', c.activated_at
    from ${demoContracts} left join contracts as o on o.id = c.previous_contract_id
    where c.activated_at is not null`);
  await tx.execute(sql`
    insert into contract_events (contract_id, kind, channel, actor_user_id, actor_name, from_value, to_value, body, created_at)
    select c.id, 'status', case when c.status = 'cancelled' then 'web' else 'system' end,
      case when c.status = 'cancelled' then (${staff.ids})[1 + c.id % ${staff.size}] end,
      case when c.status = 'cancelled' then (${staff.names})[1 + c.id % ${staff.size}] else ${systemActor.fullName} end,
      case when c.status = 'cancelled' then 'active' else 'expiring' end, c.status,
      case c.status when 'cancelled' then c.cancel_reason when 'renewed' then 'Renewed as AMC-' || n.id end,
      c.closed_at
    from ${demoContracts} left join contracts as n on n.previous_contract_id = c.id
    where c.status in ('expired', 'renewed', 'cancelled')`);

  // ---- the audit log: the staff's drafts, sends and cancellations.
  await tx.execute(sql`
    insert into audit_log (actor_user_id, actor_email, action, subject_type, subject_id, after, created_at)
    select e.actor_user_id, u.email,
      case e.kind when 'created' then 'contract.draft' when 'sent' then 'contract.send' else 'contract.cancel' end,
      'contract', e.contract_id::text,
      case when e.kind = 'status' then jsonb_build_object('reason', e.body) else '{}'::jsonb end, e.created_at
    from contract_events as e join users as u on u.id = e.actor_user_id
    where u.email like '%@staff.demo.example'
    order by e.created_at, e.id`);

  // ---- renewal jobs of the contracts in force: those whose time has passed are done.
  await tx.execute(sql`
    insert into due_jobs (kind, subject_id, key, run_at, done_at, attempts)
    select ${CONTRACT_JOB_KIND}, c.id::text, job.key, at, case when at <= now() then at end,
      case when at <= now() then 1 else 0 end
    from ${demoContracts}
    cross join ${jobValues()}
    cross join lateral (select ${indiaTime("c.ends_on + job.days")} + make_interval(hours => job.hour) as at) as timed
    where c.status in ('active', 'expiring')`);

  await seedAcceptances(tx);
}

/** Each accepted contract's acceptance: the terms text as the portal renders it, and its hash. */
async function seedAcceptances(tx: Transaction) {
  const accepted = await tx
    .select({ contract: contracts, customerName: users.fullName, customerEmail: users.email })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.userId))
    .where(and(like(users.email, "%.demo.example"), isNotNull(contracts.activatedAt)))
    .orderBy(asc(contracts.id));
  const ids = accepted.map((row) => row.contract.id);
  const sites = new Map<number, { address: string; area: string }[]>();
  for (let start = 0; start < ids.length; start += 5000) {
    const rows = await tx
      .select()
      .from(contractSites)
      .where(inArray(contractSites.contractId, ids.slice(start, start + 5000)))
      .orderBy(asc(contractSites.contractId), asc(contractSites.position));
    for (const row of rows) sites.set(row.contractId, [...(sites.get(row.contractId) ?? []), row]);
  }
  const autoRenewed = new Set(
    accepted
      .filter((row) => row.contract.previousContractId !== null && row.contract.autoRenew)
      .map((row) => row.contract.id),
  );
  const values = accepted.map(({ contract, customerName, customerEmail }) => {
    const text = contractTermsText({ ...contract, customerName, customerEmail, sites: sites.get(contract.id) ?? [] });
    const renewal = contract.previousContractId !== null;
    const automatic = autoRenewed.has(contract.id);
    return {
      contractId: contract.id,
      userId: automatic ? null : contract.userId,
      channel: automatic ? ("auto-renew" as const) : renewal ? ("renewal-link" as const) : ("portal" as const),
      clientAddress: automatic ? null : `192.0.2.${1 + (contract.id % 254)}`,
      userAgent: automatic ? null : "Mozilla/5.0 (demo)",
      termsText: text,
      termsHash: termsHash(text),
      acceptedAt: contract.activatedAt ?? contract.createdAt,
    };
  });
  for (let start = 0; start < values.length; start += 500) {
    await tx.insert(contractAcceptances).values(values.slice(start, start + 500));
  }
}

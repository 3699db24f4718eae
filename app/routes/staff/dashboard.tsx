import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { staffCopy } from "~/content/staff";
import { staffApplicationsDashboardCopy as applicationWords } from "~/content/staff-applications";
import { staffContractsDashboardCopy as contractWords } from "~/content/staff-contracts";
import { staffDashboardCopy as copy } from "~/content/staff-dashboard";
import { staffInvoicesDashboardCopy as invoiceWords } from "~/content/staff-invoices";
import { staffTicketsDashboardCopy as ticketWords } from "~/content/staff-tickets";
import { applicationsDashboardSummary } from "~/lib/careers/staff-applications.server";
import { newMessagesSummary } from "~/lib/contact/inbox.server";
import { contractsDashboardSummary } from "~/lib/contracts/staff.server";
import { dbContext } from "~/lib/http/request-context.server";
import { invoicesDashboardSummary } from "~/lib/invoices/staff.server";
import { jobsHealth } from "~/lib/jobs/jobs.server";
import { stuckFigures } from "~/lib/metrics/health.server";
import { deadEmailsSummary, outboxHealth } from "~/lib/outbox-console/outbox-console.server";
import { openPlanRequestsSummary } from "~/lib/plan-requests/dashboard.server";
import { can } from "~/lib/casework/policy";
import { staffOf } from "~/lib/staff/guard.server";
import { ticketsDashboardSummary } from "~/lib/tickets/staff-queue.server";
import { DateTime } from "~/components/staff/date-time";
import { type Figure, FigureList } from "~/components/staff/figure-list";
import { formatCount } from "~/content/numbers";
import { formatRupees } from "~/lib/money/paise";

// What needs action: counts and the newest few of each kind, each linking to its page.
export async function loader({ context }: Route.LoaderArgs) {
  const staff = staffOf(context);
  const db = context.get(dbContext);
  const now = new Date();
  const [tickets, messages, planRequests, emails, applications, contracts, invoices, outbox, jobs] = await Promise.all([
    ticketsDashboardSummary(db, now),
    newMessagesSummary(db),
    openPlanRequestsSummary(db),
    deadEmailsSummary(db, staff),
    // Job applications are HR's (ADR 021): only those the policy lets see them get the panel.
    can(staff, "view", "job_application") ? applicationsDashboardSummary(db, now) : null,
    contractsDashboardSummary(db, now),
    invoicesDashboardSummary(db, now),
    // The emails this member may see, as the outbox's lists count them.
    outboxHealth(db, staff),
    jobsHealth(db, now),
  ]);
  const stuck = stuckFigures(outbox, jobs, now);
  const words = copy.health;
  const secondsSince = (at: Date | null) => (at ? Math.max(0, (now.getTime() - at.getTime()) / 1000) : null);
  const warnIf = (condition: boolean) => (condition ? words.stuckBadge : undefined);
  return {
    // Whether email goes out and background jobs run: the figures /metrics reports too.
    health: {
      stuck: Object.values(stuck).includes(true),
      figures: [
        { label: words.queued, value: words.count(outbox.queued), href: "/staff/email?status=pending" },
        { label: words.sending, value: words.count(outbox.sending), href: "/staff/email?status=sending" },
        {
          label: words.dead,
          value: words.count(outbox.dead),
          href: "/staff/email?status=dead",
          warning: warnIf(stuck.deadEmails),
        },
        {
          label: words.oldestQueued,
          value: words.age(secondsSince(outbox.oldestQueuedAt)),
          href: "/staff/email?status=pending",
          warning: warnIf(stuck.oldestQueuedEmail),
        },
        { label: words.jobsWaiting, value: words.count(jobs.waiting) },
        { label: words.jobLag, value: words.lag(secondsSince(jobs.oldestDueAt)), warning: warnIf(stuck.jobLag) },
        { label: words.jobsFailed, value: words.count(jobs.failed), warning: warnIf(stuck.failedJobs) },
      ] satisfies Figure[],
    },
    // Recurring revenue: sums of paise from the database, formatted once here.
    contracts: [
      { label: contractWords.active, value: formatCount(contracts.active), href: "/staff/contracts?status=in-force" },
      { label: contractWords.mrr, value: formatRupees(contracts.mrrPaise), href: "/staff/contracts?status=in-force" },
      {
        label: contractWords.ending,
        value: contractWords.endingValue(formatRupees(contracts.endingMrrPaise), contracts.endingCount),
        href: "/staff/contracts?status=in-force&ending=30",
      },
    ],
    // What is owed past its due date: a sum of paise from the database.
    invoices: [
      {
        label: invoiceWords.overdue,
        value: invoiceWords.overdueValue(invoices.overdueCount, formatRupees(invoices.overduePaise)),
        href: "/staff/invoices?status=overdue",
      },
    ],
    applications: applications && {
      count: applications.count,
      countText: [
        applicationWords.count(applications.count),
        applications.overdue > 0 ? applicationWords.overdue(applications.overdue) : null,
      ]
        .filter(Boolean)
        .join(" · "),
      items: applications.items.map((item) => ({
        href: `/staff/applications/${item.id}`,
        title: applicationWords.item(item.id, item.fullName),
        detail: applicationWords.contactBy,
        at: item.contactBy,
      })),
    },
    tickets: {
      count: tickets.count,
      // The count line says how many missed a promise and how many follow-up calls are overdue too.
      countText: [
        ticketWords.count(tickets.count),
        tickets.breached > 0 ? ticketWords.breached(tickets.breached) : null,
        tickets.overdueFollowUps > 0 ? ticketWords.followUps(tickets.overdueFollowUps) : null,
      ]
        .filter(Boolean)
        .join(" · "),
      items: tickets.items.map((item) => ({
        href: `/staff/tickets/${item.number}`,
        title: ticketWords.item(item.number, item.subject),
        detail: item.nextDeadlineAt ? ticketWords.due : ticketWords.opened,
        at: item.nextDeadlineAt ?? item.createdAt,
      })),
    },
    messages: {
      count: messages.count,
      countText: copy.messages.count(messages.count),
      items: messages.items.map((item) => ({
        href: `/staff/messages/${item.id}`,
        title: copy.messages.item(item.id, item.subject),
        detail: copy.messages.from(item.name),
        at: item.createdAt,
      })),
    },
    planRequests: {
      count: planRequests.count,
      countText: copy.planRequests.count(planRequests.count),
      items: planRequests.items.map((item) => ({
        href: `/staff/plan-requests/${item.id}`,
        title: copy.planRequests.item(item.id, item.planName),
        detail: `${copy.planRequests.from(item.customerName)} · ${copy.planRequests.status[item.status] ?? item.status}`,
        at: item.createdAt,
      })),
    },
    emails: {
      count: emails.count,
      countText: copy.emails.count(emails.count),
      items: emails.items.map((item) => ({
        href: `/staff/email/${item.id}`,
        title: copy.emails.item(item.id, item.subject),
        detail: copy.emails.from(item.toAddress),
        at: item.createdAt,
      })),
    },
  };
}

export const meta: Route.MetaFunction = () => [
  { title: staffCopy.title(copy.title) },
  { name: "robots", content: "noindex" },
];

type Item = { href: string; title: string; detail: string; at: Date | string };

/** One kind of work: its count line, the newest few, and a link to all of them at `href`. */
function Panel({
  id,
  href,
  words,
  queue: { count, countText, items },
}: {
  id: string;
  href: string;
  words: { heading: string; empty: string; all: string };
  queue: { count: number; countText: string; items: Item[] };
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {words.heading}
      </h2>
      <p className={`mt-1 text-sm font-semibold ${count > 0 ? "text-red-800" : "text-slate-700"}`}>
        {count > 0 ? countText : words.empty}
      </p>
      {items.length > 0 ? (
        <ul className="mt-3 divide-y divide-slate-200">
          {items.map((item) => (
            <li key={item.href} className="py-2">
              <Link to={item.href} className="font-medium break-words text-brand-800 underline underline-offset-2">
                {item.title}
              </Link>
              <p className="text-sm text-slate-700">
                {item.detail} · <DateTime value={item.at} />
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      <Link
        to={href}
        className="mt-3 inline-flex min-h-6 items-center text-sm font-semibold text-brand-800 underline underline-offset-2"
      >
        {words.all}
      </Link>
    </section>
  );
}

/**
 * Figures of one kind, each linking to the list it counts where there is one, and a link to all of
 * them at `href`; with `summary`, a sentence under the heading saying whether anything needs attention.
 */
function Figures({
  id,
  href,
  words,
  figures,
  summary,
}: {
  id: string;
  href: string;
  words: { heading: string; all: string };
  figures: Figure[];
  summary?: { text: string; warning: boolean };
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-xl border bg-white p-4 shadow-sm ${summary?.warning ? "border-red-300" : "border-slate-200"}`}
    >
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {words.heading}
      </h2>
      {summary ? (
        <p className={`mt-1 text-sm font-semibold ${summary.warning ? "text-red-800" : "text-slate-700"}`}>
          {summary.text}
        </p>
      ) : null}
      <FigureList figures={figures} />
      <Link
        to={href}
        className="mt-3 inline-flex min-h-6 items-center text-sm font-semibold text-brand-800 underline underline-offset-2"
      >
        {words.all}
      </Link>
    </section>
  );
}

export default function StaffDashboard({ loaderData }: Route.ComponentProps) {
  const { tickets, messages, planRequests, emails, applications, contracts, invoices, health } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{staffCopy.dashboardHeading}</h1>
      <p className="mt-1 text-slate-700">{copy.intro}</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Panel id="dashboard-tickets" href="/staff/tickets" words={ticketWords} queue={tickets} />
        <Panel id="dashboard-messages" href="/staff/messages?status=new" words={copy.messages} queue={messages} />
        <Panel
          id="dashboard-plan-requests"
          href="/staff/plan-requests"
          words={copy.planRequests}
          queue={planRequests}
        />
        <Panel id="dashboard-emails" href="/staff/email?status=dead" words={copy.emails} queue={emails} />
        <Figures
          id="dashboard-health"
          href="/staff/email"
          words={copy.health}
          figures={health.figures}
          summary={{ text: health.stuck ? copy.health.stuck : copy.health.fine, warning: health.stuck }}
        />
        <Figures id="dashboard-contracts" href="/staff/contracts" words={contractWords} figures={contracts} />
        <Figures id="dashboard-invoices" href="/staff/invoices" words={invoiceWords} figures={invoices} />
        {applications ? (
          <Panel
            id="dashboard-applications"
            href="/staff/applications?stage=new"
            words={applicationWords}
            queue={applications}
          />
        ) : null}
      </div>
    </>
  );
}

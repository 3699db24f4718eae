// Words of the staff dashboard (/staff): what needs action.
import { formatCount } from "./numbers";
import { formatReportDuration } from "./staff-reports";

/** How long ago, or how late: "under a minute", "12 min", "3 h 20 min". */
const formatAge = (seconds: number) => (seconds < 60 ? "under a minute" : formatReportDuration(seconds / 60));

export const staffDashboardCopy = {
  title: "Dashboard",
  intro:
    "Support tickets by what breaches first, new contact messages, plan requests still open and emails that could not be delivered.",
  messages: {
    heading: "New messages",
    count: (n: number) => (n === 1 ? "1 new message" : `${formatCount(n)} new messages`),
    empty: "No new messages.",
    all: "All new messages",
    item: (id: number, subject: string) => `#${id} ${subject}`,
    from: (name: string) => `from ${name}`,
  },
  planRequests: {
    heading: "Open plan requests",
    count: (n: number) => (n === 1 ? "1 open plan request" : `${formatCount(n)} open plan requests`),
    empty: "No open plan requests.",
    all: "All plan requests",
    item: (id: number, plan: string) => `#${id} ${plan}`,
    from: (name: string) => `for ${name}`,
    status: { requested: "Requested", contacted: "Contacted" } as Record<string, string>,
  },
  emails: {
    heading: "Dead emails",
    count: (n: number) => (n === 1 ? "1 dead email" : `${formatCount(n)} dead emails`),
    empty: "No dead emails.",
    all: "All dead emails",
    item: (id: number, subject: string) => `#${id} ${subject}`,
    from: (to: string) => `to ${to}`,
  },
  health: {
    heading: "Email and background jobs",
    fine: "Email is going out and background jobs run on time.",
    stuck: "Something is stuck: see the figures marked Stuck.",
    stuckBadge: "Stuck",
    queued: "Emails queued",
    sending: "Emails being sent",
    dead: "Dead emails",
    oldestQueued: "Oldest queued email",
    jobsWaiting: "Due jobs waiting",
    jobLag: "Oldest due job late by",
    jobsFailed: "Failed jobs",
    count: (n: number) => formatCount(n),
    age: (seconds: number | null) => (seconds === null ? "None" : `${formatAge(seconds)} ago`),
    lag: (seconds: number | null) => (seconds === null ? "None" : formatAge(seconds)),
    all: "All emails",
  },
} as const;

// The figures behind each plan's display text (plans.ts): what a contract snapshots when it is signed
// and what the desk, the portal and billing compute with. Kept beside the plans, in their own module,
// because plans.ts reaches the browser on the public pages and these figures are for contracts only:
// the public pages pay no bytes for them. plan-terms.test.ts holds every figure equal to its display
// string (price, response time, device limit, health checks, on-site support).
//
// Money is integer paise (₹1 = 100 paise); rounding is written once, in app/lib/money/paise.ts.

/** How often a contract is billed: every month, every three months, or once a year. */
export const billingPeriods = ["monthly", "quarterly", "annual"] as const;
export type BillingPeriod = (typeof billingPeriods)[number];

/** How many months one billing period covers. */
export const billingPeriodMonths: Readonly<Record<BillingPeriod, number>> = { monthly: 1, quarterly: 3, annual: 12 };

/** How often the plan's health check runs. */
export const healthCheckCadences = ["one-time", "monthly", "weekly", "daily"] as const;
export type HealthCheckCadence = (typeof healthCheckCadences)[number];

/** A billing period the plan offers, with its discount on the monthly price (0 = none). */
export type BillingOption = { period: BillingPeriod; discountPercent: number };

export type PlanTerms = {
  /** The plan's id in plans.ts. */
  planId: string;
  /** Only plans with a monthly fee become contracts: the Free Tier is a one-time service. */
  contract: boolean;
  /** The monthly price in paise; null when it is quoted per customer (Custom Enterprise). */
  pricePaisePerMonth: number | null;
  /** The billing periods offered, each with its discount (none today: every period costs the monthly price times its months). */
  billingOptions: readonly BillingOption[];
  /** Devices covered; null = no fixed limit ('Unlimited devices'). */
  deviceLimit: number | null;
  healthChecks: HealthCheckCadence;
  /** On-site visits included each contract year; 0 = remote only; null = as agreed in the quote. */
  onSiteVisitsPerYear: number | null;
  /** The promised first response, in minutes (the display text is plans.ts' responseTime). */
  responseMinutes: number;
};

/** A contract runs for a year from its start date (Annual Maintenance Contract), whatever its billing period. */
export const CONTRACT_TERM_MONTHS = 12;

/** After the end date, the days in which the customer may still renew and keeps the plan's service. */
export const RENEWAL_GRACE_DAYS = 15;

/** Reminders before the end date (days before it; 0 = on the day). */
export const RENEWAL_REMINDER_DAYS_BEFORE = [30, 15, 7, 0] as const;

/** Reminders during the grace period (days after the end date). */
export const RENEWAL_GRACE_REMINDER_DAYS_AFTER = [1, 8, 14] as const;

const everyPeriodAtMonthlyPrice: readonly BillingOption[] = [
  { period: "monthly", discountPercent: 0 },
  { period: "quarterly", discountPercent: 0 },
  { period: "annual", discountPercent: 0 },
];

export const planTerms: readonly PlanTerms[] = [
  {
    planId: "free-tier",
    contract: false,
    pricePaisePerMonth: 0,
    billingOptions: [],
    deviceLimit: 1,
    healthChecks: "one-time",
    onSiteVisitsPerYear: 0,
    responseMinutes: 48 * 60,
  },
  {
    planId: "starter",
    contract: true,
    pricePaisePerMonth: 399_00,
    billingOptions: everyPeriodAtMonthlyPrice,
    deviceLimit: 2,
    healthChecks: "monthly",
    onSiteVisitsPerYear: 0,
    responseMinutes: 24 * 60,
  },
  {
    planId: "professional",
    contract: true,
    pricePaisePerMonth: 1_999_00,
    billingOptions: everyPeriodAtMonthlyPrice,
    deviceLimit: 10,
    healthChecks: "weekly",
    onSiteVisitsPerYear: 0,
    responseMinutes: 8 * 60,
  },
  {
    planId: "enterprise",
    contract: true,
    pricePaisePerMonth: 4_999_00,
    billingOptions: everyPeriodAtMonthlyPrice,
    deviceLimit: 50,
    healthChecks: "daily",
    // One scheduled visit a month; emergency visits beyond these are quoted per visit.
    onSiteVisitsPerYear: 12,
    responseMinutes: 2 * 60,
  },
  {
    planId: "custom",
    contract: true,
    pricePaisePerMonth: null,
    billingOptions: everyPeriodAtMonthlyPrice,
    deviceLimit: null,
    healthChecks: "daily",
    onSiteVisitsPerYear: null,
    responseMinutes: 60,
  },
];

export function getPlanTerms(planId: string): PlanTerms | undefined {
  return planTerms.find((terms) => terms.planId === planId);
}

/** The plans a contract can be drafted for. */
export const contractPlanIds = planTerms.filter((terms) => terms.contract).map((terms) => terms.planId);

// Words of the staff console's contract pages: /staff/contracts (the list and its CSV), the draft
// form (new and edit), a contract's page with its actions, and the dashboard's contract panel.
import type { ContractStatus } from "~/db/contracts-schema";
import { formatCount } from "./numbers";
import { caseWords, listFilterWords, listSummary, staffPagination } from "./staff";

export const contractStatusLabels: Record<ContractStatus, string> = {
  draft: "Draft",
  active: "Active",
  expiring: "Expiring",
  expired: "Expired",
  renewed: "Renewed",
  cancelled: "Cancelled",
};

/** A draft sent to the customer reads differently from one staff are still preparing. */
export const contractSentLabel = "Awaiting acceptance";

/** The list's status filter offers "in force" (active or expiring) before each status. */
export const inForceLabel = "In force (active or expiring)";

export const billingPeriodLabels = { monthly: "Monthly", quarterly: "Quarterly", annual: "Annual" } as const;

export const acceptanceChannelLabels = {
  portal: "Accepted by the customer on their account page",
  "renewal-link": "Renewed by the customer through a reminder's link",
  staff: "Renewed by staff on the customer's behalf",
  "auto-renew": "Renewed automatically",
} as const;

/** The "ending within" filter's choices, in days. */
export const endingWithinChoices = ["7", "15", "30", "60", "90"] as const;

export const staffContractsCopy = {
  heading: "Contracts",
  intro: "Annual maintenance contracts, ending soonest first.",
  newContract: "Draft a contract",
  export: "Download CSV (these filters)",
  filters: {
    legend: "Find contracts",
    ...listFilterWords,
    search: "Customer",
    searchHint: "Name or email address",
    status: "Status",
    plan: "Plan",
    any: "Any",
    ending: "Ending within",
    endingAny: "Any time",
    endingDays: (days: string) => `${days} days`,
    autoRenew: "Automatic renewal",
    autoRenewWords: ["Either", "Off only"] as [string, string],
    awaitingPayment: "Renewal's payment",
    awaitingPaymentWords: ["Any", "Awaiting payment only"] as [string, string],
  },
  tableLabel: "Contracts",
  columns: {
    number: "Contract",
    customer: "Customer",
    plan: "Plan",
    status: "Status",
    billing: "Period and billing",
    endsOn: "Ends on",
    monthly: "Monthly value",
    autoRenew: "Auto-renew",
  },
  period: (from: string, to: string, billing: string) => `${from} – ${to} · ${billing}`,
  yes: "On",
  no: "Off",
  empty: "No contracts match these filters.",
  summary: listSummary("No contracts", "Contracts"),
  pagination: staffPagination,
  number: (id: number) => `AMC-${id}`,
  csv: {
    filename: (day: string) => `contracts-${day}.csv`,
    header: [
      "Contract",
      "Customer",
      "Email",
      "Plan",
      "Status",
      "Billing period",
      "Starts on",
      "Ends on",
      "Monthly price (INR)",
      "Price per billing period (INR)",
      "Auto-renew",
    ],
    yes: "yes",
    no: "no",
  },
} as const;

/** The draft form (/staff/contracts/new and a draft's edit page). */
export const contractDraftCopy = {
  newTitle: "Draft a contract",
  editTitle: (id: number) => `Edit draft AMC-${id}`,
  intro:
    "The contract copies the plan's price and entitlements as they are today. It becomes active only when the customer accepts it.",
  back: "All contracts",
  backToContract: (id: number) => `Back to AMC-${id}`,
  fromRequest: (id: number, name: string, email: string) => `From plan request #${id}: ${name} (${email}).`,
  customer: { label: "Customer's email", hint: "The email address of the customer's account." },
  plan: "Plan",
  billingPeriod: "Billing period",
  startsOn: { label: "Start date", hint: "The contract runs for 12 months from this day." },
  autoRenew: "Renew automatically at the end (the customer can change this)",
  custom: {
    legend: "Custom Enterprise quote",
    hint: "Only for the Custom Enterprise plan: the figures agreed with the customer.",
    price: "Monthly price in rupees",
    priceHint: "For example 12,500 or 12500.50",
    responseHours: "Response time: hours",
    responseMinutes: "Response time: minutes",
    deviceLimit: "Devices covered",
    deviceLimitHint: "Leave empty for no fixed limit.",
    visits: "On-site visits a year",
    visitsHint: "Leave empty for 'as agreed in the quote'; 0 for remote support only.",
  },
  sites: {
    legend: (n: number) => `Site ${n}`,
    heading: "Sites covered",
    hint: "Where on-site visits go. Leave a row empty if it is not needed.",
    address: "Address",
    area: "Area",
    addAnother: "Add another site",
  },
  save: "Save draft",
  saveEdit: "Save changes",
  busy: "Saving…",
  optional: "optional",
  errors: {
    customerRequired: "Enter the customer's email address",
    customerUnknown: "No customer account has this email address",
    planRequest: "That plan request no longer exists",
    plan: "Choose a plan that becomes a contract",
    billingPeriod: "Choose how the contract is billed",
    startsOn: "Enter the start date as a real date",
    startsInPast: "The start date cannot be in the past",
    price: "Enter the quoted monthly price in rupees, for example 12,500",
    response: "Enter a response time of at least one minute",
    whole: "Enter a whole number, or leave it empty",
    siteAddress: "Enter the site's address, or clear its area",
    siteArea: "Enter the site's area, or clear its address",
    tooLong: (max: number) => `At most ${formatCount(max)} characters`,
    summary: "The draft was not saved. Please correct the fields marked below.",
    tooManySites: (max: number) => `A contract can list at most ${max} sites here.`,
  },
  toasts: {
    drafted: (id: number) => `Draft AMC-${id} saved. Send it to the customer when it is ready.`,
    edited: "Draft saved.",
    notDraft: "This contract is no longer a draft: it cannot be edited.",
    failed: "The draft could not be saved. Please try again in a moment.",
  },
} as const;

export const staffContractCopy = {
  title: (id: number) => `Contract AMC-${id}`,
  heading: (id: number, customer: string) => `AMC-${id}: ${customer}`,
  back: "All contracts",
  summary: (plan: string) => plan,
  terms: {
    heading: "Terms",
    customer: "Customer",
    email: "Email",
    plan: "Plan",
    monthly: "Monthly price",
    billing: "Billing",
    billingValue: (period: string, price: string, discount: number) =>
      discount > 0 ? `${period}, ${price} a period (${discount} % off)` : `${period}, ${price} a period`,
    period: "Period",
    periodValue: (from: string, to: string) => `${from} to ${to}`,
    response: "First response within",
    devices: "Devices covered",
    devicesValue: (limit: number | null) => (limit === null ? "No fixed limit" : `Up to ${limit}`),
    healthChecks: "Health checks",
    visits: "On-site visits",
    visitsValue: (visits: number | null) =>
      visits === null ? "As agreed in the quote" : visits === 0 ? "Remote support only" : `${visits} a year`,
    autoRenew: "Automatic renewal",
    on: "On",
    off: "Off",
    sent: "Sent for acceptance",
    cancelReason: "Reason for cancelling",
    planRequest: "Drafted from",
    planRequestLink: (id: number) => `Plan request #${id}`,
  },
  sites: { heading: "Sites covered", none: "No sites listed: the customer's address on record." },
  acceptance: {
    heading: "Acceptance",
    none: "Not accepted yet.",
    at: "Accepted at",
    by: "Account",
    channel: "How",
    address: "Client address",
    userAgent: "Browser",
    hash: "Terms hash (SHA-256)",
    text: "The terms text accepted",
    unknown: "—",
  },
  service: {
    heading: "Measured service over the contract",
    intro: (from: string, to: string) =>
      `Tickets from ${from} to ${to}, on the same clocks as the service levels page.`,
    opened: "Tickets opened",
    firstResponse: "First responses within target",
    firstResponseValue: (within: number, due: number, pending: number) =>
      `${within} of ${due}${pending > 0 ? ` (${pending} still running)` : ""}`,
    resolution: "Resolutions within target",
    resolutionValue: (within: number, resolved: number) => `${within} of ${resolved}`,
    notStarted: "The contract has not started yet.",
  },
  usage: {
    heading: "Entitlements",
    healthChecks: "Health checks this billing period",
    visits: "On-site visits used",
    devices: "Devices covered",
    devicesLink: "The customer's devices",
    of: (used: number, included: number | null) =>
      included === null ? `${used} (no fixed allowance)` : `${used} of ${included}`,
    healthChecksYear: "Health checks this contract year",
    visitsPeriod: "On-site visits this billing period",
    visitsYear: "On-site visits this contract year",
    tally: (done: number, due: number, missed: number) => `${done} done, ${due} due, ${missed} missed`,
  },
  chain: {
    heading: "Renewal chain",
    previous: "Renews",
    next: "Renewed as",
    none: "Not a renewal, and not renewed.",
    link: (id: number) => `AMC-${id}`,
  },
  historyHeading: "History",
  history: {
    created: (name: string) => `${name} drafted it`,
    edited: (name: string) => `${name} edited the draft`,
    sent: (name: string) => `${name} sent it for acceptance`,
    accepted: (name: string) => `Accepted (${name})`,
    status: (name: string, from: string, to: string) => `${name} changed the status from ${from} to ${to}`,
    note: (name: string) => `Internal note by ${name}`,
    reminder: (name: string) => `Renewal reminder (${name})`,
    autoRenew: (name: string, on: boolean) => `${name} switched automatic renewal ${on ? "on" : "off"}`,
    changeRequest: (name: string) => `${name} asked to change the plan`,
    email: caseWords.email,
  },
  workHeading: caseWords.workHeading,
  edit: { heading: "Draft", link: "Edit the draft", hint: "Only a draft can be edited." },
  send: {
    heading: "Send for acceptance",
    hint: "Emails the customer a link to read and accept the terms on their account page.",
    again: "Sent before: sending again reminds the customer.",
    submit: "Send to the customer",
    submitAgain: "Send again",
  },
  renew: {
    heading: "Renew on the customer's behalf",
    hint: "Only when the customer asked for it: the next 12 months become a new contract, accepted by you for them.",
    start: "Renew…",
    confirmHeading: "Renew this contract?",
    confirmText: (from: string, price: string) =>
      `A new contract starts on ${from} at ${price} a month, accepted in your name on the customer's behalf.`,
    confirm: "Yes, renew it",
    cancel: "Keep as it is",
  },
  cancel: {
    heading: "Cancel the contract",
    reason: "Reason",
    reasonHint: "Kept with the contract; emailed to the customer unless the draft was never sent.",
    submit: "Cancel the contract",
  },
  note: { label: "Internal note", hint: "Only staff see notes; the customer never does.", submit: "Add note" },
  fieldNames: { note: "Note", reason: "Reason" },
  closed: (status: string) => `This contract is ${status.toLowerCase()}: nothing more can change it.`,
  toasts: {
    sent: "Sent: the customer has been emailed a link to accept it.",
    cancelled: "The contract is cancelled.",
    renewed: (id: number) => `Renewed: the next period is AMC-${id}.`,
    alreadyRenewed: (id: number) => `Already renewed: the next period is AMC-${id}.`,
    note: caseWords.toasts.note,
    failed: caseWords.toasts.failed,
  },
  conflicts: {
    status: (current: string) =>
      `Someone changed this contract to ${current.toLowerCase()} while you had this page open. Nothing was saved; check it and try again.`,
  },
  refusals: {
    notDraft: "Only a draft can be sent for acceptance.",
    notRenewable: "Only an active or expiring contract can be renewed.",
    notCancellable: "This contract can no longer be cancelled.",
  },
} as const;

export const staffContractsDashboardCopy = {
  heading: "Contracts",
  active: "Contracts in force",
  mrr: "Monthly recurring revenue",
  ending: "Ending in the next 30 days (not renewed)",
  endingValue: (paise: string, n: number) =>
    `${paise} a month, ${n === 1 ? "1 contract" : `${formatCount(n)} contracts`}`,
  all: "All contracts",
} as const;

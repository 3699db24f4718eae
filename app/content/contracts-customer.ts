// The customer's side of AMC contracts: the words of /account/contracts and of a contract's page
// (/account/contracts/{id}), where the customer reads and accepts the terms, switches automatic
// renewal, renews and asks to change plan. The terms themselves are ./contract-terms.ts's words; the
// title and introduction of /account/contracts are under ./page-copy.

/** How a contract stands, in the customer's words (the page derives the state from its status and dates). */
export const contractStateLabels = {
  waiting: "Waiting for your acceptance",
  active: "Active",
  ending: "Ending soon",
  grace: (renewBy: string) => `In grace period — renew by ${renewBy}`,
  expired: "Expired",
  renewed: "Renewed",
  cancelled: "Cancelled",
};

export const contractListCopy = {
  empty: "You have no AMC contracts yet. When you choose a plan, we prepare its contract and you accept it here.",
  browsePlans: "See the AMC plans",
  accountLink: "AMC contracts",
  accountIntro: "Your contracts' terms, entitlements and the service we measured for you.",
};

/** The figures shown for each contract, on the list and on its page. */
export const contractFactsCopy = {
  reference: (id: number) => `AMC-${id}`,
  heading: (id: number, plan: string) => `AMC-${id} · ${plan}`,
  status: "Status",
  period: "Period",
  periodValue: (from: string, to: string) => `${from} to ${to}`,
  validTill: "Valid till",
  nextBilling: "Next billing date",
  nextBillingValue: (day: string, amount: string) => `${day} · ${amount}`,
  noNextBilling: "No more billing dates in this contract",
  autoRenew: "Automatic renewal",
  autoRenewOn: "On",
  autoRenewOff: "Off",
  factsHeading: "The contract at a glance",
  healthChecks: "Health checks this billing period",
  healthChecksValue: (done: number, cadence: string) => `${done} done (${cadence})`,
  visits: "On-site visits",
  healthChecksYear: "Health checks this contract year",
  visitsYear: "On-site visits this contract year",
  tally: (done: number, due: number, missed: number) => `${done} done, ${due} due, ${missed} missed`,
  devices: "Devices covered",
  usedOf: (used: number, of: number) => `${used} used of ${of}`,
  coveredOf: (covered: number, of: number) => `${covered} of ${of}`,
  noFixedLimit: (used: number) => `${used} so far (no fixed limit)`,
  remoteOnly: "Not included (remote support only)",
  serviceHeading: "Your measured service",
  serviceIntro: (from: string, to: string) => `Your own support tickets from ${from} to ${to}.`,
  serviceNotStarted: "Your measured service appears here once the contract has started.",
  opened: "Tickets opened",
  firstResponses: (response: string) => `First responses within ${response}`,
  resolutions: "Resolutions within target",
  nOfM: (n: number, m: number) => `${n} of ${m}`,
  pending: (count: number) => (count === 1 ? "1 still within its time" : `${count} still within their time`),
  howCounted: "How we count these",
  serviceLevelsHref: "/service-levels",
};

/** A contract's page. */
export const contractPageCopy = {
  title: (id: number) => `Contract AMC-${id}`,
  description: "Your AMC contract: its terms, entitlements and measured service.",
  back: "Back to your contracts",
  termsHeading: "Terms",
  acceptedTermsHeading: "The terms you accepted",
  accept: {
    heading: "Accept this contract",
    intro: "The contract starts only once you accept it. Please read the terms above first.",
    checkbox: "I have read and accept these terms",
    submit: "I accept",
    required: "Tick the box to say you have read and accept the terms.",
  },
  acceptance: {
    heading: "Your acceptance",
    acceptedOn: "Accepted on",
    account: "By account",
    address: "From address",
    unknownAddress: "not recorded",
    fingerprint: "Terms fingerprint",
    fingerprintHint: "The first 12 characters of the SHA-256 of the text you accepted.",
    channel: {
      portal: "On this page",
      "renewal-link": "From the renewal link in our reminder email",
      staff: "By our staff on your behalf",
      "auto-renew": "Renewed automatically",
    },
    channelLabel: "How",
  },
  autoRenew: {
    heading: "Automatic renewal",
    on: "Automatic renewal is on: the contract renews by itself on its end date.",
    off: "Automatic renewal is off: the contract ends on its end date unless you renew it.",
    switchOn: "Switch automatic renewal on",
    switchOff: "Switch automatic renewal off",
  },
  renew: {
    heading: "Renew this contract",
    intro: (from: string, to: string) =>
      `The next period runs from ${from} to ${to}, on these terms. Renewing starts it as a new contract linked to this one.`,
    checkbox: "I have read and accept these terms",
    submit: "Renew for another year",
    required: "Tick the box to say you have read and accept the renewal's terms.",
  },
  change: {
    heading: "Ask to change plan",
    intro: "Choose the plan you would like; our team contacts you and prepares the new contract.",
    plan: "New plan",
    choosePlan: "Choose a plan",
    note: "Note for our team",
    optional: "optional",
    submit: "Send the request",
    busy: "Sending…",
    planRequired: "Choose the plan you would like.",
    noteTooLong: (max: number) => `The note can be at most ${max} characters.`,
  },
  chain: {
    heading: "Renewals",
    renewalOf: "Renewal of",
    renewedAs: "Renewed as",
  },
};

/** What a contract page's forms answer. */
export const contractToasts = {
  accepted: (id: number) => `Thank you: contract AMC-${id} is accepted. We have emailed you a confirmation.`,
  alreadyAccepted: "You had already accepted this contract; nothing was changed.",
  outdated: "These terms changed since you opened them; please read them again.",
  notOpen: "This contract is not waiting for your acceptance any more.",
  autoRenewOn: "Automatic renewal switched on.",
  autoRenewOff: "Automatic renewal switched off.",
  autoRenewUnchanged: "Automatic renewal was already set that way.",
  autoRenewRefused: "Automatic renewal cannot be changed on this contract any more.",
  renewed: (id: number) => `Renewed: your next period is contract AMC-${id}.`,
  alreadyRenewed: (id: number) => `This contract was already renewed as AMC-${id}; nothing was changed.`,
  notRenewable: "This contract cannot be renewed from here any more.",
  renewalOutdated: "The renewal's terms changed since you opened the page; please read them again.",
  changeRequested: "Your request is with our team; we will contact you about the new plan.",
  changeRefused: "A plan change cannot be asked for on this contract any more.",
  rateLimited: (minutes: number) =>
    `Too many requests from your account. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  failed: "We could not save that just now. Please try again in a moment.",
};

// How a contract stands for its customer: its status read together with its dates (a contract in
// force is 'ending' in its last 30 days and in grace after its end, before the jobs move its status).
// Pure and browser-safe: the portal's pages label it with app/content/contracts-customer.ts.
import type { ContractAcceptanceChannel, ContractStatus } from "~/db/contracts-schema";
import { type HealthCheckCadence, RENEWAL_GRACE_DAYS } from "~/content/plan-terms";
import type { InvoiceStanding } from "~/lib/invoices/invoice-state";
import { addDays, type CalendarDay, contractPhase } from "./period";

export type CustomerContractState =
  | { state: "waiting" | "active" | "ending" | "expired" | "cancelled" }
  /** Renewed: `nextId` is the renewal's number, when known. */
  | { state: "renewed"; nextId?: number }
  /** In grace: the last day on which a renewal keeps the service unbroken. */
  | { state: "grace"; renewBy: CalendarDay }
  /** A renewal in force held in grace until its first invoice (its number) is paid or waived. */
  | { state: "awaiting-payment"; invoice: string | null };

type StateSource = {
  status: ContractStatus;
  sentAt: Date | string | null;
  startsOn: CalendarDay;
  endsOn: CalendarDay;
  awaitingPayment?: boolean;
  /** The invoice a renewal held in grace waits for (its number). */
  awaitingInvoice?: string | null;
  /** The contract that renewed this one. */
  renewedAs?: number | null;
};

/** The customer's view of a contract on `today`; null for a draft staff have not sent (not theirs to see yet). */
export function customerContractState(contract: StateSource, today: CalendarDay): CustomerContractState | null {
  switch (contract.status) {
    case "draft":
      return contract.sentAt === null ? null : { state: "waiting" };
    case "active":
    case "expiring": {
      const phase = contractPhase(contract, today);
      if (phase === "grace") return { state: "grace", renewBy: addDays(contract.endsOn, RENEWAL_GRACE_DAYS) };
      // Past grace, the expiry job has not run yet: expired for the customer all the same.
      if (phase === "lapsed") return { state: "expired" };
      if (contract.awaitingPayment) return { state: "awaiting-payment", invoice: contract.awaitingInvoice ?? null };
      if (phase === "ending") return { state: "ending" };
      return { state: "active" };
    }
    case "renewed":
      return contract.renewedAs ? { state: "renewed", nextId: contract.renewedAs } : { state: "renewed" };
    default:
      return { state: contract.status };
  }
}

/** Whether the customer may renew it now: in force, in its last 30 days or in grace. */
export function customerMayRenew(state: CustomerContractState | null): boolean {
  return state?.state === "ending" || state?.state === "grace";
}

/** Whether the contract is open to changes by its customer (auto-renew, a plan change): waiting or in force. */
export function customerMayChange(state: CustomerContractState | null): boolean {
  return (
    state?.state === "waiting" ||
    state?.state === "active" ||
    state?.state === "ending" ||
    state?.state === "grace" ||
    state?.state === "awaiting-payment"
  );
}

/**
 * A contract as the customer's pages show it: plain data (it goes to the browser as it is), filled by
 * customer-contracts.server.ts from the contract, its usage (usage.server.ts) and the customer's
 * measured service (service-metrics' customerServiceFigures).
 */
/** Visits done, still to do (due, booked or under way) and missed. */
export type VisitTally = { done: number; due: number; missed: number };

/** A contract's invoice as the customer's pages list it. */
export type CustomerContractInvoice = {
  id: number;
  number: string;
  periodStartsOn: CalendarDay | null;
  periodEndsOn: CalendarDay | null;
  dueDate: CalendarDay;
  totalPaise: number;
  standing: InvoiceStanding;
};

export type CustomerContractSummary = {
  id: number;
  planName: string;
  state: CustomerContractState;
  /** The invoice a renewal held in grace waits for, with what it asks and by when. */
  awaitingInvoice: { id: number; number: string; totalPaise: number; dueDate: CalendarDay } | null;
  startsOn: CalendarDay;
  endsOn: CalendarDay;
  autoRenew: boolean;
  responseMinutes: number;
  healthChecks: HealthCheckCadence;
  nextBilling: { day: CalendarDay; amountPaise: number } | null;
  usage: {
    healthChecksDone: number;
    visitsUsed: number;
    /** null: no fixed allowance. */
    visitsIncluded: number | null;
    devicesCovered: number;
    deviceLimit: number | null;
    /** Health checks and on-site visits done, still due and missed: this billing period and this contract year. */
    visits: {
      healthChecks: { period: VisitTally; year: VisitTally };
      onSite: { period: VisitTally; year: VisitTally };
    };
  };
  /** Their measured service from the start to now (or where the contract's service ended); null before it starts. */
  service: {
    from: CalendarDay;
    to: CalendarDay;
    figures: {
      opened: number;
      firstResponse: { within: number; due: number; pending: number };
      resolution: { within: number; resolved: number };
    };
  } | null;
};

export type CustomerAcceptance = {
  acceptedAt: string;
  channel: ContractAcceptanceChannel;
  accountEmail: string | null;
  clientAddress: string | null;
  termsText: string;
  termsHash: string;
};

export type CustomerContractPage = CustomerContractSummary & {
  planId: string;
  /** The terms as they stand (what an acceptance would keep) and their hash, posted back with the accept. */
  terms: { text: string; hash: string };
  acceptance: CustomerAcceptance | null;
  renewalOf: number | null;
  renewedAs: number | null;
  /** The next period's terms, while the customer may renew it from this page. */
  renewal: { startsOn: CalendarDay; endsOn: CalendarDay; text: string; hash: string } | null;
  /** Its invoices, the latest period first. */
  invoices: CustomerContractInvoice[];
  /** The other plans a change may be asked for (id and name). */
  planChoices: { id: string; name: string }[];
  mayChange: boolean;
};

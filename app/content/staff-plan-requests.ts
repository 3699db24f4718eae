// Words of the staff console's plan-request pages and of the email a customer receives
// when their request changes status.
import type { PlanRequestStatus } from "~/db/schema";
import { staffPagination } from "./staff";

export const planRequestStatusLabels: Record<PlanRequestStatus, string> = {
  requested: "Requested",
  contacted: "Contacted",
  active: "Active",
  declined: "Declined",
  cancelled: "Cancelled",
};

export const staffPlanRequestsCopy = {
  heading: "Plan requests",
  intro: "Requests for AMC plans from signed-in customers, newest first.",
  filters: {
    legend: "Filter plan requests",
    status: "Status",
    plan: "Plan",
    any: "Any",
    search: "Customer",
    searchHint: "Name or email address",
    apply: "Apply filters",
    clear: "Clear",
  },
  tableLabel: "Plan requests",
  columns: { id: "#", customer: "Customer", plan: "Plan", status: "Status", requested: "Requested" },
  empty: "No plan requests match these filters.",
  summary: (first: number, last: number, total: number) =>
    `${last - first + 1} of ${total} plan request${total === 1 ? "" : "s"}`,
  pagination: staffPagination,
  back: "All plan requests",
  detail: {
    title: (id: number) => `Plan request #${id}`,
    customer: "Customer",
    email: "Email",
    plan: "Plan",
    price: "Price",
    responseTime: "Response time",
    requested: "Requested",
    started: "Active since",
    note: "Customer's note",
    noNote: "No note.",
    historyHeading: "History",
    historyEmpty: "No changes yet.",
    historyEntry: (from: string, to: string) => `${from} → ${to}`,
    by: (who: string) => `by ${who}`,
    messageLabel: "Message to the customer",
  },
  contracts: {
    heading: "Contract",
    intro: "The request becomes active when the customer accepts a contract drafted from it.",
    none: "No contract drafted yet.",
    item: (id: number, plan: string) => `AMC-${id} · ${plan}`,
    starts: (day: string) => `starts ${day}`,
    draft: "Draft a contract",
  },
  change: {
    heading: "Change the status",
    newStatus: "New status",
    message: "Message to the customer",
    messageHint: "Optional. Emailed to the customer and shown on their account page.",
    submit: "Change status",
    final: (status: string) => `This request is ${status.toLowerCase()}: its status cannot change any more.`,
  },
  messages: {
    changed: (status: string) => `Status changed to ${status}. The customer has been emailed.`,
    stale:
      "Someone else changed this request while you had it open. Here is its current state; please check and try again.",
    notAllowed: (from: string, to: string) =>
      `A request that is ${from.toLowerCase()} cannot become ${to.toLowerCase()}.`,
    final: (from: string) => `This request is ${from.toLowerCase()}: its status cannot change any more.`,
    same: (status: string) => `The request is already ${status.toLowerCase()}.`,
    chooseStatus: "Choose the new status",
    messageTooLong: (max: number) => `The message can be at most ${max} characters`,
    failed: "The change could not be saved. Please try again in a moment.",
  },
} as const;

// What other features may use of plan requests (scripts/layer-rules.ts, featureSurface): creating one
// with its staff email — a contract's "ask to change plan" becomes a plan request the staff act on,
// through the same path as the /amc-plans dialog's.
export { createPlanRequest } from "./plan-requests.server";
export { PLAN_REQUEST_NOTE_MAX_LENGTH } from "./form";

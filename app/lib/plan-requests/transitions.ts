// Which status a plan request may move to next by hand. Pure, shared by the staff page (which offers
// only the allowed moves) and the server (which refuses any other): requested → contacted, with
// declined and cancelled as the ways out; declined and cancelled are final. A request becomes active
// only when the customer accepts a contract drafted from it (app/lib/contracts, acceptContract): the
// plan then runs on the terms they accepted, not on a status staff set.
import type { PlanRequestStatus } from "~/db/schema";

export const planRequestTransitions: Readonly<Record<PlanRequestStatus, readonly PlanRequestStatus[]>> = {
  requested: ["contacted", "declined", "cancelled"],
  contacted: ["declined", "cancelled"],
  active: ["cancelled"],
  declined: [],
  cancelled: [],
};

export function allowedTransitions(from: PlanRequestStatus): readonly PlanRequestStatus[] {
  return planRequestTransitions[from];
}

export type TransitionCheck = { ok: true } | { ok: false; reason: "same" | "final" | "not-allowed" };

export function checkTransition(from: PlanRequestStatus, to: PlanRequestStatus): TransitionCheck {
  if (from === to) return { ok: false, reason: "same" };
  const next = planRequestTransitions[from];
  if (next.length === 0) return { ok: false, reason: "final" };
  return next.includes(to) ? { ok: true } : { ok: false, reason: "not-allowed" };
}

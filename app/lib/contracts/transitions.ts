// Which status a contract may move to. Pure, shared by the pages (which offer only allowed actions)
// and the kernel's case type (which refuses any other move). Accepting is the only way to 'active';
// renewing, expiring and cancelling close a contract for good (a new period is a new contract).
import type { ContractStatus } from "~/db/contracts-schema";

export const contractTransitions: Readonly<Record<ContractStatus, readonly ContractStatus[]>> = {
  draft: ["active", "cancelled"],
  active: ["expiring", "renewed", "expired", "cancelled"],
  expiring: ["renewed", "expired", "cancelled"],
  expired: [],
  renewed: [],
  cancelled: [],
};

export function canMoveContract(from: ContractStatus, to: ContractStatus): boolean {
  return contractTransitions[from].includes(to);
}

/** The statuses in which a contract is in force (by its dates: it may not have started yet, or be in grace). */
export const contractInForceStatuses = ["active", "expiring"] as const satisfies readonly ContractStatus[];

/** Closed contracts: nothing changes them any more. */
export function isClosedContract(status: ContractStatus): boolean {
  return contractTransitions[status].length === 0;
}

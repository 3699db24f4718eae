// Words of contracts' preventive schedules (app/lib/visits/preventive.server.ts): what a generated
// visit's history says when the schedule changes it.
export const preventiveVisitsCopy = {
  /** Why a visit still due was cancelled: its contract was cancelled or expired. */
  contractEnded: "The contract ended before this visit was done.",
};

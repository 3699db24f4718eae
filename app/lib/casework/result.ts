// The one result type of every casework command. A command never throws for a business outcome:
// the page turns each outcome into a toast, a 409 with the current value, or a 404.
export type CaseResult<Current = never, Done extends object = object> =
  /** The record is gone (deleted by someone else, or by retention) or never existed. */
  | { outcome: "missing" }
  /** The change asked for is already so: nothing written. */
  | { outcome: "unchanged" }
  /** Someone changed the record since the page was rendered: nothing written; `current` is what they set. */
  | { outcome: "conflict"; current: Current }
  /** The change is not allowed (a move the lifecycle forbids, an assignee who may not take the record). */
  | { outcome: "invalid" }
  /** The same form was posted again (its submission key): the first post's change stands. */
  | { outcome: "duplicate" }
  | ({ outcome: "changed" } & Done);

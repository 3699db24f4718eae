// What a newsletter issue's page says of its delivery: one sentence from one reading of the
// counts, so that "delivered", "waiting" and "done" can never be said at once. Pure (the staff
// page's component calls it; unit-tested).
import { staffIssueCopy } from "~/content/staff-newsletter";

const words = staffIssueCopy.progress;

export type DeliveryCounts = {
  /** Whether the send job is still queuing emails ('sending') or has queued them all ('sent'). */
  status: "sending" | "sent";
  /** The recipients of the issue. */
  total: number;
  /** Emails handed to the outbox so far, and of those the delivered and the given-up ones. */
  queued: number;
  sent: number;
  dead: number;
};

export type DeliveryState = { finished: boolean; text: string };

export function deliveryState({ status, total, queued, sent, dead }: DeliveryCounts): DeliveryState {
  if (status === "sending" && queued < total) {
    return { finished: false, text: words.queuing(sent, total, total - queued) };
  }
  const waiting = queued - sent - dead;
  if (waiting > 0) return { finished: false, text: words.delivering(sent, total, waiting) };
  // Finished once the send job has marked the issue sent (it then stops changing).
  const finished = status === "sent";
  if (dead > 0) return { finished, text: words.failed(sent, total, dead) };
  return { finished, text: words.done(sent, total) };
}

// POST /staff/email/:id (retry): a dead email back to the queue, then back to its page with a toast.
import { outboxStatusLabels, staffEmailDetailCopy } from "~/content/staff-email";
import type { Env } from "~/lib/env.server";
import { textOutcome } from "~/lib/forms/outcome";
import { defineForm } from "~/lib/forms/pipeline.server";
import type { StaffUser } from "~/lib/staff/guard.server";
import { retryDeadEmail } from "./outbox-console.server";
import { redirectWithToast, type FlashMessage } from "~/lib/toast/flash.server";

const copy = staffEmailDetailCopy;

type RetryEnv = Pick<Env, "APP_SECRET" | "NODE_ENV" | "PUBLIC_URL">;

function back(env: RetryEnv, location: string, type: FlashMessage["type"], message: string) {
  return redirectWithToast(env, location, { type, message });
}

/** Only the outbox pages themselves are valid places to return to. */
function returnPath(form: FormData, id: number) {
  const value = form.get("returnTo");
  if (typeof value === "string" && /^\/staff\/email(\/\d+)?(\?[\w=&%.+-]*)?$/.test(value)) return value;
  return `/staff/email/${id}`;
}

export function retryEmailForm(staff: StaffUser, id: number) {
  return defineForm<never, RetryEnv>({
    name: "staff-email-retry",
    maxBytes: 4 * 1024,
    sameOriginOnly: true,
    refused: (status, message) => textOutcome(status, message),
    unavailable: ({ env, form }) => back(env, returnPath(form, id), "error", copy.toasts.failed),
    async handle({ form, db, env }) {
      const location = returnPath(form, id);
      const result = await retryDeadEmail(db, staff, id);
      if (result.outcome === "retried") {
        return back(env, location, "success", copy.toasts.retried(id));
      }
      const status =
        result.outcome === "not-dead"
          ? (outboxStatusLabels[result.status as keyof typeof outboxStatusLabels] ?? result.status).toLowerCase()
          : "gone";
      return back(env, location, "info", copy.toasts.notDead(status));
    },
  });
}

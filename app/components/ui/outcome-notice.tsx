import type { ReactNode } from "react";
import { CircleAlert, CircleCheck } from "~/components/ui/icons";

/**
 * What became of an emailed link (confirmed, unsubscribed, rated…): green and polite when it
 * worked, amber and announced at once when it did not.
 */
export function OutcomeNotice({ good, children }: { good: boolean; children: ReactNode }) {
  return (
    <div
      role={good ? "status" : "alert"}
      className={`flex gap-3 rounded-xl border p-5 ${
        good ? "border-emerald-200 bg-emerald-50 text-emerald-900" : "border-amber-200 bg-amber-50 text-amber-900"
      }`}
    >
      {good ? (
        <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
      ) : (
        <CircleAlert aria-hidden="true" className="size-6 shrink-0" />
      )}
      <p className="font-medium">{children}</p>
    </div>
  );
}

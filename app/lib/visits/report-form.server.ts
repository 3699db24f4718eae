// The staff's corrected service report (POST /staff/visits/:id/reports), through the kernel's case
// form (the origin check, the bounded reader, post/redirect/get): it always answers by going back
// to the visit's page with a toast — the form sits on that page, whose own action does not read
// this one's answers, so a refusal is said in the toast, never as data the page would not show.
import { serviceReportListWords } from "~/content/visit-reports";
import { defineCaseForm } from "~/lib/casework/case-form.server";
import type { CaseActor } from "~/lib/casework/case-type.server";
import { cleanLine } from "~/lib/forms/fields";
import { CORRECTION_REASON_MAX } from "./report-form";
import { issueCorrectedVisitReport } from "./reports.server";

const words = serviceReportListWords.correction;

export function visitReportCorrectionForm(actor: CaseActor & { id: number }, visitId: number) {
  const page = `/staff/visits/${visitId}`;
  return defineCaseForm<"correct-report", "reason">({
    name: "staff-visit-report",
    page,
    maxBytes: 16 * 1024,
    failed: words.failed,
    keep: ["reason"],
    intents: {
      async "correct-report"({ form, db, env, done, missing }) {
        const raw = form.get("reason");
        const reason = typeof raw === "string" ? cleanLine(raw) : "";
        if (reason === "") return done(words.reasonRequired, "error");
        if (reason.length > CORRECTION_REASON_MAX) return done(words.reasonTooLong, "error");
        const result = await issueCorrectedVisitReport(db, actor, visitId, reason, env);
        if (result.outcome === "missing") return missing();
        if (result.outcome === "no-report") return done(words.notCompleted, "error");
        return done(words.done(result.report.number));
      },
    },
  });
}

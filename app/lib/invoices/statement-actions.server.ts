// The statement pages' forms. The upload (POST /staff/invoices/statements) is multipart through the
// streaming reader, the file judged by its content (text) and size (2 MB) while it arrives; a file
// that is no statement, or was imported before, comes back as a message with nothing stored. The
// review page's forms (POST /staff/invoices/statements/:id) each act on one line: confirm it as a
// payment, propose another invoice by its number, or ignore it — post/redirect/get with a toast,
// refusals as the page's data.
import { statementImportCopy, statementReviewCopy } from "~/content/staff-invoice-reconciliation";
import type { CaseActionData } from "~/lib/casework/case-form";
import { type CaseFormEnv, defineCaseForm } from "~/lib/casework/case-form.server";
import { idValue } from "~/lib/casework/list-codec";
import { cleanLine } from "~/lib/forms/fields";
import { dataOutcome } from "~/lib/forms/outcome";
import { defineForm } from "~/lib/forms/pipeline.server";
import type { StaffUser } from "~/lib/staff/guard.server";
import { redirectWithToast } from "~/lib/toast/flash.server";
import { formatDateTime } from "~/lib/india-time";
import { chooseInvoice, confirmLine, ignoreLine, importStatement, type LineResult } from "./statements.server";
import { statementUploadRule } from "./statement-upload";

export type StatementUploadData = CaseActionData<"import", "statement", { duplicateOf?: number }>;

export function statementUploadForm(actor: StaffUser) {
  const words = statementImportCopy;
  const answer = (status: number, fields: Partial<StatementUploadData>) =>
    dataOutcome<StatementUploadData>(status, {
      intent: "import",
      message: null,
      fieldErrors: {},
      values: {},
      ...fields,
    });
  return defineForm<StatementUploadData, CaseFormEnv>({
    name: "staff-statement-import",
    maxBytes: 1024,
    sameOriginOnly: true,
    uploads: statementUploadRule,
    refused: (status, message) => answer(status, { fieldErrors: { statement: message } }),
    unavailable: () => answer(503, { message: words.errors.failed }),
    async handle({ db, env, uploads }) {
      if (!uploads.ok) return answer(400, { fieldErrors: { statement: uploads.message } });
      const [file] = uploads.files;
      if (!file) return answer(400, { fieldErrors: { statement: words.errors.noHeader } });
      const imported = await importStatement(db, actor, file);
      if (imported.ok)
        return redirectWithToast(env, `/staff/invoices/statements/${imported.statementId}`, {
          type: "success",
          message: words.imported(imported.lines, imported.proposed),
        });
      if (imported.reason === "duplicate")
        return answer(409, {
          message: words.errors.duplicate(formatDateTime(imported.importedAt)),
          duplicateOf: imported.statementId,
        });
      const message = imported.reason === "no-header" ? words.errors.noHeader : words.errors.noCredits;
      return answer(400, { fieldErrors: { statement: message } });
    },
  });
}

type ReviewIntent = "confirm" | "choose" | "ignore";
export type StatementReviewData = CaseActionData<ReviewIntent, "invoiceNumber", { lineId?: number }>;

const refusals = statementReviewCopy.errors;
function refusalOf(result: Extract<LineResult, { ok: false }>): string {
  switch (result.reason) {
    case "confirmed":
      return refusals.confirmed;
    case "ignored":
      return refusals.ignored;
    case "no-invoice":
      return refusals.noInvoice;
    case "unknown-invoice":
      return refusals.unknownInvoice;
    case "not-payable":
      return refusals.notPayable;
    case "exceeds-outstanding":
      return refusals.exceedsOutstanding;
    case "duplicate-reference":
      return refusals.duplicateReference;
    default:
      return statementReviewCopy.toasts.failed;
  }
}

/** The review page's line actions; `statementId` is the page's statement. */
export function statementReviewForm(actor: StaffUser, statementId: number) {
  const toasts = statementReviewCopy.toasts;
  return defineCaseForm<ReviewIntent, "invoiceNumber", { lineId?: number }>({
    name: "staff-statement-review",
    page: `/staff/invoices/statements/${statementId}`,
    maxBytes: 4 * 1024,
    failed: toasts.failed,
    keep: ["invoiceNumber"],
    intents: {
      async confirm({ form, db, answer, done, missing }) {
        const lineId = idValue(String(form.get("lineId") ?? ""));
        if (lineId === null) return missing();
        const result = await confirmLine(db, actor, statementId, lineId);
        if (result.ok) return done(toasts.confirmed(result.receiptNumber ?? ""));
        if (result.reason === "missing") return missing();
        return answer(409, { message: refusalOf(result), lineId });
      },
      async choose({ form, db, answer, done, missing }) {
        const lineId = idValue(String(form.get("lineId") ?? ""));
        if (lineId === null) return missing();
        const number = cleanLine(String(form.get("invoiceNumber") ?? ""))
          .replace(/\s+/g, "")
          .toUpperCase();
        if (!number)
          return answer(400, {
            message: refusals.invoiceRequired,
            fieldErrors: { invoiceNumber: refusals.invoiceRequired },
            lineId,
          });
        const result = await chooseInvoice(db, actor, statementId, lineId, number);
        if (result.ok) return done(toasts.chosen(result.invoiceNumber ?? number));
        if (result.reason === "missing") return missing();
        const message = refusalOf(result);
        return answer(400, {
          message,
          fieldErrors: { invoiceNumber: message },
          values: { invoiceNumber: number },
          lineId,
        });
      },
      async ignore({ form, db, answer, done, missing }) {
        const lineId = idValue(String(form.get("lineId") ?? ""));
        if (lineId === null) return missing();
        const result = await ignoreLine(db, actor, statementId, lineId);
        if (result.ok) return done(toasts.ignored);
        if (result.reason === "missing") return missing();
        return answer(409, { message: refusalOf(result), lineId });
      },
    },
  });
}

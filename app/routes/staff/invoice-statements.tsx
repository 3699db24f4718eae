import { Link } from "react-router";
import type { Route } from "./+types/invoice-statements";
import { DateTime } from "~/components/staff/date-time";
import { FileField } from "~/components/ui/file-field";
import { FormAlert, SubmitButton } from "~/components/ui/form-fields";
import { TableScroller } from "~/components/ui/table-scroller";
import { statementImportCopy as copy, statementLayoutLabels } from "~/content/staff-invoice-reconciliation";
import { staffMeta } from "~/lib/casework/page";
import { formAction } from "~/lib/form-action.server";
import { dbContext } from "~/lib/http/request-context.server";
import { type StatementUploadData, statementUploadForm } from "~/lib/invoices/statement-actions.server";
import { recentStatements } from "~/lib/invoices/statements.server";
import { statementUploadRule } from "~/lib/invoices/statement-upload";
import { staffOf, staffPageHeaders } from "~/lib/staff/guard.server";
import { acceptAttribute } from "~/lib/uploads/kinds";

// /staff/invoices/statements: the upload form (multipart, works without JavaScript) and the imports so far.
export async function loader({ context }: Route.LoaderArgs) {
  staffOf(context);
  return { statements: await recentStatements(context.get(dbContext)) };
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, statementUploadForm(staffOf(args.context)));
}

export const headers = staffPageHeaders;

export const meta: Route.MetaFunction = () => staffMeta(copy.title);

const linkClass = "text-brand-800 underline underline-offset-2 hover:text-brand-900";
const cellClass = "border-b border-slate-200 px-3 py-2 text-left align-top";

export default function InvoiceStatements({ loaderData, actionData }: Route.ComponentProps) {
  const answer: StatementUploadData | undefined = actionData;
  const past = copy.past;
  return (
    <>
      <Link to="/staff/invoices" className={`text-sm font-semibold ${linkClass}`}>
        {copy.back}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{copy.heading}</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{copy.intro}</p>

      <form method="post" encType="multipart/form-data" className="mt-6 max-w-xl space-y-4">
        <FormAlert message={answer?.message} />
        {answer?.duplicateOf ? (
          <p>
            <Link to={`/staff/invoices/statements/${answer.duplicateOf}`} className={linkClass}>
              {copy.errors.openDuplicate}
            </Link>
          </p>
        ) : null}
        <FileField
          name={statementUploadRule.field}
          label={copy.field}
          hint={copy.hint}
          accept={acceptAttribute(statementUploadRule.kinds)}
          required
          error={answer?.fieldErrors.statement}
        />
        <SubmitButton busy={false} label={copy.submit} busyLabel={copy.busy} fullWidth={false} />
      </form>

      <section aria-labelledby="past-imports" className="mt-10">
        <h2 id="past-imports" className="text-lg font-semibold text-slate-900">
          {past.heading}
        </h2>
        {loaderData.statements.length === 0 ? (
          <p className="mt-2 text-slate-700">{past.empty}</p>
        ) : (
          <TableScroller label={past.caption} className="mt-3">
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">{past.caption}</caption>
              <thead>
                <tr>
                  {[past.file, past.bank, past.importedAt, past.by, past.lines, past.confirmed, past.waiting].map(
                    (header) => (
                      <th key={header} scope="col" className={`${cellClass} font-semibold text-slate-900`}>
                        {header}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {loaderData.statements.map((statement) => (
                  <tr key={statement.id}>
                    <td className={cellClass}>
                      <Link to={`/staff/invoices/statements/${statement.id}`} className={linkClass}>
                        {statement.fileName}
                      </Link>
                    </td>
                    <td className={cellClass}>{statementLayoutLabels[statement.layout]}</td>
                    <td className={`${cellClass} whitespace-nowrap`}>
                      <DateTime value={statement.createdAt} />
                    </td>
                    <td className={cellClass}>{statement.uploadedByName ?? "—"}</td>
                    <td className={`${cellClass} tabular-nums`}>{statement.lines}</td>
                    <td className={`${cellClass} tabular-nums`}>{statement.confirmed}</td>
                    <td className={`${cellClass} tabular-nums`}>{statement.waiting}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        )}
      </section>
    </>
  );
}

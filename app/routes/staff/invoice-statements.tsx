import { Link } from "react-router";
import type { Route } from "./+types/invoice-statements";
import { RecordLink, RecordList, timeColumn } from "~/components/staff/record-list";
import { FileField } from "~/components/ui/file-field";
import { FormAlert, SubmitButton } from "~/components/ui/form-fields";
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

type Imported = Route.ComponentProps["loaderData"]["statements"][number];

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
        <RecordList
          rows={loaderData.statements}
          columns={[
            {
              header: past.file,
              cell: (row) => <RecordLink to={`/staff/invoices/statements/${row.id}`}>{row.fileName}</RecordLink>,
            },
            { header: past.bank, cell: (row) => statementLayoutLabels[row.layout] },
            timeColumn<Imported>(past.importedAt, (row) => row.createdAt),
            { header: past.by, cell: (row) => row.uploadedByName ?? "—" },
            { header: past.lines, className: "tabular-nums", cell: (row) => row.lines },
            { header: past.confirmed, className: "tabular-nums", cell: (row) => row.confirmed },
            { header: past.waiting, className: "tabular-nums", cell: (row) => row.waiting },
          ]}
          words={{ tableLabel: past.caption, empty: past.empty }}
        />
      </section>
    </>
  );
}

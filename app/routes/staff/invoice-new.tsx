import { Link } from "react-router";
import type { Route } from "./+types/invoice-new";
import { IssueInvoiceForm } from "~/components/staff/invoice-forms";
import { billingCodes, defaultBillingCodes } from "~/content/gst";
import { newInvoiceCopy as copy } from "~/content/staff-invoices";
import { visitKindLabels } from "~/content/visits";
import { idValue } from "~/lib/casework/list-codec";
import { staffMeta } from "~/lib/casework/page";
import { formAction } from "~/lib/form-action.server";
import { dbContext } from "~/lib/http/request-context.server";
import { formatLongDate } from "~/lib/india-time";
import { invoicingConfig } from "~/lib/invoices/company.server";
import { visitForInvoice } from "~/lib/invoices/staff.server";
import { issueInvoiceForm } from "~/lib/invoices/staff-actions.server";
import { INVOICE_LIMITS, type IssueActionData } from "~/lib/invoices/staff-query";
import { notFound, staffOf } from "~/lib/staff/guard.server";

// /staff/invoices/new, optionally ?visit=ID: the invoice starts from that visit's customer, its
// labour and (when the technician noted parts) a parts line, for staff to price.
export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context);
  const raw = new URL(request.url).searchParams.get("visit");
  const visitId = raw === null ? null : idValue(raw);
  const visit = visitId === null ? null : await visitForInvoice(context.get(dbContext), visitId);
  if (raw !== null && !visit) throw notFound(request);
  const enabled = invoicingConfig().enabled;
  if (!visit) {
    return { enabled, visit: null, initial: { quantity1: "1", unit1: "nos", quantity2: "1", unit2: "nos" } };
  }
  const kind = visitKindLabels[visit.kind];
  const day = formatLongDate(visit.day);
  const parts = visit.partsUsed?.split("\n").filter(Boolean).join(", ") ?? "";
  return {
    enabled,
    visit: { id: visit.id, text: copy.fromVisit(kind, day, visit.customerName, visit.customerEmail) },
    initial: {
      description1: copy.visit.labour(kind, day),
      code1: defaultBillingCodes.visitLabour,
      quantity1: "1",
      unit1: "nos",
      ...(parts
        ? { description2: parts.slice(0, INVOICE_LIMITS.description), code2: defaultBillingCodes.visitParts }
        : {}),
      quantity2: "1",
      unit2: "nos",
    },
  };
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, issueInvoiceForm(staffOf(args.context)));
}

export const meta: Route.MetaFunction = () => staffMeta(copy.title);

export default function NewInvoice({ loaderData, actionData }: Route.ComponentProps) {
  const { enabled, visit, initial } = loaderData;
  const answer: IssueActionData | undefined = actionData;
  return (
    <>
      <Link to="/staff/invoices" className="text-sm font-semibold text-brand-800 underline underline-offset-2">
        {copy.back}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{copy.title}</h1>
      {enabled ? (
        <>
          <p className="mt-1 max-w-3xl text-slate-700">{copy.intro}</p>
          <IssueInvoiceForm
            words={copy}
            customer={
              visit
                ? { kind: "fixed", text: visit.text, hidden: { name: "visit", value: visit.id } }
                : { kind: "email" }
            }
            codes={billingCodes}
            initial={initial}
            initialLineRows={INVOICE_LIMITS.lineRows}
            answer={answer}
          />
        </>
      ) : (
        <p className="mt-4 max-w-3xl rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900">
          {copy.notSetUp}
        </p>
      )}
    </>
  );
}

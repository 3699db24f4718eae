import type { Route } from "./+types/account-invoice";
import { CustomerInvoicePageView } from "~/components/invoices/customer-invoice-views";
import { StaticRegion } from "~/components/ui/static-region";
import * as invoicesEn from "~/content/invoices-customer";
import * as invoicesMl from "~/content/invoices-customer.ml";
import { requireUser } from "~/lib/auth/auth.server";
import { idValue } from "~/lib/casework/list-codec";
import { formAction } from "~/lib/form-action.server";
import { localeOf } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { privateFormPageHeaders } from "~/lib/forms/outcome";
import { dbContext } from "~/lib/http/request-context.server";
import { customerInvoicePage, invoicePageAnswer, paymentClaimForm } from "~/lib/invoices/customer-invoices.server";
import { customerInvoice } from "~/lib/invoices/invoices.server";
import { documentTitle, metaTags } from "~/lib/meta";
import { notFound } from "~/lib/staff/guard.server";
import { staticRegions } from "~/lib/static-regions.server";

// Server-only (the loader's): the title and description in both languages.
const invoiceWords = localized(invoicesEn, invoicesMl);

export async function loader(args: Route.LoaderArgs) {
  const { request, context, params, url } = args;
  const locale = localeOf(url.pathname);
  const copy = invoiceWords[locale].invoicePageCopy;
  const user = await requireUser(request, context);
  const id = idValue(params.id);
  // Someone else's invoice answers exactly like an id that does not exist.
  const page = id === null ? null : await customerInvoicePage(context.get(dbContext), user.id, id, locale);
  if (!page) throw notFound(request);
  // The page, its QR code and form included, is server-rendered markup for this customer alone (see
  // app/lib/static-regions.ts); the action's answer, when this request was a post, is rendered here.
  const { view } = staticRegions(
    args,
    "account-invoice",
    { view: <CustomerInvoicePageView page={page} answer={context.get(invoicePageAnswer)} /> },
    { perVisitor: true },
  );
  const { number, kind } = page.document;
  return {
    meta: [
      { title: documentTitle(kind === "credit_note" ? copy.creditNoteTitle(number) : copy.title(number)) },
      { name: "description", content: copy.description },
      { name: "robots", content: "noindex" },
    ],
    view,
  };
}

export async function action(args: Route.ActionArgs) {
  const { request, context, params } = args;
  const user = await requireUser(request, context);
  const id = idValue(params.id);
  if (id === null || (await customerInvoice(context.get(dbContext), user.id, id)) === null) throw notFound(request);
  return formAction(args, paymentClaimForm(user, id, localeOf(new URL(request.url).pathname)), invoicePageAnswer);
}

export const headers = privateFormPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function AccountInvoice({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-10">
      <StaticRegion region={loaderData.view} />
    </div>
  );
}

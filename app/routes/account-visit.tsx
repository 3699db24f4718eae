import type { Route } from "./+types/account-visit";
import { CustomerVisitView } from "~/components/visits/customer-visit-view";
import { StaticRegion } from "~/components/ui/static-region";
import * as customerEn from "~/content/visits-customer";
import * as customerMl from "~/content/visits-customer.ml";
import * as visitsEn from "~/content/visits";
import * as visitsMl from "~/content/visits.ml";
import { requireUser } from "~/lib/auth/auth.server";
import { idValue } from "~/lib/casework/list-codec";
import { formAction } from "~/lib/form-action.server";
import { localeOf } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { privateFormPageHeaders } from "~/lib/forms/outcome";
import { dbContext } from "~/lib/http/request-context.server";
import { documentTitle, metaTags } from "~/lib/meta";
import { notFound } from "~/lib/staff/guard.server";
import { staticRegions } from "~/lib/static-regions.server";
import { customerVisitPage, rescheduleForm, visitPageAnswer } from "~/lib/visits/customer-visits.server";
import { customerVisit } from "~/lib/visits/visits.server";

// Server-only (the loader's): the title and description in both languages.
const customerWords = localized(customerEn, customerMl);
const visitWords = localized(visitsEn, visitsMl);

export async function loader(args: Route.LoaderArgs) {
  const { request, context, params, url } = args;
  const locale = localeOf(url.pathname);
  const copy = customerWords[locale].customerVisitCopy;
  const { visitKindLabels } = visitWords[locale];
  const user = await requireUser(request, context);
  const id = idValue(params.id);
  // Someone else's visit answers exactly like an id that does not exist.
  const visit = id === null ? null : await customerVisitPage(context.get(dbContext), user.id, id);
  if (!visit) throw notFound(request);
  // The page, its form included, is server-rendered markup for this customer alone (see
  // app/lib/static-regions.ts); the action's answer, when this request was a post, is rendered here.
  const { view } = staticRegions(
    args,
    "account-visit",
    { view: <CustomerVisitView visit={visit} answer={context.get(visitPageAnswer)} /> },
    { perVisitor: true },
  );
  return {
    meta: [
      { title: documentTitle(copy.title(visitKindLabels[visit.kind])) },
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
  if (id === null || (await customerVisit(context.get(dbContext), user.id, id)) === null) throw notFound(request);
  return formAction(args, rescheduleForm(user, id, localeOf(new URL(request.url).pathname)), visitPageAnswer);
}

export const headers = privateFormPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function AccountVisit({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-10">
      <StaticRegion region={loaderData.view} />
    </div>
  );
}

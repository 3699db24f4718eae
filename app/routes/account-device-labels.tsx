import type { Route } from "./+types/account-device-labels";
import { LabelSheetPage } from "~/components/devices/label-sheet";
import { StaticRegion } from "~/components/ui/static-region";
import * as labelsEn from "~/content/device-labels";
import * as labelsMl from "~/content/device-labels.ml";
import { requireUser } from "~/lib/auth/auth.server";
import { idValue } from "~/lib/casework/list-codec";
import { labelsForm, labelsPageAnswer } from "~/lib/devices/customer-actions.server";
import { findCustomerDevice } from "~/lib/devices/devices.server";
import { labelSheet } from "~/lib/devices/labels.server";
import { formAction } from "~/lib/form-action.server";
import { localeOf } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { privateFormPageHeaders } from "~/lib/forms/outcome";
import { dbContext, envContext } from "~/lib/http/request-context.server";
import { pagePath } from "~/lib/http/return-path";
import { documentTitle, metaTags } from "~/lib/meta";
import { notFound } from "~/lib/staff/guard.server";
import { staticRegions } from "~/lib/static-regions.server";

/**
 * The sheet's devices: ?device=ID for one of the customer's devices in use (anyone else's, a
 * retired one or a malformed id is the site's 404), else all of theirs in use (null).
 */
async function sheetDevice(args: Route.LoaderArgs | Route.ActionArgs, customerId: number): Promise<number | null> {
  const raw = new URL(args.request.url).searchParams.get("device");
  if (raw === null) return null;
  const id = idValue(raw);
  if (!id || !(await findCustomerDevice(args.context.get(dbContext), customerId, id))) throw notFound(args.request);
  return id;
}

// Server-only (the loader's): the sheet's words in both languages.
const labelWords = localized(labelsEn, labelsMl);

export async function loader(args: Route.LoaderArgs) {
  const { request, context, url } = args;
  const locale = localeOf(url.pathname);
  const copy = labelWords[locale].deviceLabelCopy;
  const user = await requireUser(request, context);
  const deviceId = await sheetDevice(args, user.id);
  const labels = await labelSheet(
    context.get(dbContext),
    user.id,
    deviceId,
    context.get(envContext).PUBLIC_URL,
    locale,
  );
  // The sheet is this customer's alone, rendered on the server with its QR codes (no code in the bundle).
  const { view } = staticRegions(
    args,
    "account-device-labels",
    {
      view: (
        <LabelSheetPage
          heading={copy.heading}
          back={{ href: deviceId === null ? "/account/devices" : `/account/devices/${deviceId}`, label: copy.back }}
          labels={labels}
          message={context.get(labelsPageAnswer)?.message ?? null}
        />
      ),
    },
    { perVisitor: true },
  );
  return {
    meta: [
      { title: documentTitle(copy.title) },
      { name: "description", content: copy.description },
      { name: "robots", content: "noindex" },
    ],
    view,
  };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args.request, args.context);
  const deviceId = await sheetDevice(args, user.id);
  const locale = localeOf(new URL(args.request.url).pathname);
  return formAction(args, labelsForm(user, deviceId, pagePath(args.request), locale), labelsPageAnswer);
}

export const headers = privateFormPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function AccountDeviceLabels({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-10">
      <StaticRegion region={loaderData.view} />
    </div>
  );
}

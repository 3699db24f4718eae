import type { Route } from "./+types/account-device";
import { idValue } from "~/lib/casework/list-codec";
import { DevicePageView } from "~/components/devices/customer-device-views";
import { StaticRegion } from "~/components/ui/static-region";
import * as devicesEn from "~/content/devices-customer";
import * as devicesMl from "~/content/devices-customer.ml";
import { requireUser } from "~/lib/auth/auth.server";
import { deviceForm, devicePageAnswer, devicePhotoForm } from "~/lib/devices/customer-actions.server";
import { getCustomerDevicePage } from "~/lib/devices/customer-devices.server";
import { findCustomerDevice } from "~/lib/devices/devices.server";
import { isMultipartPost } from "~/lib/uploads/multipart.server";
import { deviceName } from "~/lib/devices/customer-view";
import { formAction } from "~/lib/form-action.server";
import { localeOf } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { privateFormPageHeaders } from "~/lib/forms/outcome";
import { dbContext } from "~/lib/http/request-context.server";
import { documentTitle, metaTags } from "~/lib/meta";
import { notFound } from "~/lib/staff/guard.server";
import { staticRegions } from "~/lib/static-regions.server";

/** /account/devices/new adds a device (null); any other segment must be the id of one of theirs. */
function target(request: Request, param: string | undefined): number | null {
  if (param === "new") return null;
  const id = idValue(param);
  if (!id) throw notFound(request);
  return id;
}

// Server-only (the loader's): the title and description in both languages.
const deviceWords = localized(devicesEn, devicesMl);

export async function loader(args: Route.LoaderArgs) {
  const { request, context, params, url } = args;
  const copy = deviceWords[localeOf(url.pathname)].deviceFormCopy;
  const user = await requireUser(request, context);
  const id = target(request, params.id);
  // Someone else's device, and a retired one, answer exactly like an id that does not exist.
  const page = await getCustomerDevicePage(context.get(dbContext), user.id, id);
  if (!page) throw notFound(request);
  // The whole page, its forms included, is server-rendered markup for this customer alone (see
  // app/lib/static-regions.ts); the action's answer, when this request was a post, is rendered here.
  const { view } = staticRegions(
    args,
    "account-device",
    { view: <DevicePageView page={page} answer={context.get(devicePageAnswer)} /> },
    { perVisitor: true },
  );
  const title = page.device ? copy.title(deviceName(page.device)) : copy.newTitle;
  return {
    meta: [
      { title: documentTitle(title) },
      { name: "description", content: copy.description },
      { name: "robots", content: "noindex" },
    ],
    view,
  };
}

export async function action(args: Route.ActionArgs) {
  const { request, context, params } = args;
  const user = await requireUser(request, context);
  const id = target(request, params.id);
  if (id !== null && (await findCustomerDevice(context.get(dbContext), user.id, id)) === null) throw notFound(request);
  // The photo has a form of its own on an existing device's page, told apart by its multipart body.
  const locale = localeOf(new URL(request.url).pathname);
  const form =
    id !== null && isMultipartPost(request) ? devicePhotoForm(user, id, locale) : deviceForm(user, id, locale);
  return formAction(args, form, devicePageAnswer);
}

export const headers = privateFormPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function AccountDevice({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-10">
      <StaticRegion region={loaderData.view} />
    </div>
  );
}

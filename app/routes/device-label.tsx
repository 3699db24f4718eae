import { redirect } from "react-router";
import type { Route } from "./+types/device-label";
import { requireUser } from "~/lib/auth/auth.server";
import { localeOf, pathIn } from "~/lib/i18n/locale";
import { deviceByLabelToken, isLabelToken } from "~/lib/devices/labels.server";
import { dbContext } from "~/lib/http/request-context.server";
import { notFound } from "~/lib/staff/guard.server";

// /d/{token}, from a device label's QR code: "report a problem with this device". Only reads: the
// device's customer goes on to the new-ticket form with the device chosen (through sign-in when
// signed out); an unknown or revoked token, a retired device and another account's token all get
// the site's 404, so a label tells nobody else anything. Never indexed (the token is a secret).
export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const device = isLabelToken(params.token) ? await deviceByLabelToken(context.get(dbContext), params.token) : null;
  if (!device) throw notFound(request);
  const user = await requireUser(request, context);
  if (user.id !== device.userId) throw notFound(request);
  // A label printed from a Malayalam page opens /ml/d/{token}: the report goes on in Malayalam.
  return redirect(pathIn(localeOf(url.pathname), `/account/tickets/new?device=${device.id}`));
}

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

// Never drawn (the loader always redirects or answers 404): a page route, so its 404 is the site's page.
export default function DeviceLabel() {
  return null;
}

import { data, Link, Outlet, useLocation } from "react-router";
import type { Route } from "./+types/layout";
import { FlashToast } from "~/components/layout/flash-toast";
import { staffCopy, staffNav } from "~/content/staff";
import { canOpen } from "~/lib/casework/policy";
import { envContext } from "~/lib/http/request-context.server";
import { staffAccess, staffOf, staffPageHeaders } from "~/lib/staff/guard.server";
import { cookieSettings } from "~/lib/http/cookies.server";
import { takeFlash } from "~/lib/toast/flash.server";

// The whole console — every page, action and file below /staff — is checked once, here: signed out →
// /login and back; a customer, or a section the policy keeps from this member → the site's 404.
export const middleware: Route.MiddlewareFunction[] = [staffAccess];

// This layout reloads after every staff form post, so it, not the site's layout, shows the one-shot
// message the post left (the site's layout leaves /staff messages alone).
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffOf(context);
  const { flash, clear } = await takeFlash(request, cookieSettings(context.get(envContext)));
  return data(
    { staff: { fullName: staff.fullName, role: staff.role }, flash },
    { headers: clear ? { "Set-Cookie": clear } : undefined },
  );
}

// Every staff page is personal data: never cached by anyone, never indexed.
export const headers = staffPageHeaders;

/**
 * The menu item the page belongs to: the longest one that is the path or a folder above it, so that
 * /staff/visits/today marks "Today's visits" and /staff/visits/42 marks "Visits" (the dashboard only
 * on itself).
 */
function currentItem(items: readonly { href: string }[], pathname: string): string | undefined {
  let best: string | undefined;
  for (const { href } of items) {
    const inside = pathname === href || (href !== "/staff" && pathname.startsWith(`${href}/`));
    if (inside && (!best || href.length > best.length)) best = href;
  }
  return best;
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  const { staff } = loaderData;
  const items = staffNav.filter((item) => canOpen(staff, item.href));
  const current = currentItem(items, useLocation().pathname);
  return (
    <div className="container-page grid gap-8 py-8 lg:grid-cols-[14rem_1fr]">
      <nav aria-label={staffCopy.navLabel} className="lg:sticky lg:top-24 lg:self-start">
        <p className="text-sm font-bold uppercase tracking-wide text-slate-600">{staffCopy.consoleName}</p>
        <p className="mt-1 text-sm text-slate-600">{staffCopy.signedInAs(staff.fullName, staff.role)}</p>
        <ul className="mt-4 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
          {items.map((item) => (
            <li key={item.href}>
              <Link
                to={item.href}
                aria-current={item.href === current ? "page" : undefined}
                className={`block rounded-lg px-3 py-2 text-sm font-semibold ${
                  item.href === current ? "bg-brand-700 text-white" : "text-slate-800 hover:bg-slate-100"
                }`}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">
        <FlashToast flash={loaderData.flash} />
        <Outlet />
      </div>
    </div>
  );
}

import { data, Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/site-layout";
import { ChatLauncher } from "~/components/chat/chat-launcher";
import { FlashToast } from "~/components/layout/flash-toast";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { useHeaderControls } from "~/components/layout/use-header-controls";
import { useNewsletterForms } from "~/components/layout/use-newsletter-forms";
import { StaticRegion } from "~/components/ui/static-region";
import { SkipLink } from "~/components/layout/skip-link";
import { useChromeWords } from "~/lib/i18n/use-locale";
import { getSessionLookup } from "~/lib/auth/auth.server";
import * as chatLauncherEn from "~/content/chat-launcher";
import * as chatLauncherMl from "~/content/chat-launcher.ml";
import * as servicesEn from "~/content/services";
import * as servicesMl from "~/content/services.ml";
import { localeOf, unlocalizedPath } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { envContext } from "~/lib/http/request-context.server";
import { staticRegions } from "~/lib/static-regions.server";
import { useStaticLinkRouting } from "~/lib/use-static-link-routing";
import { cookieSettings } from "~/lib/http/cookies.server";
import { takeFlash } from "~/lib/toast/flash.server";
import { logger } from "~/lib/log/logger.server";

const STAFF_PATH = /^\/staff(\/|\.|$)/;

const chatLauncherWords = localized(chatLauncherEn, chatLauncherMl);
const serviceContent = localized(servicesEn, servicesMl);

// The header needs the signed-in user (account menu instead of Login / Sign Up) and a redirect may
// have left a one-shot message. Without cookies this reads nothing from the database.
export async function loader(args: Route.LoaderArgs) {
  const { request, context } = args;
  // A database outage must not take every page down: the visitor is shown signed out meanwhile.
  const lookup = await getSessionLookup(request, context).catch((error: unknown) => {
    logger.error(`[auth] session lookup failed: ${error instanceof Error ? error.message : String(error)}`);
    return { user: null, setCookie: null };
  });
  // The staff console shows its own one-shot messages (staff/layout.tsx): its forms do not reload
  // this layout, so the message would otherwise wait for the next page.
  const { flash, clear } = STAFF_PATH.test(new URL(request.url).pathname)
    ? { flash: null, clear: null }
    : await takeFlash(request, cookieSettings(context.get(envContext)));
  const headers = new Headers();
  if (lookup.setCookie) headers.append("Set-Cookie", lookup.setCookie);
  if (clear) headers.append("Set-Cookie", clear);
  const user = lookup.user ? { fullName: lookup.user.fullName, email: lookup.user.email } : null;
  // Header and footer are server-rendered markup: none of their code or words is in the browser's
  // JavaScript. A signed-in visitor's header names them, so it is rendered for them alone.
  // The language switcher keeps the query string, so the header is rendered for path and query.
  const { search, pathname } = args.url;
  // The Services menu names the services in the page's language.
  const { headerServices } = serviceContent[localeOf(pathname)];
  const { header } = staticRegions(
    args,
    "site",
    { header: <SiteHeader user={user} services={headerServices} search={search} /> },
    { perVisitor: user !== null, variant: search },
  );
  const year = new Date().getFullYear();
  const { footer } = staticRegions(args, "site", { footer: <SiteFooter year={year} /> }, { variant: String(year) });
  // The chat button is an island: its words travel with the page's data, in the page's language only.
  const chatLauncher = chatLauncherWords[localeOf(args.url.pathname)].chatLauncherCopy;
  return data({ user, flash, header, footer, chatLauncher }, { headers });
}

/**
 * Form posts that can change who is signed in or leave a message for the next page: the account
 * forms, the support tickets' and contracts' forms and every staff console action (they answer with a
 * redirect and a flash message), in either language.
 */
const ACCOUNT_ACTIONS =
  /^\/(login|signup|logout|verify-email|reset-password|plan-requests|account\/(tickets|contracts)|staff(\/|$))/;

// Other submissions (contact form, newsletter box) change nothing the layout shows: skipping the
// reload saves a request each time, and a failed submission cannot fail the whole layout.
// A change of query string on the same page (portfolio filter, blog search, insights tab) cannot
// change who is signed in either, so it does not reload the header's data.
export function shouldRevalidate({
  formAction,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formAction) return ACCOUNT_ACTIONS.test(unlocalizedPath(new URL(formAction, "http://a").pathname));
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  useStaticLinkRouting();
  useHeaderControls(loaderData.header.id);
  useNewsletterForms();
  return (
    <>
      <SkipLink label={useChromeWords().skipToContent} />
      <FlashToast flash={loaderData.flash} />
      <StaticRegion region={loaderData.header} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      {/* Between main and footer on purpose: see ChatLauncher on why it never covers the footer. */}
      <ChatLauncher copy={loaderData.chatLauncher} />
      <StaticRegion region={loaderData.footer} />
    </>
  );
}

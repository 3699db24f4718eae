import { Link, Outlet } from "react-router";
import type { Route } from "./+types/auth-layout";
import { LanguageSwitch } from "~/components/layout/language-switch";
import { Logo } from "~/components/layout/logo";
import * as navigationEn from "~/content/navigation";
import * as navigationMl from "~/content/navigation.ml";
import { siteIdentity } from "~/content/site-identity";
import { localeOf } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { useLocalePath } from "~/lib/i18n/use-locale";

const navigation = localized(navigationEn, navigationMl);

// The frame's words in the page's language, from the server: the browser's bundle carries neither.
export function loader({ url }: Route.LoaderArgs) {
  const { headerCopy, authLayoutCopy } = navigation[localeOf(url.pathname)];
  return { words: { home: headerCopy.home, backTo: authLayoutCopy.backTo(siteIdentity.name) } };
}

/** Sign-in pages sit outside the site layout: a quiet card with a way back home. */
export default function AuthLayout({ loaderData }: Route.ComponentProps) {
  const { words } = loaderData;
  const to = useLocalePath();
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-br from-brand-50 via-white to-slate-100">
      <header className="container-page flex h-16 items-center justify-between gap-4">
        <Logo homeLabel={words.home} />
        <LanguageSwitch />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-10">
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
          <Outlet />
        </div>
      </main>
      <footer className="py-6 text-center text-sm text-slate-600">
        <Link to={to("/")} className="underline hover:text-slate-900">
          {words.backTo}
        </Link>
      </footer>
    </div>
  );
}

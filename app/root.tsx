import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import type { Route } from "./+types/root";
import { errorIslands } from "~/components/layout/error-islands";
import { InlineStyles } from "~/components/layout/inline-styles";
import { Toaster } from "~/components/ui/toaster";
import { chromeWords } from "~/lib/i18n/chrome.server";
import { siteIdentity } from "~/content/site-identity";
import { htmlLang, languageAlternates, localeOf } from "~/lib/i18n/locale";
import { useOptionalChromeWords } from "~/lib/i18n/use-locale";

// The frame's words (toaster, skip link, error screens) in the page's language: see chrome.server.ts.
export function loader({ url }: Route.LoaderArgs) {
  return { chrome: chromeWords(localeOf(url.pathname)) };
}

// They change with the language only.
export function shouldRevalidate({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) {
  return localeOf(currentUrl.pathname) !== localeOf(nextUrl.pathname);
}

export function Layout({ children }: { children: React.ReactNode }) {
  // The URL decides the language (English, or Malayalam under /ml): no cookie, no header.
  const { pathname } = useLocation();
  const lang = htmlLang[localeOf(pathname)];
  // Says that the page has hydrated — every controller's effect has run before this one; a lazy island
  // hydrates when its code arrives, and says so itself where a test needs it — for the end-to-end
  // tests: hydration starts only after the first paint (deferred-hydration.server.ts).
  useEffect(() => {
    document.documentElement.setAttribute("data-hydrated", "");
  }, []);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        {/* favicon.ico, the apple-touch icon and the manifest are linked by entry.server (app/lib/seo/head.server.ts): no script bytes. */}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {/* Every customer page exists in both languages: its alternates, whatever the page's own meta. */}
        {languageAlternates(pathname, siteIdentity.url).map((link) => (
          <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
        ))}
        <InlineStyles />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        {children}
        <Toaster words={useOptionalChromeWords()} />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Last resort: an error outside the site layout (the layout has its own boundary inside it). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const ErrorContent = errorIslands[localeOf(useLocation().pathname)];
  return (
    <main id="main" className="flex-1">
      <ErrorContent error={error} hiddenPath={null} />
    </main>
  );
}

import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { DocumentContext } from "~/lib/document-context";
import { deferHydration } from "~/lib/http/deferred-hydration.server";
import { inlineHashes } from "~/lib/http/inline-hashes.server";
import { lightenScrollRestoration } from "~/lib/http/scroll-restoration.server";
import { documentHeadTags, seoIndex, withHeadTags } from "~/lib/seo/head.server";
import { headDependsOnPublished, nothingPublished, sitePublished } from "~/lib/seo/published.server";
import { contentSecurityPolicy } from "~/lib/security-headers";
import { StaticRegionsContext } from "~/lib/static-regions";
import { documentStaticRegions } from "~/lib/static-regions.server";
import { stylesheetSubsetter } from "~/lib/http/css-subset.server";
import { markupBeforeFirstScreenEnd } from "~/lib/http/first-screen";
// Processed by Tailwind at build time; imported here only, so the CSS text lives in the server
// bundle and is inlined into each document instead of being fetched as a render-blocking file —
// only the rules the document uses (css-subset.server.ts); entry.client.tsx loads the rest.
import siteCss from "~/styles/app.css?inline";
// A Malayalam document's own faces of the installed fonts (the file says why): in its inline style only.
import malayalamPageFonts from "~/styles/malayalam-page-fonts.css?inline";
import { localeOf } from "~/lib/i18n/locale";
import { logger } from "~/lib/log/logger.server";

const stylesFor = stylesheetSubsetter(siteCss);
const EMPTY_STYLE = '<style id="site-css"></style>';

export const streamTimeout = 5_000;

/**
 * Every document is rendered whole before it is sent: no page suspends on the server, so waiting for
 * everything costs nothing, and the finished HTML gives the hashes of its inline scripts and style for
 * the Content-Security-Policy. A document is then the same bytes for every anonymous visitor, which
 * lets the server keep it (server/document-cache.ts).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const isDevelopment = process.env.NODE_ENV === "development";
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  let status = responseStatusCode;
  const html = await new Promise<string>((resolve, reject) => {
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <DocumentContext value={{ css: "" }}>
        <StaticRegionsContext value={documentStaticRegions(loadContext)}>
          <ServerRouter context={routerContext} url={request.url} />
        </StaticRegionsContext>
      </DocumentContext>,
      {
        // The whole document is sent at once (onAllReady), so React must not move a large finished
        // Suspense boundary out of place to be revealed by a script: without JavaScript it would stay
        // hidden (a plan confirmation rendered open for a visitor without JavaScript, for one).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough();
          pipe(body);
          text(body)
            .then(resolve, reject)
            .finally(() => clearTimeout(timeoutId));
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          logger.error(error);
        },
      },
    );
  });
  // The icon links, the share image tags and the JSON-LD go into the HTML here, on the server only
  // (search engines and share previews, app/lib/seo/head.server.ts); then the style rules the finished markup uses.
  const { pathname } = new URL(request.url);
  // The posts and openings come from the database (the loader of such a page has already asked, and
  // the answer is kept for the request); other pages' tags do not depend on them.
  const published =
    status === 200 && headDependsOnPublished(pathname)
      ? await sitePublished("head tags", loadContext)
      : nothingPublished;
  const tags = documentHeadTags(seoIndex(published), pathname, status);
  const withTags = withHeadTags(html, tags);
  // A long page may end its first screen early (FirstScreenEnd): then only the rules above that point.
  const fontFaces = localeOf(pathname) === "ml" ? malayalamPageFonts : "";
  const styled = withTags.replace(
    EMPTY_STYLE,
    () => `<style id="site-css">${fontFaces}${stylesFor(markupBeforeFirstScreenEnd(withTags))}</style>`,
  );
  // The scripts are fetched once the page has been painted (deferred-hydration.server.ts), and the
  // scroll script does nothing costly on a first visit (scroll-restoration.server.ts).
  const document = deferHydration(lightenScrollRestoration(styled));
  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(inlineHashes(document), { isDevelopment }));
  // HEAD gets the headers GET would (policy and type included) without the body.
  const body = request.method.toUpperCase() === "HEAD" ? null : document;
  return new Response(body, { status, headers: responseHeaders });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  // Aborted requests (the visitor navigated away) are not errors worth a log line.
  if (request.signal.aborted) return;
  logger.error(error);
};

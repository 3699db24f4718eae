import { data } from "react-router";
import type { Route } from "./+types/career-opening";
import { ApplySection } from "~/components/careers/apply-section";
import { CareerOpening, OtherOpenings } from "~/components/sections/career-opening";
import { StaticRegion } from "~/components/ui/static-region";
import { authMessages } from "~/content/accounts";
import { OtherLanguageNotice, writtenInWords } from "~/components/sections/other-language";
import * as openingEn from "~/content/career-opening";
import * as openingMl from "~/content/career-opening.ml";
import * as jobsEn from "~/content/jobs";
import * as jobsMl from "~/content/jobs.ml";
import { site } from "~/content/site";
import { localeOf, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { isOpeningOpen } from "~/lib/careers/apply-form";
import { applicationForm } from "~/lib/careers/apply.server";
import { applicationFormWords, applySectionWords } from "~/lib/careers/apply-words";
import { type PublishedOpenings, publishedOpenings } from "~/lib/careers/openings.server";
import { formAction } from "~/lib/form-action.server";
import { formPageHeaders } from "~/lib/forms/outcome";
import { keptPageHeaders, keptWhileUnchanged } from "~/lib/http/anonymous-cache";
import { publishedStamps } from "~/lib/seo/published.server";
import { mailtoHref } from "~/lib/mailto";
import { metaTags, otherLanguageNoticeMeta, pageHead } from "~/lib/meta";
import { notFoundAnswer } from "~/lib/not-found.server";
import { staticRegions } from "~/lib/static-regions.server";
import { logger } from "~/lib/log/logger.server";

const openingWords = localized(openingEn, openingMl);
const jobWords = localized(jobsEn, jobsMl);

/** The published opening at this address (open or closed), and the others; a draft, an archived or an unknown one is the 404. */
async function findOpening(args: Pick<Route.LoaderArgs, "params" | "url" | "context">) {
  let openings: PublishedOpenings;
  try {
    openings = await publishedOpenings(args.context);
  } catch (error) {
    // Without the database no one can tell which openings exist: "try again", not an error screen's 500.
    logger.error(
      `[career-opening] openings could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
    );
    throw data(authMessages.unavailable, { status: 503 });
  }
  const job = openings.bySlug.get(args.params.id ?? "");
  if (!job) throw notFoundAnswer(args.url.pathname);
  return { job, openings };
}

// One opening: the role and the other openings are static (app/lib/static-regions.ts); between them
// the application form, the confirmation after applying, or — after the deadline, judged
// in IST — the closed message. An unknown id is the site's 404.
export async function loader(args: Route.LoaderArgs) {
  const { job, openings } = await findOpening(args);
  const locale = localeOf(args.url.pathname);
  const copy = openingWords[locale].careerOpeningPage;
  const { applicationSubject, careersPage } = jobWords[locale];
  const path = `/careers/${job.id}`;
  // Described only in the other language: its place here is a notice that links to it there.
  const elsewhere = (job.language ?? "en") === locale ? null : (job.language ?? "en");
  const now = new Date();
  const open = isOpeningOpen(job, now);
  const others = openings.open(now).filter((opening) => opening.id !== job.id);
  const top = elsewhere ? (
    <OtherLanguageNotice kind="careers" language={elsewhere} path={path} title={job.title} />
  ) : (
    <CareerOpening
      job={job}
      applyHref={open ? mailtoHref(site.careersEmail, { subject: applicationSubject(job.title) }) : null}
      labels={careersPage.jobLabels}
      copy={copy}
    />
  );
  // A closed opening invites no application by email either: its top then differs (the cache's variant).
  const regions = staticRegions(
    args,
    `career-${job.id}`,
    {
      top,
      rest: (
        <OtherOpenings
          others={others}
          title={copy.otherOpeningsTitle}
          departments={careersPage.jobLabels.departments}
        />
      ),
    },
    // Rendered again after any opening changes (the stamp) or the day closes one (the open ones).
    { variant: `${openings.stamp} ${open ? "open" : "closed"} ${others.map((other) => other.id).join(" ")}` },
  );
  const notice = writtenInWords[locale].writtenInCopy.notice.careers;
  const meta = elsewhere
    ? otherLanguageNoticeMeta({ title: notice.heading, description: notice.text }, pathIn(elsewhere, path))
    : pageHead({ title: `${job.title} · ${copy.titleSuffix}`, description: job.description }, pathIn(locale, path));
  const applied = args.url.searchParams.get("applied") === "1";
  const state = applied ? ("applied" as const) : open ? ("open" as const) : ("closed" as const);
  // The head's JSON-LD and share image come from the published openings and posts too (entry.server).
  const stamps = await publishedStamps(args.context);
  return data(
    {
      meta,
      /** The opening is not described in this page's language: no application form here. */
      elsewhere: elsewhere !== null,
      regions,
      opening: { id: job.id, title: job.title, applicationDeadline: job.applicationDeadline },
      state,
      // The apply section's words in the page's language: its islands carry none in their code.
      applyWords: applySectionWords(locale, job),
      formWords: state === "open" && !elsewhere ? applicationFormWords(locale) : null,
    },
    // Kept for anonymous visitors only while no opening or post has been edited since (the server
    // checks the stamps before each answer from memory).
    { headers: keptWhileUnchanged(stamps) },
  );
}

/** Without JavaScript: the multipart form posts here (the script path is /careers/:id/apply). */
export async function action(args: Route.ActionArgs) {
  const locale = localeOf(new URL(args.request.url).pathname);
  return formAction(args, applicationForm((await findOpening(args)).job, { locale }));
}

// Kept by the server for anonymous visitors like the other pages, but answered from memory only while
// the openings and posts it was drawn from are unchanged: an edit in the console, on any server, shows
// on the next request (the loader's stamps, checked by server/document-cache.ts).
export const headers: Route.HeadersFunction = (args) => {
  const headers = keptPageHeaders(args);
  for (const [name, value] of formPageHeaders(args)) headers.set(name, value);
  return headers;
};

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function CareerOpeningPage({ loaderData, actionData }: Route.ComponentProps) {
  const { regions } = loaderData;
  return (
    <>
      <StaticRegion region={regions.top} />
      {loaderData.elsewhere ? null : (
        <ApplySection
          opening={loaderData.opening}
          words={loaderData.applyWords}
          formWords={loaderData.formWords}
          state={loaderData.state}
          actionData={actionData}
        />
      )}
      <StaticRegion region={regions.rest} />
    </>
  );
}

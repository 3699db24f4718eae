import { ArrowRight, Briefcase, Clock, ExternalLink, type IconComponent, Mail, MapPin } from "~/components/ui/icons";
import { data } from "react-router";
import type { Route } from "./+types/careers";
import { StaticRegion } from "~/components/ui/static-region";
import { staticRegions } from "~/lib/static-regions.server";
import { InfoCardGrid } from "~/components/sections/info-card-grid";
import { JobCard } from "~/components/cards/job-card";
import { SocialIcon } from "~/components/layout/social-icons";
import { PageHeader } from "~/components/sections/page-header";
import { SectionHeading } from "~/components/sections/section-heading";
import { buttonClassName } from "~/components/ui/button-link";
import * as jobsEn from "~/content/jobs";
import * as jobsMl from "~/content/jobs.ml";
import type { Job } from "~/content/schema";
import { publishedOpenings } from "~/lib/careers/openings.server";
import { keptPageHeaders, keptWhileUnchanged } from "~/lib/http/anonymous-cache";
import * as careersPageEn from "~/content/page-copy/careers";
import * as careersPageMl from "~/content/page-copy/careers.ml";
import * as siteEn from "~/content/site";
import * as siteMl from "~/content/site.ml";
import { useRecordLang } from "~/components/sections/other-language";
import { localeOf, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { mailtoHref } from "~/lib/mailto";
import { metaTags, pageHead } from "~/lib/meta";
import { TitledNav } from "~/components/ui/titled-section";
import { logger } from "~/lib/log/logger.server";

// Static from top to bottom: rendered on the server only (app/lib/static-regions.ts), once per set
// of open openings and state of the records (an edit changes the stamp; a deadline passing, the set).
export async function loader(args: Route.LoaderArgs) {
  let jobs: Job[] = [];
  let stamp: string | null = null;
  try {
    const openings = await publishedOpenings(args.context);
    jobs = openings.open(new Date());
    stamp = openings.stamp;
  } catch (error) {
    // Without the database the page still answers, with its copy and no openings.
    logger.error(`[careers] openings could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
  }
  const variant = `${stamp ?? "unavailable"} ${jobs.map((job) => job.id).join(" ")}`;
  const { page } = staticRegions(args, "careers", { page: <CareersContent jobs={jobs} /> }, { variant });
  const locale = localeOf(args.url.pathname);
  // Kept for anonymous visitors only while no opening has changed (and for a minute at most: a
  // deadline that passes changes the list without an edit).
  return data(
    { meta: pageHead(pageWords[locale].careersPage, pathIn(locale, "/careers")), page },
    { headers: keptWhileUnchanged(stamp === null ? null : { openings: stamp }) },
  );
}

export const headers: Route.HeadersFunction = keptPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  return <StaticRegion region={loaderData.page} />;
}

const jobWords = localized(jobsEn, jobsMl);
const pageWords = localized(careersPageEn, careersPageMl);
const siteWords = localized(siteEn, siteMl);

const linkedIn = siteEn.site.social.find((profile) => profile.name === "LinkedIn");

/** A shortcut to an opening on the page; its title keeps its own language, its department is in the page's. */
function ShortcutItem({ job, departments }: { job: Job; departments: Record<Job["department"], string> }) {
  const lang = useRecordLang(job.language);
  return (
    <li>
      <a href={`#job-${job.id}`} className="group flex items-center justify-between gap-4 py-2.5">
        <span>
          <span lang={lang} className="block font-semibold text-slate-900 group-hover:text-brand-700">
            {job.title}
          </span>
          <span className="block text-xs text-slate-600">{departments[job.department]}</span>
        </span>
        <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
      </a>
    </li>
  );
}

function CareersContent({ jobs }: { jobs: Job[] }) {
  const locale = useLocale();
  const to = useLocalePath();
  const { applicationSteps, careerBenefits, careersPage: copy, cultureValues } = jobWords[locale];
  const { careersPage } = pageWords[locale];
  const { site, careersOfficeHours } = siteWords[locale];
  const generalApplicationHref = mailtoHref(site.careersEmail, { subject: copy.generalApplicationSubject });
  // The location and type are the first opening's words, in its language.
  const firstLang = useRecordLang(jobs[0]?.language);
  const heroFacts: [IconComponent, string, string | undefined][] = [
    [Briefcase, `${jobs.length} ${copy.openRolesLabel}`, undefined],
    [MapPin, jobs[0]?.location ?? "", firstLang],
    [Clock, jobs[0]?.type ?? "", firstLang],
  ];
  return (
    <>
      <PageHeader
        heading={careersPage.heading}
        intro={careersPage.intro}
        aside={
          // A shortcut on large screens; on a phone the openings follow right after the header.
          <TitledNav
            id="roles-shortcut-heading"
            title={copy.hiringNowLabel}
            className="hidden rounded-2xl bg-white p-6 text-slate-800 shadow-xl lg:block"
          >
            <ul className="mt-3 divide-y divide-slate-100">
              {jobs.map((job) => (
                <ShortcutItem key={job.id} job={job} departments={copy.jobLabels.departments} />
              ))}
            </ul>
          </TitledNav>
        }
      >
        <ul className="mt-6 flex flex-wrap gap-2 text-sm font-medium">
          {heroFacts.map(([FactIcon, text, lang]) => (
            <li
              key={text}
              lang={lang}
              className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 ring-1 ring-white/25"
            >
              <FactIcon aria-hidden="true" className="size-4" />
              {text}
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap gap-3">
          <a href="#openings" className={buttonClassName("light")}>
            {copy.viewRolesLabel}
          </a>
          <a href={generalApplicationHref} className={buttonClassName("outline-light")}>
            <Mail aria-hidden="true" className="size-4" />
            {copy.submitResumeLabel}
          </a>
        </div>
      </PageHeader>

      <section id="openings" aria-labelledby="openings-heading" className="container-page py-16">
        <SectionHeading id="openings-heading" title={copy.openingsTitle} intro={copy.openingsIntro} align="left" />
        <ul className="mt-10 grid gap-6 lg:grid-cols-2">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} applyHref={to(`/careers/${job.id}#apply`)} labels={copy.jobLabels} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="benefits-heading" className="bg-slate-50 py-16">
        <div className="container-page">
          <SectionHeading id="benefits-heading" title={copy.benefitsTitle} intro={copy.benefitsIntro} />
          <InfoCardGrid cards={careerBenefits} spacing="mt-10" />
        </div>
      </section>

      <section aria-labelledby="culture-heading" className="container-page py-16">
        <SectionHeading id="culture-heading" title={copy.cultureTitle} intro={copy.cultureIntro} />
        <InfoCardGrid cards={cultureValues} columns={4} tone="accent" spacing="mt-10" />
      </section>

      <section aria-labelledby="process-heading" className="bg-slate-50 py-16">
        <div className="container-page">
          <SectionHeading id="process-heading" title={copy.processTitle} intro={copy.processIntro} />
          <ol className="mt-10 grid gap-6 md:grid-cols-5">
            {applicationSteps.map((step, index) => (
              <li key={step.title} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-2 text-sm text-slate-600">{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="apply-heading" className="container-page py-16">
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
          <div className="rounded-2xl bg-gradient-to-br from-brand-800 to-brand-700 p-8 text-white">
            <h2 id="apply-heading" className="text-3xl font-bold tracking-tight">
              {copy.applyTitle}
            </h2>
            <p className="mt-3 text-brand-50">{copy.applyText}</p>
            <a
              href={mailtoHref(site.careersEmail)}
              className="mt-6 inline-flex items-center gap-2 text-lg font-semibold break-all text-white underline decoration-white/50 underline-offset-4 hover:decoration-white"
            >
              <Mail aria-hidden="true" className="size-5 shrink-0" />
              {site.careersEmail}
            </a>
            <p className="mt-4 font-medium text-white">{copy.hrResponse}</p>
            {linkedIn ? (
              <a
                href={linkedIn.href}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-8 inline-flex items-center gap-3 rounded-lg bg-white/10 px-4 py-3 text-sm font-semibold ring-1 ring-white/30 hover:bg-white/20"
              >
                <SocialIcon name="LinkedIn" />
                {copy.linkedInText}
                <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
                <span className="sr-only">{copy.opensInNewTab}</span>
              </a>
            ) : null}
          </div>
          <div className="grid grid-cols-1 gap-6">
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-slate-900">{copy.officeHoursTitle}</h3>
              <dl className="mt-4 divide-y divide-slate-100">
                {careersOfficeHours.map((entry) => (
                  <div key={entry.days} className="flex justify-between gap-4 py-2.5 text-sm">
                    <dt className="font-medium text-slate-700">{entry.days}</dt>
                    <dd className="text-slate-900">{entry.hours}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-3 text-sm text-slate-600">{copy.officeHoursNote}</p>
            </div>
            <div className="rounded-2xl border border-dashed border-brand-200 bg-brand-50 p-6">
              <h3 className="text-lg font-semibold text-slate-900">{copy.generalTitle}</h3>
              <p className="mt-2 text-slate-700">{copy.generalText}</p>
              <a href={generalApplicationHref} className={`mt-4 ${buttonClassName("primary")}`}>
                <Mail aria-hidden="true" className="size-4" />
                {copy.submitResumeLabel}
              </a>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}

import { Link } from "react-router";
import type { Route } from "./+types/portfolio";
import { ArrowLink } from "~/components/ui/arrow-link";
import { StaticRegion } from "~/components/ui/static-region";
import { TestimonialCard } from "~/components/cards/testimonial-card";
import { CtaSection } from "~/components/sections/cta-section";
import { FigureStats } from "~/components/sections/figure-stats";
import { PageHeader } from "~/components/sections/page-header";
import { ProjectGrid } from "~/components/sections/project-grid";
import { SectionHeading } from "~/components/sections/section-heading";
import { InitialsAvatar } from "~/components/ui/initials-avatar";
import { PortfolioArt } from "~/components/ui/portfolio-art";
import * as clientWordsEn from "~/content/client-words";
import * as clientWordsMl from "~/content/client-words.ml";
import { clientStoryTeaser } from "~/content/clients";
import * as marketingEn from "~/content/marketing";
import * as marketingMl from "~/content/marketing.ml";
import * as pageCopyEn from "~/content/page-copy/portfolio";
import * as pageCopyMl from "~/content/page-copy/portfolio.ml";
import * as projectWordsEn from "~/content/project-words";
import * as projectWordsMl from "~/content/project-words.ml";
import { projectCategories, projects } from "~/content/projects";
import type { ProjectCategory } from "~/content/schema";
import { testimonials } from "~/content/testimonials";
import { localeOf, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { metaTags, pageHead } from "~/lib/meta";
import { staticRegions } from "~/lib/static-regions.server";
import { categoryHref, categoryParam, filterProjects, parseCategory } from "~/lib/portfolio-filter";

const pageCopy = localized(pageCopyEn, pageCopyMl);
const projectWords = localized(projectWordsEn, projectWordsMl);
const clientWords = localized(clientWordsEn, clientWordsMl);

// Rendered on the server only (app/lib/static-regions.ts), once per category: the filter is a row
// of links to ?category=, so a filtered view is a shareable URL that works without JavaScript, and
// with it a filter click fetches the new grid's markup instead of shipping every project's copy.

const marketing = localized(marketingEn, marketingMl);
export function loader(args: Route.LoaderArgs) {
  const category = parseCategory(args.url.searchParams.get(categoryParam), projectCategories);
  const { page } = staticRegions(
    args,
    "portfolio",
    { page: <PortfolioContent category={category} pathname={args.url.pathname} /> },
    { variant: category ?? "all" },
  );
  const locale = localeOf(args.url.pathname);
  return { page, meta: pageHead(pageCopy[locale].portfolioPage, pathIn(locale, "/portfolio")) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function PortfolioPage({ loaderData }: Route.ComponentProps) {
  return <StaticRegion region={loaderData.page} />;
}

const featuredTestimonials = testimonials.slice(0, 3);
const clientStoryLinkClass =
  "inline-flex shrink-0 items-center gap-2 self-start rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 sm:self-center";

function PortfolioContent({ category, pathname }: { category: ProjectCategory | null; pathname: string }) {
  const locale = useLocale();
  const to = useLocalePath();
  const { portfolioPage } = pageCopy[locale];
  const { portfolioSections: copy, categoryLabels, projectLabels } = projectWords[locale];
  const { storyTeaser } = clientWords[locale];
  const shown = filterProjects(projects, category);
  const filters = [null, ...projectCategories];

  return (
    <>
      <PageHeader
        heading={portfolioPage.heading}
        intro={portfolioPage.intro}
        aside={
          <div className="hidden lg:block">
            <PortfolioArt alt={copy.artAlt} />
          </div>
        }
      />

      <section aria-labelledby="projects-heading" className="container-page py-16">
        <h2 id="projects-heading" className="sr-only">
          {copy.projectsTitle}
        </h2>
        <nav aria-label={copy.filterLabel}>
          <ul className="flex flex-wrap gap-2">
            {filters.map((option) => {
              const active = option === category;
              return (
                <li key={option ?? "all"}>
                  <Link
                    to={categoryHref(pathname, option)}
                    data-keep-scroll=""
                    aria-current={active ? "page" : undefined}
                    className={`inline-flex min-h-11 items-center rounded-full border px-5 text-sm font-semibold transition-colors ${
                      active
                        ? "border-brand-700 bg-brand-700 text-white"
                        : "border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-800"
                    }`}
                  >
                    {option ? categoryLabels[option] : copy.allLabel}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <p role="status" className="mt-6 text-sm font-medium text-slate-600">
          {projectLabels.showing(shown.length, category && categoryLabels[category])}
        </p>
        <div className="mt-6">
          <ProjectGrid projects={shown} emptyTitle={copy.emptyTitle} emptyText={copy.emptyText} />
        </div>

        <aside
          aria-labelledby="client-story-heading"
          className="mt-16 flex flex-col gap-6 rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:flex-row sm:items-center md:p-8"
        >
          <InitialsAvatar name={clientStoryTeaser.clientName} size="lg" />
          <div className="flex-1">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{storyTeaser.eyebrow}</p>
            <h2 id="client-story-heading" className="mt-1 text-2xl font-bold text-slate-900">
              {storyTeaser.title}
            </h2>
            <p className="mt-2 text-slate-700">{storyTeaser.text}</p>
          </div>
          <ArrowLink to={to(storyTeaser.link.href)} className={clientStoryLinkClass}>
            {storyTeaser.link.label}
          </ArrowLink>
        </aside>
      </section>

      <section aria-labelledby="impact-heading" className="bg-slate-900 py-16">
        <div className="container-page">
          <div className="mx-auto max-w-3xl text-center">
            <h2 id="impact-heading" className="text-3xl font-bold tracking-tight text-white md:text-4xl">
              {copy.impactTitle}
            </h2>
            <p className="mt-3 text-lg text-slate-300">{copy.impactIntro}</p>
          </div>
          <div className="mt-10">
            <FigureStats figures={marketing[locale].portfolioImpact} tone="dark" />
          </div>
        </div>
      </section>

      <section aria-labelledby="testimonials-heading" className="container-page py-16">
        <SectionHeading id="testimonials-heading" title={copy.testimonialsTitle} intro={copy.testimonialsIntro} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {featuredTestimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <ArrowLink
            to={to(copy.testimonialsLink.href)}
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900"
          >
            {copy.testimonialsLink.label}
          </ArrowLink>
        </p>
      </section>

      <CtaSection
        title={copy.cta.title}
        text={copy.cta.text}
        actions={copy.cta.actions.map((action) => ({ label: action.label, to: to(action.href) }))}
      />
    </>
  );
}

import { Check, ExternalLink } from "~/components/ui/icons";
import { data } from "react-router";
import type { Route } from "./+types/project-detail";
import { ArrowLink } from "~/components/ui/arrow-link";
import { StaticRegion } from "~/components/ui/static-region";
import { staticPage } from "~/lib/static-regions.server";
import { ProjectCard } from "~/components/cards/project-card";
import { MarkedList, type MarkedListLook } from "~/components/ui/marked-list";
import { CtaSection } from "~/components/sections/cta-section";
import { NotFoundView } from "~/components/sections/not-found-view";
import { PageHeader } from "~/components/sections/page-header";
import { SectionHeading } from "~/components/sections/section-heading";
import { ProjectArt } from "~/components/ui/project-art";
import * as clientWordsEn from "~/content/client-words";
import * as clientWordsMl from "~/content/client-words.ml";
import { getClientByProjectSlug } from "~/content/clients";
import * as projectWordsEn from "~/content/project-words";
import * as projectWordsMl from "~/content/project-words.ml";
import { getProject, relatedProjects } from "~/content/projects";
import { type Locale, localeOf, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { englishTextOn } from "~/lib/i18n/use-english-text";
import { formatLongDate } from "~/lib/india-time";
import { documentTitle, metaTags, pageHead } from "~/lib/meta";
import { projectIn } from "~/lib/showcase";
import { SidePanel, TitledSection } from "~/components/ui/titled-section";

const projectWords = localized(projectWordsEn, projectWordsMl);
const clientWords = localized(clientWordsEn, clientWordsMl);

/** This page's section titles: without the tight tracking of the service and job pages. */
const sectionTitle = "text-2xl font-bold text-slate-900";

const clientStoryLinkClass =
  "mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900";

const featureList: MarkedListLook = {
  list: "mt-4 grid gap-3 sm:grid-cols-2",
  item: "flex gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-700",
  marker: <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />,
};

/** The technologies as chips: a marked list without a marker. */
const technologyChips: MarkedListLook = {
  list: "mt-4 flex flex-wrap gap-2",
  item: "rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800",
  marker: null,
};

function projectPageData(slug: string, locale: Locale) {
  const facts = getProject(slug);
  if (!facts) return { locale, project: null, related: [], client: null };
  const project = projectIn(facts, projectWords[locale].projectStories);
  const client = getClientByProjectSlug(project.slug);
  return {
    locale,
    project,
    related: relatedProjects(project.slug),
    client: client ? { id: client.id, name: clientWords[locale].clientStories[client.id]?.name ?? client.name } : null,
  };
}

// Static from top to bottom: rendered on the server only (app/lib/static-regions.ts).
export function loader(args: Route.LoaderArgs) {
  const locale = localeOf(args.url.pathname);
  const props = projectPageData(args.params.slug, locale);
  const found = props.project
    ? pageHead(
        { title: props.project.title, description: props.project.description },
        pathIn(locale, `/portfolio/${args.params.slug}`),
      )
    : null;
  const labels = projectWords[locale].projectLabels;
  const meta = found ?? [{ title: documentTitle(labels.notFoundTitle) }, { name: "robots", content: "noindex" }];
  const body = staticPage(args, "project", meta, <ProjectDetailContent {...props} />);
  return found ? body : data(body, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function ProjectDetailPage({ loaderData }: Route.ComponentProps) {
  return <StaticRegion region={loaderData.page} />;
}
const externalLinkClass =
  "inline-flex w-full items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors";

function ProjectDetailContent({ locale, project, related, client }: ReturnType<typeof projectPageData>) {
  const { caseStudySections: copy, categoryLabels, projectLabels: labels } = projectWords[locale];
  const to = (path: string) => pathIn(locale, path);
  if (!project) {
    return (
      <NotFoundView
        heading={labels.notFoundTitle}
        text={labels.notFoundText}
        backTo={to("/portfolio")}
        backLabel={copy.backLabel}
      />
    );
  }
  const results = Object.entries(project.results);

  return (
    <>
      <PageHeader
        backLink={{ to: to("/portfolio"), label: copy.backLabel }}
        eyebrow={categoryLabels[project.category]}
        heading={project.title}
        intro={project.description}
        aside={<ProjectArt category={project.category} alt={project.imageAlt} size="hero" />}
      />

      <div className="container-page grid gap-12 py-16 lg:grid-cols-3">
        <div className="space-y-12 lg:col-span-2">
          <TitledSection id="overview-heading" title={copy.overviewTitle} titleClassName={sectionTitle}>
            <p className="mt-4 text-lg leading-8 text-slate-700">{project.overview}</p>
          </TitledSection>

          <TitledSection id="features-heading" title={copy.featuresTitle} titleClassName={sectionTitle}>
            <MarkedList items={project.features} look={featureList} />
          </TitledSection>

          <TitledSection id="technologies-heading" title={copy.technologiesTitle} titleClassName={sectionTitle}>
            <MarkedList items={project.technologies} look={technologyChips} {...englishTextOn(locale)} />
          </TitledSection>

          <TitledSection id="results-heading" title={copy.resultsTitle} titleClassName={sectionTitle}>
            <p className="mt-1 text-slate-600">{copy.resultsIntro}</p>
            <dl className="mt-6 grid gap-4 sm:grid-cols-2">
              {results.map(([metric, value]) => (
                <div
                  key={metric}
                  className="flex flex-col-reverse rounded-2xl bg-gradient-to-br from-brand-50 to-teal-50 p-6"
                >
                  <dt className="mt-1 text-sm font-medium text-slate-700">{metric}</dt>
                  <dd className="text-3xl font-bold text-brand-800">{value}</dd>
                </div>
              ))}
            </dl>
          </TitledSection>
        </div>

        <SidePanel id="details-heading" title={copy.detailsTitle} className="lg:sticky lg:top-24 lg:self-start">
          <dl className="mt-4 divide-y divide-slate-100 text-sm">
            {[
              [labels.client, project.client],
              [labels.category, categoryLabels[project.category]],
              [labels.launchDate, formatLongDate(project.launchDate, locale)],
              [labels.duration, project.duration],
            ].map(([term, value]) => (
              <div key={term} className="flex justify-between gap-4 py-3">
                <dt className="text-slate-600">{term}</dt>
                <dd className="text-right font-medium text-slate-900">
                  {term === labels.launchDate ? <time dateTime={project.launchDate}>{value}</time> : value}
                </dd>
              </div>
            ))}
          </dl>
          {client ? (
            <ArrowLink to={to(`/clients/${client.id}`)} className={clientStoryLinkClass} context={`: ${client.name}`}>
              {copy.clientStoryLabel}
            </ArrowLink>
          ) : null}
          {project.liveUrl || project.githubUrl ? (
            <ul className="mt-6 space-y-3">
              {project.liveUrl ? (
                <li>
                  <a
                    href={project.liveUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`${externalLinkClass} bg-brand-700 text-white hover:bg-brand-800`}
                  >
                    {copy.liveLabel}
                    <ExternalLink aria-hidden="true" className="size-4" />
                    <span className="sr-only">{labels.opensInNewTab}</span>
                  </a>
                </li>
              ) : null}
              {project.githubUrl ? (
                <li>
                  <a
                    href={project.githubUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`${externalLinkClass} border border-slate-300 text-slate-800 hover:bg-slate-50`}
                  >
                    {copy.sourceLabel}
                    <ExternalLink aria-hidden="true" className="size-4" />
                    <span className="sr-only">{labels.opensInNewTab}</span>
                  </a>
                </li>
              ) : null}
            </ul>
          ) : null}
        </SidePanel>
      </div>

      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="bg-slate-50 py-16">
          <div className="container-page">
            <SectionHeading id="related-heading" title={copy.relatedTitle} align="left" />
            <ul className="mt-8 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
              {related.map((item) => (
                <li key={item.slug}>
                  <ProjectCard project={item} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <CtaSection
        title={copy.cta.title}
        text={copy.cta.text}
        actions={copy.cta.actions.map((action) => ({ label: action.label, to: to(action.href) }))}
      />
    </>
  );
}

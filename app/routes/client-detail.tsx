import { CircleCheck, Clock3, ExternalLink, Mail, Quote } from "~/components/ui/icons";
import { data } from "react-router";
import type { Route } from "./+types/client-detail";
import { ArrowLink, cardFootLinkClass } from "~/components/ui/arrow-link";
import { StaticRegion } from "~/components/ui/static-region";
import { staticPage } from "~/lib/static-regions.server";
import { CtaSection } from "~/components/sections/cta-section";
import { FigureStats } from "~/components/sections/figure-stats";
import { NotFoundView } from "~/components/sections/not-found-view";
import { PageHeader } from "~/components/sections/page-header";
import { SectionHeading } from "~/components/sections/section-heading";
import { InitialsAvatar } from "~/components/ui/initials-avatar";
import { ToneBadge } from "~/components/ui/tone-badge";
import * as clientWordsEn from "~/content/client-words";
import * as clientWordsMl from "~/content/client-words.ml";
import { getClient } from "~/content/clients";
import * as projectWordsEn from "~/content/project-words";
import * as projectWordsMl from "~/content/project-words.ml";
import { getProject } from "~/content/projects";
import type { ProjectStatus } from "~/content/schema";
import { type Locale, localeOf, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { englishTextOn } from "~/lib/i18n/use-english-text";
import { formatMonthYear } from "~/lib/india-time";
import { documentTitle, metaTags, pageHead } from "~/lib/meta";
import { clientIn } from "~/lib/showcase";
import { TitledSection } from "~/components/ui/titled-section";

const clientWords = localized(clientWordsEn, clientWordsMl);
const projectWords = localized(projectWordsEn, projectWordsMl);

/** This page's section titles: without the tight tracking of the service and job pages. */
const sectionTitle = "text-2xl font-bold text-slate-900";

function clientPageData(id: string, locale: Locale) {
  const facts = getClient(id);
  if (!facts) return { locale, client: null };
  const client = clientIn(facts, clientWords[locale].clientStories);
  return {
    locale,
    client: {
      ...client,
      // Link a project only when its case study really exists.
      projects: client.projects.map((project) => ({
        ...project,
        caseStudy:
          project.projectSlug && getProject(project.projectSlug)
            ? pathIn(locale, `/portfolio/${project.projectSlug}`)
            : null,
      })),
    },
  };
}

// Static from top to bottom: rendered on the server only (app/lib/static-regions.ts).
export function loader(args: Route.LoaderArgs) {
  const locale = localeOf(args.url.pathname);
  const props = clientPageData(args.params.id, locale);
  const labels = clientWords[locale].clientLabels;
  const found = props.client
    ? pageHead(
        { title: labels.pageTitle(props.client.name), description: props.client.description },
        pathIn(locale, `/clients/${args.params.id}`),
      )
    : null;
  const meta = found ?? [{ title: documentTitle(labels.notFoundTitle) }, { name: "robots", content: "noindex" }];
  const body = staticPage(args, "client", meta, <ClientDetailContent {...props} />);
  return found ? body : data(body, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function ClientDetailPage({ loaderData }: Route.ComponentProps) {
  return <StaticRegion region={loaderData.page} />;
}
const statusBadge: Record<ProjectStatus, { tone: "green" | "yellow"; Icon: typeof CircleCheck }> = {
  Completed: { tone: "green", Icon: CircleCheck },
  "In Progress": { tone: "yellow", Icon: Clock3 },
};

function ClientDetailContent({ locale, client }: ReturnType<typeof clientPageData>) {
  const { clientSections: copy, clientLabels: labels, resultFigures, statusLabels } = clientWords[locale];
  const { projectLabels } = projectWords[locale];
  const to = (path: string) => pathIn(locale, path);
  if (!client) {
    return (
      <NotFoundView
        heading={labels.notFoundTitle}
        text={labels.notFoundText}
        backTo={to("/portfolio")}
        backLabel={copy.backLabel}
      />
    );
  }
  const english = englishTextOn(locale);
  const websiteHost = new URL(client.website).host;

  return (
    <>
      <PageHeader
        backLink={{ to: to("/portfolio"), label: copy.backLabel }}
        eyebrow={copy.eyebrow}
        heading={client.name}
        intro={client.description}
        aside={
          <div className="rounded-2xl bg-white p-6 text-slate-800 shadow-xl">
            <div className="flex items-center gap-4">
              <InitialsAvatar name={client.name} size="lg" />
              <p className="text-lg font-semibold text-slate-900">{copy.factsLabel}</p>
            </div>
            <dl className="mt-4 divide-y divide-slate-100 text-sm">
              <div className="flex justify-between gap-4 py-3">
                <dt className="text-slate-600">{copy.industryLabel}</dt>
                <dd className="text-right font-medium text-slate-900">{client.industry}</dd>
              </div>
              <div className="flex justify-between gap-4 py-3">
                <dt className="text-slate-600">{copy.partnershipLabel}</dt>
                <dd className="text-right font-medium text-slate-900">{client.partnershipDuration}</dd>
              </div>
              <div className="flex justify-between gap-4 py-3">
                <dt className="text-slate-600">{copy.websiteLabel}</dt>
                <dd className="text-right font-medium">
                  <a
                    href={client.website}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 text-brand-700 hover:text-brand-900"
                  >
                    {websiteHost}
                    <ExternalLink aria-hidden="true" className="size-3.5" />
                    <span className="sr-only">{projectLabels.opensInNewTab}</span>
                  </a>
                </dd>
              </div>
            </dl>
          </div>
        }
      />

      <section aria-labelledby="projects-heading" className="container-page py-16">
        <SectionHeading id="projects-heading" title={copy.projectsTitle} intro={copy.projectsIntro} align="left" />
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {client.projects.map((project) => {
            const badge = statusBadge[project.status];
            return (
              <li
                key={project.name}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <h3 className="text-xl font-semibold text-slate-900">{project.name}</h3>
                  <ToneBadge tone={badge.tone}>
                    <badge.Icon aria-hidden="true" className="size-3.5" />
                    {statusLabels[project.status]}
                  </ToneBadge>
                </div>
                <dl className="mt-4 grid grid-cols-2 gap-4 text-sm">
                  <div>
                    <dt className="text-slate-600">{copy.typeLabel}</dt>
                    <dd className="font-medium text-slate-900">{project.type}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">{copy.launchLabel}</dt>
                    <dd className="font-medium text-slate-900">
                      <time dateTime={project.launchDate}>{formatMonthYear(project.launchDate, locale)}</time>
                    </dd>
                  </div>
                </dl>
                {project.caseStudy ? (
                  <ArrowLink to={project.caseStudy} className={cardFootLinkClass} context={`: ${project.name}`}>
                    {copy.caseStudyLabel}
                  </ArrowLink>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="results-heading" className="bg-slate-900 py-16">
        <div className="container-page">
          <h2 id="results-heading" className="text-center text-3xl font-bold tracking-tight text-white">
            {copy.resultsTitle}
          </h2>
          <div className="mx-auto mt-10 max-w-3xl">
            <FigureStats figures={resultFigures} tone="dark" />
          </div>
        </div>
      </section>

      <div className="container-page grid gap-8 py-16 lg:grid-cols-3">
        <TitledSection
          id="testimonial-heading"
          title={copy.testimonialTitle}
          titleClassName={sectionTitle}
          className="lg:col-span-2"
        >
          <figure className="mt-6 rounded-2xl bg-gradient-to-br from-brand-50 to-teal-50 p-8">
            <Quote aria-hidden="true" className="size-8 text-brand-600" />
            <blockquote className="mt-4 text-xl leading-8 text-slate-800">
              <p>“{client.testimonial.quote}”</p>
            </blockquote>
            <figcaption className="mt-6 flex items-center gap-3">
              <InitialsAvatar name={client.testimonial.author} />
              <span>
                <span {...english} className="block font-semibold text-slate-900">
                  {client.testimonial.author}
                </span>
                <span className="block text-sm text-slate-600">{client.testimonial.position}</span>
              </span>
            </figcaption>
          </figure>
        </TitledSection>

        <TitledSection id="contact-heading" title={copy.contactTitle} titleClassName={sectionTitle}>
          <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <p {...english} className="font-semibold text-slate-900">
              {client.contact.name}
            </p>
            <p className="text-sm text-slate-600">{client.contact.position}</p>
            <a
              href={`mailto:${client.contact.email}`}
              className="mt-4 inline-flex items-center gap-2 text-sm font-semibold break-all text-brand-700 hover:text-brand-900"
            >
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {client.contact.email}
            </a>
            <p className="mt-4 text-sm text-slate-600">{copy.contactText}</p>
          </div>
        </TitledSection>
      </div>

      <CtaSection
        title={copy.cta.title}
        text={copy.cta.text}
        actions={copy.cta.actions.map((action) => ({ label: action.label, to: to(action.href) }))}
      />
    </>
  );
}

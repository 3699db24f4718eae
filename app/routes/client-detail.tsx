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
import { clientPage as copy, clientResults, getClient } from "~/content/clients";
import { getProject } from "~/content/projects";
import type { ProjectStatus } from "~/content/schema";
import { formatMonthYear } from "~/lib/india-time";
import { documentTitle, pageMeta } from "~/lib/meta";
import { TitledSection } from "~/components/ui/titled-section";

/** This page's section titles: without the tight tracking of the service and job pages. */
const sectionTitle = "text-2xl font-bold text-slate-900";

function clientPageData(id: string) {
  const client = getClient(id);
  if (!client) return { client: null };
  return {
    client: {
      ...client,
      // Link a project only when its case study really exists.
      projects: client.projects.map((project) => ({
        ...project,
        caseStudy: project.projectSlug && getProject(project.projectSlug) ? `/portfolio/${project.projectSlug}` : null,
      })),
    },
  };
}

// Static from top to bottom: rendered on the server only (app/lib/static-regions.ts).
export function loader(args: Route.LoaderArgs) {
  const props = clientPageData(args.params.id);
  const found = props.client
    ? pageMeta(
        { title: `${props.client.name} — Client Story`, description: props.client.description },
        `/clients/${args.params.id}`,
      )
    : null;
  const meta = found ?? [{ title: documentTitle("Client Not Found") }, { name: "robots", content: "noindex" }];
  const body = staticPage(args, "client", meta, <ClientDetailContent {...props} />);
  return found ? body : data(body, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function ClientDetailPage({ loaderData }: Route.ComponentProps) {
  return <StaticRegion region={loaderData.page} />;
}
const statusBadge: Record<ProjectStatus, { tone: "green" | "yellow"; Icon: typeof CircleCheck }> = {
  Completed: { tone: "green", Icon: CircleCheck },
  "In Progress": { tone: "yellow", Icon: Clock3 },
};

function ClientDetailContent({ client }: ReturnType<typeof clientPageData>) {
  if (!client) {
    return (
      <NotFoundView
        heading="Client Not Found"
        text="The client you're looking for doesn't exist."
        backTo="/portfolio"
        backLabel={copy.backLabel}
      />
    );
  }
  const websiteHost = new URL(client.website).host;

  return (
    <>
      <PageHeader
        backLink={{ to: "/portfolio", label: copy.backLabel }}
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
                    <span className="sr-only">(opens in a new tab)</span>
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
                    {project.status}
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
                      <time dateTime={project.launchDate}>{formatMonthYear(project.launchDate)}</time>
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
            <FigureStats figures={clientResults} tone="dark" />
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
                <span className="block font-semibold text-slate-900">{client.testimonial.author}</span>
                <span className="block text-sm text-slate-600">{client.testimonial.position}</span>
              </span>
            </figcaption>
          </figure>
        </TitledSection>

        <TitledSection id="contact-heading" title={copy.contactTitle} titleClassName={sectionTitle}>
          <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <p className="font-semibold text-slate-900">{client.contact.name}</p>
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
        actions={copy.cta.actions.map((action) => ({ label: action.label, to: action.href }))}
      />
    </>
  );
}

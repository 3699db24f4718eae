import { departmentIcons, type JobCardLabels } from "~/components/cards/job-card";
import { PageHeader } from "~/components/sections/page-header";
import { buttonClassName } from "~/components/ui/button-link";
import { ArrowRight, Briefcase, CalendarClock, IndianRupee, Mail, MapPin, Timer } from "~/components/ui/icons";
import type { Job } from "~/content/schema";
import { formatLongDate } from "~/lib/india-time";

type CareerOpeningProps = {
  job: Job;
  /** The email alternative to the form; none once the opening is closed (its deadline has passed). */
  applyHref: string | null;
  labels: JobCardLabels;
  copy: {
    backLabel: string;
    atAGlanceTitle: string;
    overviewTitle: string;
    departmentLabel: string;
    applyTitle: string;
    applyButton: string;
  };
};

const subheading = "text-2xl font-bold tracking-tight text-slate-900";

function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700 marker:text-accent-600">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * The top of one opening's page: the role, its duties and requirements, the facts at a glance. The
 * apply section (#apply, the application form) follows it, rendered by the route.
 */
export function CareerOpening({ job, applyHref, labels, copy }: CareerOpeningProps) {
  const DepartmentIcon = departmentIcons[job.department];
  const facts: [typeof MapPin, string, React.ReactNode][] = [
    [DepartmentIcon, copy.departmentLabel, job.department],
    [MapPin, labels.location, job.location],
    [Briefcase, labels.type, job.type],
    [Timer, labels.experience, job.experience],
    [IndianRupee, labels.salary, `${job.salaryRange} ${labels.perYear}`],
    [
      CalendarClock,
      labels.posted,
      <time key="posted" dateTime={job.postedDate}>
        {formatLongDate(job.postedDate)}
      </time>,
    ],
    [
      CalendarClock,
      labels.applyBy,
      <time key="apply-by" dateTime={job.applicationDeadline}>
        {formatLongDate(job.applicationDeadline)}
      </time>,
    ],
  ];
  return (
    <>
      <PageHeader
        eyebrow={job.department}
        heading={job.title}
        intro={job.description}
        backLink={{ to: "/careers", label: copy.backLabel }}
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <a href="#apply" className={buttonClassName("light")}>
            {copy.applyTitle}
          </a>
          {applyHref ? (
            <a href={applyHref} className={buttonClassName("outline-light")}>
              <Mail aria-hidden="true" className="size-4" />
              {copy.applyButton}
            </a>
          ) : null}
        </div>
      </PageHeader>

      <div className="container-page grid gap-12 py-16 lg:grid-cols-3">
        <div className="space-y-12 lg:col-span-2">
          <section aria-labelledby="opening-overview-heading">
            <h2 id="opening-overview-heading" className={subheading}>
              {copy.overviewTitle}
            </h2>
            <p className="mt-4 text-lg leading-8 text-slate-700">{job.description}</p>
          </section>
          <section aria-labelledby="opening-responsibilities-heading">
            <h2 id="opening-responsibilities-heading" className={subheading}>
              {labels.responsibilities}
            </h2>
            <BulletList items={job.responsibilities} />
          </section>
          <section aria-labelledby="opening-requirements-heading">
            <h2 id="opening-requirements-heading" className={subheading}>
              {labels.requirements}
            </h2>
            <BulletList items={job.requirements} />
          </section>
          <section aria-labelledby="opening-skills-heading">
            <h2 id="opening-skills-heading" className={subheading}>
              {labels.skills}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {job.skills.map((skill) => (
                <li
                  key={skill}
                  className="rounded-full bg-brand-50 px-4 py-1.5 text-sm font-medium text-brand-800 ring-1 ring-brand-100"
                >
                  {skill}
                </li>
              ))}
            </ul>
          </section>
        </div>

        <aside aria-labelledby="opening-glance-heading" className="lg:col-span-1">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="opening-glance-heading" className="text-lg font-semibold text-slate-900">
              {copy.atAGlanceTitle}
            </h2>
            <dl className="mt-4 divide-y divide-slate-100 text-sm">
              {facts.map(([FactIcon, term, value]) => (
                <div key={term} className="py-3">
                  <dt className="flex items-center gap-2 font-medium text-slate-600">
                    <FactIcon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                    {term}
                  </dt>
                  <dd className="mt-1 pl-6 font-semibold text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </aside>
      </div>
    </>
  );
}

/** The other openings, after the apply section (a static region of its own). */
export function OtherOpenings({ others, title }: { others: readonly Job[]; title: string }) {
  return (
    <section aria-labelledby="other-openings-heading" className="container-page py-16">
      <h2 id="other-openings-heading" className={subheading}>
        {title}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {others.map((other) => (
          <li key={other.id}>
            <a
              href={`/careers/${other.id}`}
              className="group flex h-full items-center justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300"
            >
              <span>
                <span className="block font-semibold text-slate-900 group-hover:text-brand-700">{other.title}</span>
                <span className="block text-sm text-slate-600">{other.department}</span>
              </span>
              <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { departmentIcons, type JobCardLabels } from "~/components/cards/job-card";
import { PageHeader } from "~/components/sections/page-header";
import { buttonClassName } from "~/components/ui/button-link";
import { spriteIcon } from "~/components/ui/icons";
import type { Job } from "~/content/schema";
import { formatLongDate } from "~/lib/india-time";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { useRecordLang } from "~/components/sections/other-language";
import { MarkedList, type MarkedListLook } from "~/components/ui/marked-list";
import { SidePanel, TitledSection } from "~/components/ui/titled-section";

// Its icons are made here, not imported from ui/icons: in the browser only the staff console's
// previews draw it, and they load with the console rather than with every page.
const ArrowRight = spriteIcon("arrow-right");
const Briefcase = spriteIcon("briefcase");
const CalendarClock = spriteIcon("calendar-clock");
const IndianRupee = spriteIcon("indian-rupee");
const Mail = spriteIcon("mail");
const MapPin = spriteIcon("map-pin");
const Timer = spriteIcon("timer");

/** The skills as chips: a marked list without a marker. */
const skillChips: MarkedListLook = {
  list: "mt-4 flex flex-wrap gap-2",
  item: "rounded-full bg-brand-50 px-4 py-1.5 text-sm font-medium text-brand-800 ring-1 ring-brand-100",
  marker: null,
};

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
  const locale = useLocale();
  const to = useLocalePath();
  const facts: [typeof MapPin, string, React.ReactNode][] = [
    [DepartmentIcon, copy.departmentLabel, labels.departments[job.department]],
    [MapPin, labels.location, job.location],
    [Briefcase, labels.type, job.type],
    [Timer, labels.experience, job.experience],
    [IndianRupee, labels.salary, `${job.salaryRange} ${labels.perYear}`],
    [
      CalendarClock,
      labels.posted,
      <time key="posted" dateTime={job.postedDate}>
        {formatLongDate(job.postedDate, locale)}
      </time>,
    ],
    [
      CalendarClock,
      labels.applyBy,
      <time key="apply-by" dateTime={job.applicationDeadline}>
        {formatLongDate(job.applicationDeadline, locale)}
      </time>,
    ],
  ];
  return (
    <>
      <PageHeader
        eyebrow={labels.departments[job.department]}
        heading={job.title}
        intro={job.description}
        backLink={{ to: to("/careers"), label: copy.backLabel }}
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
          <TitledSection id="opening-overview-heading" title={copy.overviewTitle}>
            <p className="mt-4 text-lg leading-8 text-slate-700">{job.description}</p>
          </TitledSection>
          <TitledSection id="opening-responsibilities-heading" title={labels.responsibilities}>
            <BulletList items={job.responsibilities} />
          </TitledSection>
          <TitledSection id="opening-requirements-heading" title={labels.requirements}>
            <BulletList items={job.requirements} />
          </TitledSection>
          <TitledSection id="opening-skills-heading" title={labels.skills}>
            <MarkedList items={job.skills} look={skillChips} />
          </TitledSection>
        </div>

        <SidePanel id="opening-glance-heading" title={copy.atAGlanceTitle} className="lg:col-span-1">
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
        </SidePanel>
      </div>
    </>
  );
}

/** One of the other openings: its title keeps its own language, its department is in the page's. */
function OtherOpeningLink({ opening, departments }: { opening: Job; departments: JobCardLabels["departments"] }) {
  const to = useLocalePath();
  const lang = useRecordLang(opening.language);
  return (
    <a
      href={to(`/careers/${opening.id}`)}
      className="group flex h-full items-center justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300"
    >
      <span>
        <span lang={lang} className="block font-semibold text-slate-900 group-hover:text-brand-700">
          {opening.title}
        </span>
        <span className="block text-sm text-slate-600">{departments[opening.department]}</span>
      </span>
      <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
    </a>
  );
}

/** The other openings, after the apply section (a static region of its own). */
export function OtherOpenings({
  others,
  title,
  departments,
}: {
  others: readonly Job[];
  title: string;
  departments: JobCardLabels["departments"];
}) {
  return (
    <TitledSection id="other-openings-heading" title={title} className="container-page py-16">
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {others.map((other) => (
          <li key={other.id}>
            <OtherOpeningLink opening={other} departments={departments} />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

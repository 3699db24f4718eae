import { type IconComponent, spriteIcon } from "~/components/ui/icons";
import { OtherLanguageBadge, useRecordLang } from "~/components/sections/other-language";
import type { Job } from "~/content/schema";
import { formatLongDate } from "~/lib/india-time";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";

// Its icons are made here, not imported from ui/icons: in the browser only the staff console's
// previews draw it, and they load with the console rather than with every page.
const ArrowRight = spriteIcon("arrow-right");
const Briefcase = spriteIcon("briefcase");
const CalendarClock = spriteIcon("calendar-clock");
const ChevronDown = spriteIcon("chevron-down");
const Cloud = spriteIcon("cloud");
const Code2 = spriteIcon("code-2");
const Headset = spriteIcon("headset");
const IndianRupee = spriteIcon("indian-rupee");
const MapPin = spriteIcon("map-pin");
const Palette = spriteIcon("palette");
const Settings2 = spriteIcon("settings-2");
const ShieldCheck = spriteIcon("shield-check");
const Timer = spriteIcon("timer");

export const departmentIcons: Record<Job["department"], IconComponent> = {
  Development: Code2,
  Support: Headset,
  Cloud: Cloud,
  Security: ShieldCheck,
  Design: Palette,
  Operations: Settings2,
};

export type JobCardLabels = {
  details: string;
  hideDetails: string;
  apply: string;
  posted: string;
  applyBy: string;
  perYear: string;
  location: string;
  type: string;
  experience: string;
  salary: string;
  requirements: string;
  responsibilities: string;
  skills: string;
  /** Each department's name in the page's language (the opening's own words keep theirs). */
  departments: Record<Job["department"], string>;
};

type JobCardProps = { job: Job; applyHref: string; labels: JobCardLabels };

function DetailList({ title, items, lang }: { title: string; items: readonly string[]; lang: string | undefined }) {
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-900">{title}</h4>
      <ul lang={lang} className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-slate-700 marker:text-accent-600">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One opening with every field of the spec. The long lists sit in a native <details>, which opens
 * without JavaScript; 'Apply Now' leads to the application form on the opening's own page.
 */
export function JobCard({ job, applyHref, labels }: JobCardProps) {
  const DepartmentIcon = departmentIcons[job.department];
  const locale = useLocale();
  const to = useLocalePath();
  // An opening written in the other language keeps its own `lang` on its own words.
  const lang = useRecordLang(job.language);
  const facts: [IconComponent, string, string][] = [
    [MapPin, labels.location, job.location],
    [Briefcase, labels.type, job.type],
    [Timer, labels.experience, job.experience],
    [IndianRupee, labels.salary, `${job.salaryRange} ${labels.perYear}`],
  ];
  return (
    <article
      id={`job-${job.id}`}
      aria-labelledby={`job-${job.id}-title`}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
          <DepartmentIcon aria-hidden="true" className="size-4" />
          {labels.departments[job.department]}
        </p>
        <p className="text-xs text-slate-600">
          {labels.posted} <time dateTime={job.postedDate}>{formatLongDate(job.postedDate, locale)}</time>
        </p>
      </div>
      <h3 id={`job-${job.id}-title`} lang={lang} className="mt-4 text-xl font-semibold text-slate-900">
        {/* The opening's own page (/careers/{id}), with its structured data for job search. */}
        <a href={to(`/careers/${job.id}`)} className="hover:text-brand-700 hover:underline">
          {job.title}
        </a>
      </h3>
      <OtherLanguageBadge language={job.language} />
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {facts.map(([FactIcon, term, value]) => (
          <div key={term} className="flex items-center gap-2 text-slate-700">
            {/* The icon inside the <dt>: a <div> of a <dl> may hold only dt and dd (valid HTML). */}
            <dt className="shrink-0">
              <FactIcon aria-hidden="true" className="size-4 text-slate-500" />
              <span className="sr-only">{term}</span>
            </dt>
            <dd lang={lang}>{value}</dd>
          </div>
        ))}
      </dl>
      <p lang={lang} className="mt-4 text-slate-600">
        {job.description}
      </p>
      <p className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-slate-800">
        <CalendarClock aria-hidden="true" className="size-4 text-accent-700" />
        <span>
          {labels.applyBy}{" "}
          <time dateTime={job.applicationDeadline}>{formatLongDate(job.applicationDeadline, locale)}</time>
        </span>
      </p>
      <details className="group mt-5 rounded-xl border border-slate-200 bg-slate-50 open:bg-white">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 text-sm font-semibold text-brand-800 [&::-webkit-details-marker]:hidden">
          <span className="group-open:hidden">{labels.details}</span>
          <span className="hidden group-open:inline">{labels.hideDetails}</span>
          <span lang={lang} className="sr-only">
            : {job.title}
          </span>
          <ChevronDown aria-hidden="true" className="ml-auto size-4 transition-transform group-open:rotate-180" />
        </summary>
        <div className="space-y-5 border-t border-slate-200 px-4 py-5">
          <DetailList title={labels.requirements} items={job.requirements} lang={lang} />
          <DetailList title={labels.responsibilities} items={job.responsibilities} lang={lang} />
          <div>
            <h4 className="text-sm font-semibold text-slate-900">{labels.skills}</h4>
            <ul lang={lang} className="mt-2 flex flex-wrap gap-1.5">
              {job.skills.map((skill) => (
                <li key={skill} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
                  {skill}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </details>
      <div className="mt-auto pt-6">
        <a
          href={applyHref}
          className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white transition-colors hover:bg-brand-800"
        >
          {labels.apply}
          <span lang={lang} className="sr-only">
            : {job.title}
          </span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </div>
    </article>
  );
}

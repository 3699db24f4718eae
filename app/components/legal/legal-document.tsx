import { ArrowRight, CalendarDays } from "~/components/ui/icons";
import { Link, useLocation } from "react-router";
import { InfoCard } from "~/components/cards/info-card";
import type { LegalBlock, LegalDocument } from "~/content/schema";
import { formatLongDate } from "~/lib/india-time";
import { withFarBelow } from "~/components/sections/page-section";
import { TitledNav } from "~/components/ui/titled-section";
import { htmlLang, pathIn } from "~/lib/i18n/locale";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";

type LinkItemProps = { label: string; value: string; href: string; opensInNewTab: string };

function LinkItem({ label, value, href, opensInNewTab }: LinkItemProps) {
  const to = useLocalePath();
  const content = (
    <>
      <span className="block text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</span>
      <span className="mt-0.5 block font-medium break-words text-brand-800">{value}</span>
    </>
  );
  const className =
    "flex items-center justify-between gap-4 rounded-xl border border-slate-200 p-4 hover:border-brand-500";
  if (href.startsWith("/")) {
    return (
      <Link to={to(href)} className={className}>
        <span>{content}</span>
        <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
      </Link>
    );
  }
  const external = href.startsWith("http");
  return (
    <a href={href} className={className} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      <span>
        {content}
        {external ? <span className="sr-only">({opensInNewTab})</span> : null}
      </span>
    </a>
  );
}

function Block({ block, labels }: { block: LegalBlock; labels: LegalLabels }) {
  switch (block.kind) {
    case "paragraph":
      return <p className="leading-7 text-slate-700">{block.text}</p>;
    case "list":
      return (
        <ul className="list-disc space-y-2 pl-6 leading-7 text-slate-700 marker:text-brand-600">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "cards":
      return (
        <ul className="grid gap-4 sm:grid-cols-2">
          {block.items.map((card) => (
            <li key={card.title}>
              <InfoCard card={card} />
            </li>
          ))}
        </ul>
      );
    case "links":
      return (
        <ul className="grid gap-3">
          {block.items.map((item) => (
            <li key={item.label}>
              <LinkItem {...item} opensInNewTab={labels.opensInNewTab} />
            </li>
          ))}
        </ul>
      );
    case "table":
      return (
        <div className="overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="bg-slate-50 px-4 py-3 text-left font-semibold text-slate-900">{block.caption}</caption>
            <thead className="border-y border-slate-200 bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-2.5 font-semibold">
                  {block.columns[0]}
                </th>
                <th scope="col" className="px-4 py-2.5 text-right font-semibold">
                  {block.columns[1]}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {block.rows.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row" className="px-4 py-3 font-normal text-slate-700">
                    {label}
                  </th>
                  <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-slate-900">{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

type LegalLabels = {
  tableOfContents: string;
  lastUpdated: string;
  summary: string;
  opensInNewTab: string;
  /** On a translation only: the English text is the one that binds, and the link to it. */
  englishPrevails: string;
  englishText: string;
};

type LegalDocumentViewProps = {
  document: LegalDocument;
  labels: LegalLabels;
  /**
   * The index of the first section that starts at least 1,500 px down on every screen, in both
   * languages (withFarBelow): it and the sections after it are drawn only as they come near the
   * viewport. The page measures it (ADR 012); tests/e2e/marketing-home.spec.ts checks it.
   */
  farBelowFrom?: number;
};

/**
 * A legal page body: summary, last-updated date, a table of contents and the numbered sections. In
 * another language than English it says first that the English text prevails, and links to it.
 */
export function LegalDocumentView({
  document,
  labels,
  farBelowFrom = Number.POSITIVE_INFINITY,
}: LegalDocumentViewProps) {
  const locale = useLocale();
  const { pathname } = useLocation();
  return (
    <div className="container-page grid grid-cols-1 gap-10 py-12 lg:grid-cols-[16rem_minmax(0,1fr)] lg:py-16">
      <TitledNav id="toc-heading" title={labels.tableOfContents} className="lg:sticky lg:top-24 lg:self-start">
        <ol className="mt-3 space-y-1 border-l border-slate-200 text-sm">
          {document.sections.map((section, index) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-slate-700 hover:border-brand-600 hover:text-brand-800"
              >
                {index + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </TitledNav>
      <article className="max-w-3xl">
        <p className="inline-flex items-center gap-2 text-sm text-slate-600">
          <CalendarDays aria-hidden="true" className="size-4" />
          <span>
            {labels.lastUpdated}{" "}
            <time dateTime={document.lastUpdated}>{formatLongDate(document.lastUpdated, locale)}</time>
          </span>
        </p>
        {locale === "en" ? null : (
          <p className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm leading-6 text-amber-950">
            {labels.englishPrevails}{" "}
            <Link
              to={pathIn("en", pathname)}
              hrefLang={htmlLang.en}
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              {labels.englishText}
            </Link>
          </p>
        )}
        <aside aria-labelledby="summary-heading" className="mt-4 rounded-2xl border border-brand-100 bg-brand-50 p-6">
          <h2 id="summary-heading" className="font-semibold text-slate-900">
            {labels.summary}
          </h2>
          <p className="mt-2 leading-7 text-slate-700">{document.summary}</p>
        </aside>
        {document.sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className={withFarBelow("mt-12", index >= farBelowFrom)}
          >
            <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight text-slate-900">
              <span className="mr-2 text-brand-700">{index + 1}.</span>
              {section.title}
            </h2>
            <div className="mt-4 space-y-4">
              {section.blocks.map((block, blockIndex) => (
                // Blocks are static and never reorder, so their position is a stable key.
                // biome-ignore lint/suspicious/noArrayIndexKey: static content in fixed order.
                <Block key={blockIndex} block={block} labels={labels} />
              ))}
            </div>
          </section>
        ))}
      </article>
    </div>
  );
}

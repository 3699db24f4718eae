import { CalendarClock, Check, IndianRupee, Phone } from "~/components/ui/icons";
import { data } from "react-router";
import type { Route } from "./+types/service-detail";
import { StaticRegion } from "~/components/ui/static-region";
import { staticPage } from "~/lib/static-regions.server";
import { ServiceCard } from "~/components/cards/service-card";
import { MarkedList, type MarkedListLook } from "~/components/ui/marked-list";
import { NotFoundView } from "~/components/sections/not-found-view";
import { PageSection } from "~/components/sections/page-section";
import { ServiceQuickInfo } from "~/components/sections/service-quick-info";
import { ArrowLink } from "~/components/ui/arrow-link";
import { ButtonLink } from "~/components/ui/button-link";
import { ServiceArt } from "~/components/ui/service-art";
import * as sectionsEn from "~/content/sections";
import * as sectionsMl from "~/content/sections.ml";
import * as servicesEn from "~/content/services";
import * as servicesMl from "~/content/services.ml";
import { site } from "~/content/site";
import { type Locale, localeOf, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { documentTitle, metaTags, pageHead } from "~/lib/meta";
import { TitledSection } from "~/components/ui/titled-section";

const featureList: MarkedListLook = {
  list: "mt-6 grid gap-4 sm:grid-cols-2",
  item: "flex gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-700",
  marker: (
    <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
      <Check aria-hidden="true" className="size-4" strokeWidth={3} />
    </span>
  ),
};

/** The technologies as chips: a marked list without a marker. */
const technologyChips: MarkedListLook = {
  list: "mt-6 flex flex-wrap gap-2",
  item: "rounded-full bg-brand-50 px-4 py-1.5 text-sm font-medium text-brand-800 ring-1 ring-brand-100",
  marker: null,
};

const content = {
  sections: localized(sectionsEn, sectionsMl),
  services: localized(servicesEn, servicesMl),
};

function servicePageData(slug: string, locale: Locale) {
  const { getService, relatedServices } = content.services[locale];
  const service = getService(slug) ?? null;
  return { service, related: service ? relatedServices(service.slug) : [], locale };
}

// Static from top to bottom: rendered on the server only (app/lib/static-regions.ts).
export function loader(args: Route.LoaderArgs) {
  const locale = localeOf(args.url.pathname);
  const props = servicePageData(args.params.slug, locale);
  const found = props.service
    ? pageHead(
        { title: props.service.title, description: props.service.shortDescription },
        pathIn(locale, `/services/${args.params.slug}`),
      )
    : null;
  const { notFound } = content.sections[locale].serviceDetailSections;
  const meta = found ?? [{ title: documentTitle(notFound.heading) }, { name: "robots", content: "noindex" }];
  const body = staticPage(args, "service", meta, <ServiceDetailContent {...props} />);
  return found ? body : data(body, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function ServiceDetailPage({ loaderData }: Route.ComponentProps) {
  return <StaticRegion region={loaderData.page} />;
}
const backLinkClass = "inline-flex items-center gap-2 rounded-md text-sm font-semibold text-brand-100 hover:text-white";

function ServiceDetailContent({ service, related, locale }: ReturnType<typeof servicePageData>) {
  const sections = content.sections[locale].serviceDetailSections;
  if (!service) {
    return (
      <NotFoundView
        heading={sections.notFound.heading}
        text={sections.notFound.text}
        backTo={sections.backLink.href}
        backLabel={sections.notFound.backLabel}
      />
    );
  }
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="container-page grid items-start gap-10 py-12 md:py-16 lg:grid-cols-[1.4fr_1fr]">
          <div>
            <ArrowLink to={sections.backLink.href} back className={backLinkClass}>
              {sections.backLink.label}
            </ArrowLink>
            <p className="mt-8 text-sm font-semibold tracking-wide text-brand-100 uppercase">{sections.eyebrow}</p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance md:text-5xl">{service.title}</h1>
            <p className="mt-4 max-w-2xl text-lg text-brand-50">{service.shortDescription}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to={sections.quote.href} variant="light">
                {sections.quote.label}
              </ButtonLink>
              <a
                href={site.phoneHref}
                className="inline-flex items-center gap-2 rounded-lg border border-white/70 px-5 py-2.5 font-semibold text-white hover:bg-white/10"
              >
                <Phone aria-hidden="true" className="size-4" />
                {site.phone}
              </a>
            </div>
          </div>
          <div className="mx-auto hidden w-full max-w-md md:block lg:max-w-none">
            <ServiceArt icon={service.icon} alt={service.imageAlt} />
          </div>
        </div>
      </section>

      <div className="container-page grid gap-12 py-16 lg:grid-cols-3">
        <div className="space-y-14 lg:col-span-2">
          <TitledSection id="overview-heading" title={sections.overviewTitle}>
            <p className="mt-4 text-lg leading-8 text-slate-700">{service.description}</p>
          </TitledSection>

          <TitledSection id="features-heading" title={sections.featuresTitle}>
            <MarkedList items={service.features} look={featureList} />
          </TitledSection>

          <TitledSection id="technologies-heading" title={sections.technologiesTitle}>
            <MarkedList items={service.technologies} look={technologyChips} />
          </TitledSection>

          <TitledSection id="pricing-heading" title={sections.pricingTitle}>
            <dl className="mt-6 grid gap-4 sm:grid-cols-2">
              {[
                { label: sections.priceLabel, value: service.price, Icon: IndianRupee },
                { label: sections.durationLabel, value: service.duration, Icon: CalendarClock },
              ].map(({ label, value, Icon }) => (
                <div key={label} className="relative rounded-2xl bg-slate-50 p-5 pl-20 ring-1 ring-slate-200">
                  <dt className="text-sm text-slate-600">
                    <span className="absolute top-5 left-5 inline-flex size-11 items-center justify-center rounded-xl bg-brand-700 text-white">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    {label}
                  </dt>
                  <dd className="text-lg font-semibold text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-slate-600">{sections.quoteNote}</p>
          </TitledSection>
        </div>

        <ServiceQuickInfo service={service} />
      </div>

      <PageSection id="related" tone="muted" copy={sections.related} align="left" farBelow>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {related.map((item) => (
            <li key={item.slug}>
              <ServiceCard service={item} />
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}

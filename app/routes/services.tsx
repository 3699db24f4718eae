import type { Route } from "./+types/services";
import { StaticRegion } from "~/components/ui/static-region";
import { staticPage } from "~/lib/static-regions.server";
import { ContactBox, mailLine, phoneLine } from "~/components/sections/contact-box";
import { CtaSection } from "~/components/sections/cta-section";
import { InfoCardGrid } from "~/components/sections/info-card-grid";
import { PageHeader } from "~/components/sections/page-header";
import { PageSection } from "~/components/sections/page-section";
import { ServiceGrid } from "~/components/sections/service-grid";
import { ProcessSteps } from "~/components/sections/process-steps";
import { ButtonLink } from "~/components/ui/button-link";
import { ServiceIconMosaic } from "~/components/ui/service-icon-mosaic";
import * as marketingEn from "~/content/marketing";
import * as marketingMl from "~/content/marketing.ml";
import * as servicesPageEn from "~/content/page-copy/services";
import * as servicesPageMl from "~/content/page-copy/services.ml";
import * as sectionsEn from "~/content/sections";
import * as sectionsMl from "~/content/sections.ml";
import * as servicesEn from "~/content/services";
import * as servicesMl from "~/content/services.ml";
import { site } from "~/content/site";
import { type Locale, localeOf, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { metaTags, pageHead } from "~/lib/meta";

const content = {
  marketing: localized(marketingEn, marketingMl),
  page: localized(servicesPageEn, servicesPageMl),
  sections: localized(sectionsEn, sectionsMl),
  services: localized(servicesEn, servicesMl),
};

// Static from top to bottom: rendered on the server only (app/lib/static-regions.ts).
export function loader(args: Route.LoaderArgs) {
  const locale = localeOf(args.url.pathname);
  const meta = pageHead(content.page[locale].servicesPage, pathIn(locale, "/services"));
  return staticPage(args, "services", meta, <ServicesContent locale={locale} />);
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  return <StaticRegion region={loaderData.page} />;
}

function ServicesContent({ locale }: { locale: Locale }) {
  const copy = content.page[locale].servicesPage;
  const { processSteps, serviceReasons } = content.marketing[locale];
  const { ctaActions, servicesSections: sections } = content.sections[locale];
  const { services } = content.services[locale];
  const { contactBox } = sections;
  const helpLines = [
    phoneLine(contactBox.phoneLabel, site.phone, site.phoneHref),
    mailLine(contactBox.emailLabel, site.supportEmail),
  ];
  return (
    <>
      <PageHeader
        heading={copy.heading}
        intro={copy.intro}
        asideVisibility="large"
        aside={<ServiceIconMosaic icons={services.map((service) => service.icon)} />}
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to={sections.heroActions.primary.href} variant="light">
            {sections.heroActions.primary.label}
          </ButtonLink>
          <ButtonLink to={sections.heroActions.secondary.href} variant="outline-light">
            {sections.heroActions.secondary.label}
          </ButtonLink>
        </div>
      </PageHeader>

      <PageSection id="all-services" copy={sections.list}>
        <ServiceGrid services={services} />
      </PageSection>

      {/* From here on, below the services' cards, the sections start at least 1,830 px down on any screen (ADR 012). */}
      <PageSection id="why-us" tone="muted" copy={sections.reasons} farBelow>
        <InfoCardGrid cards={serviceReasons} columns={4} />
      </PageSection>

      <ContactBox id="service-help" copy={contactBox} lines={helpLines} farBelow />

      <PageSection id="process" tone="muted" copy={sections.process} farBelow>
        <ProcessSteps steps={processSteps} />
      </PageSection>

      <CtaSection title={sections.cta.title} text={sections.cta.text} actions={ctaActions(sections.cta)} farBelow />
    </>
  );
}

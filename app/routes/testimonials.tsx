import type { Route } from "./+types/testimonials";
import { StaticRegion } from "~/components/ui/static-region";
import { staticRegions } from "~/lib/static-regions.server";
import { RatingSummaryCard } from "~/components/cards/rating-summary-card";
import { TestimonialCard } from "~/components/cards/testimonial-card";
import { CtaSection } from "~/components/sections/cta-section";
import { FigureStats } from "~/components/sections/figure-stats";
import { PageHeader } from "~/components/sections/page-header";
import { IslandSection } from "~/components/sections/island-section";
import { PageSection, PageSectionHead } from "~/components/sections/page-section";
import { TestimonialCarousel } from "~/components/sections/testimonial-carousel";
import { TestimonialSlides } from "~/components/sections/testimonial-slides";
import * as carouselEn from "~/content/carousel";
import * as carouselMl from "~/content/carousel.ml";
import * as marketingEn from "~/content/marketing";
import * as marketingMl from "~/content/marketing.ml";
import * as pageCopyEn from "~/content/page-copy/testimonials";
import * as pageCopyMl from "~/content/page-copy/testimonials.ml";
import * as sectionsEn from "~/content/sections";
import * as sectionsMl from "~/content/sections.ml";
import * as testimonialWordsEn from "~/content/testimonial-words";
import * as testimonialWordsMl from "~/content/testimonial-words.ml";
import { testimonials } from "~/content/testimonials";
import { localeOf, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { metaTags, pageHead } from "~/lib/meta";
import { averageRating } from "~/lib/ratings";

const pageCopy = localized(pageCopyEn, pageCopyMl);
const carouselWords = localized(carouselEn, carouselMl);
const sectionWords = localized(sectionsEn, sectionsMl);
const marketing = localized(marketingEn, marketingMl);

// Everything but the carousel is rendered on the server only (app/lib/static-regions.ts).

const testimonialWords = localized(testimonialWordsEn, testimonialWordsMl);
export function loader(args: Route.LoaderArgs) {
  const locale = localeOf(args.url.pathname);
  const copy = pageCopy[locale].testimonialsPage;
  const { ctaActions, testimonialsSections: sections } = sectionWords[locale];
  const { testimonialMetrics } = marketing[locale];
  const regions = staticRegions(args, "testimonials", {
    header: (
      <PageHeader
        heading={copy.heading}
        intro={copy.intro}
        asideVisibility="large"
        aside={
          <RatingSummaryCard
            average={averageRating(testimonials.map((testimonial) => testimonial.rating))}
            averageLabel={sections.summary.averageLabel}
            reviewsText={sections.summary.reviewsText(testimonials.length)}
          />
        }
      />
    ),
    featuredHead: <PageSectionHead id="featured" copy={sections.carousel} />,
    featuredSlides: <TestimonialSlides testimonials={testimonials} />,
    rest: (
      <>
        <section aria-labelledby="metrics-heading" className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
          <div className="container-page py-14 text-center">
            <h2 id="metrics-heading" className="text-2xl font-bold tracking-tight md:text-3xl">
              {sections.metrics.title}
            </h2>
            <div className="mt-8">
              <FigureStats figures={testimonialMetrics} tone="dark" />
            </div>
          </div>
        </section>
        <PageSection id="all-reviews" tone="muted" copy={sections.list}>
          <ul className="grid gap-6 md:grid-cols-2">
            {testimonials.map((testimonial) => (
              <li key={testimonial.id}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        </PageSection>
        <CtaSection
          title={sections.cta.title}
          text={sections.cta.text}
          actions={ctaActions(sections.cta).map((action) => ({ ...action, to: pathIn(locale, action.to) }))}
        />
      </>
    ),
  });
  return {
    regions,
    meta: pageHead(copy, pathIn(locale, "/testimonials")),
    carousel: {
      // Each review's button names its reviewer as a screen reader of the page's language reads it.
      names: testimonials.map(
        (testimonial) => testimonialWords[locale].testimonialStories[testimonial.id]?.spokenName ?? testimonial.name,
      ),
      labels: carouselWords[locale].carouselLabels,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function TestimonialsPage({ loaderData }: Route.ComponentProps) {
  const { regions, carousel } = loaderData;
  return (
    <>
      <StaticRegion region={regions.header} />
      <IslandSection id="featured" head={regions.featuredHead}>
        <TestimonialCarousel slides={regions.featuredSlides} names={carousel.names} labels={carousel.labels} />
      </IslandSection>
      <StaticRegion region={regions.rest} />
    </>
  );
}

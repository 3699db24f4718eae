import { Link } from "react-router";
import type { Route } from "./+types/service-levels";
import { PageHeader } from "~/components/sections/page-header";
import { ServiceLevelsTables } from "~/components/service-levels/service-levels-tables";
import * as wordsEn from "~/content/service-levels";
import * as wordsMl from "~/content/service-levels.ml";
import { orUnavailable } from "~/lib/forms/pipeline.server";
import { dbContext } from "~/lib/http/request-context.server";
import { localeOf, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { metaTags, pageHead } from "~/lib/meta";
import type { ServiceLevels } from "~/lib/service-metrics/public-levels";
import { hourlyServiceLevels } from "~/lib/service-metrics/public-levels.server";
import { serviceLevelTables } from "~/lib/service-metrics/public-levels-view";
import { formatDateTime } from "~/lib/india-time";

const serviceLevelWords = localized(wordsEn, wordsMl);

// The Terms' targets beside the figures of the last 90 days of real tickets (ADR 022),
// computed once an hour per server. Everything is worded here, on the server, in the page's
// language, so the browser renders exactly the same words when it hydrates and its script carries
// the words of neither language.
export async function loader({ context, url }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const locale = localeOf(url.pathname);
  const words = serviceLevelWords[locale];
  const { serviceLevelsCopy: copy, serviceLevelsPage: page } = words;
  const levels = await orUnavailable<ServiceLevels | null>(
    "service-levels",
    () => hourlyServiceLevels(db),
    () => null,
  );
  return {
    levels,
    period: levels ? copy.period(formatDateTime(levels.from, locale), formatDateTime(levels.to, locale)) : null,
    tables: serviceLevelTables(levels, words),
    text: {
      heading: page.heading,
      intro: page.intro,
      unavailable: copy.unavailable,
      notEnoughOverall: levels && !levels.enough ? copy.notEnoughOverall(levels.ticketsOpened) : null,
      helpDeflections: levels
        ? levels.helpDeflections.value === null
          ? copy.helpDeflections.notEnough(levels.helpDeflections.counted)
          : copy.helpDeflections.figure(levels.helpDeflections.value)
        : null,
      howHeading: copy.howHeading,
      how: copy.how,
      termsLink: copy.termsLink,
    },
    meta: pageHead(page, pathIn(locale, "/service-levels")),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

const notice = "rounded-xl border border-amber-200 bg-amber-50 p-5 font-medium text-amber-900";

export default function ServiceLevelsPage({ loaderData }: Route.ComponentProps) {
  const { levels, period, tables, text } = loaderData;
  const to = useLocalePath();
  return (
    <>
      <PageHeader heading={text.heading} intro={text.intro} />
      <div className="container-page max-w-6xl space-y-8 py-12 lg:py-16">
        {period ? <p className="text-slate-700">{period}</p> : null}
        {!levels ? <p className={notice}>{text.unavailable}</p> : null}
        {text.notEnoughOverall ? <p className={notice}>{text.notEnoughOverall}</p> : null}
        <ServiceLevelsTables tables={tables} />
        {text.helpDeflections ? <p className="text-slate-800">{text.helpDeflections}</p> : null}
        <section aria-labelledby="how-heading" className="max-w-3xl space-y-3 text-slate-700">
          <h2 id="how-heading" className="text-xl font-bold text-slate-900">
            {text.howHeading}
          </h2>
          {text.how.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p>
            <Link
              to={to("/terms#service-levels")}
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              {text.termsLink}
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}

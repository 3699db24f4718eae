import { Link } from "react-router";
import type { Route } from "./+types/service-levels";
import { PageHeader } from "~/components/sections/page-header";
import { ServiceLevelsTables } from "~/components/service-levels/service-levels-tables";
import { serviceLevelsCopy as words, serviceLevelsPage as copy } from "~/content/service-levels";
import { orUnavailable } from "~/lib/forms/pipeline.server";
import { dbContext } from "~/lib/http/request-context.server";
import { pageMeta } from "~/lib/meta";
import type { ServiceLevels } from "~/lib/service-metrics/public-levels";
import { hourlyServiceLevels } from "~/lib/service-metrics/public-levels.server";
import { formatDateTime } from "~/lib/india-time";

// The Terms' targets beside the figures of the last 90 days of real tickets (ADR 022),
// computed once an hour per server. Dates are worded here, on the server, so the browser renders
// exactly the same words when it hydrates.
export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const levels = await orUnavailable<ServiceLevels | null>(
    "service-levels",
    () => hourlyServiceLevels(db),
    () => null,
  );
  return {
    levels,
    period: levels ? words.period(formatDateTime(levels.from), formatDateTime(levels.to)) : null,
  };
}

export const meta: Route.MetaFunction = () => pageMeta(copy, "/service-levels");

const notice = "rounded-xl border border-amber-200 bg-amber-50 p-5 font-medium text-amber-900";

export default function ServiceLevelsPage({ loaderData }: Route.ComponentProps) {
  const { levels, period } = loaderData;
  return (
    <>
      <PageHeader heading={copy.heading} intro={copy.intro} />
      <div className="container-page max-w-6xl space-y-8 py-12 lg:py-16">
        {period ? <p className="text-slate-700">{period}</p> : null}
        {!levels ? <p className={notice}>{words.unavailable}</p> : null}
        {levels && !levels.enough ? <p className={notice}>{words.notEnoughOverall(levels.ticketsOpened)}</p> : null}
        <ServiceLevelsTables levels={levels} />
        {levels ? (
          <p className="text-slate-800">
            {levels.helpDeflections.value === null
              ? words.helpDeflections.notEnough(levels.helpDeflections.counted)
              : words.helpDeflections.figure(levels.helpDeflections.value)}
          </p>
        ) : null}
        <section aria-labelledby="how-heading" className="max-w-3xl space-y-3 text-slate-700">
          <h2 id="how-heading" className="text-xl font-bold text-slate-900">
            {words.howHeading}
          </h2>
          {words.how.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p>
            <Link to="/terms#service-levels" className="font-semibold text-brand-800 underline underline-offset-2">
              {words.termsLink}
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}

import type { Route } from "./+types/amc-plans";
import { PlanRequestFromQuery } from "~/components/plans/plan-request-dialog";
import { PageHeader } from "~/components/sections/page-header";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

const copy = pages.amcPlans;

export const meta: Route.MetaFunction = () => pageMeta(copy, "/amc-plans");

export default function AmcPlansPage() {
  return (
    <>
      <PageHeader heading={copy.heading} intro={copy.intro} />
      {/* Signed in with ?plan=<id> (back from login or sign-up): that plan's request confirmation. */}
      <PlanRequestFromQuery />
    </>
  );
}

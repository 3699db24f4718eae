import { data } from "react-router";
import type { Route } from "./+types/career-opening";
import { CareerOpening } from "~/components/sections/career-opening";
import { StaticRegion } from "~/components/ui/static-region";
import { careerOpeningPage as copy } from "~/content/career-opening";
import { applicationSubject, careersPage, jobs } from "~/content/jobs";
import { site } from "~/content/site";
import { mailtoHref } from "~/lib/mailto";
import { pageMeta } from "~/lib/meta";
import { notFoundData } from "~/lib/not-found";
import { staticPage } from "~/lib/static-regions.server";

// One opening, static from top to bottom (app/lib/static-regions.ts); an unknown id is the site's 404.
export function loader(args: Route.LoaderArgs) {
  const job = jobs.find((opening) => opening.id === args.params.id);
  if (!job) throw data(notFoundData(args.url.pathname), { status: 404 });
  const meta = pageMeta(
    { title: `${job.title} · ${copy.titleSuffix}`, description: job.description },
    `/careers/${job.id}`,
  );
  return staticPage(
    args,
    `career-${job.id}`,
    meta,
    <CareerOpening
      job={job}
      others={jobs.filter((opening) => opening.id !== job.id)}
      applyHref={mailtoHref(site.careersEmail, { subject: applicationSubject(job.title) })}
      careersEmail={site.careersEmail}
      labels={careersPage.jobLabels}
      applyText={careersPage.applyText}
      hrResponse={careersPage.hrResponse}
      copy={copy}
    />,
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CareerOpeningPage({ loaderData }: Route.ComponentProps) {
  return <StaticRegion region={loaderData.page} />;
}

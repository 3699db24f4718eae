import { data } from "react-router";
import type { Route } from "./+types/career-opening";
import { ApplySection } from "~/components/careers/apply-section";
import { CareerOpening, OtherOpenings } from "~/components/sections/career-opening";
import { StaticRegion } from "~/components/ui/static-region";
import { careerOpeningPage as copy } from "~/content/career-opening";
import { applicationSubject, careersPage, jobs } from "~/content/jobs";
import { site } from "~/content/site";
import { isOpeningOpen } from "~/lib/careers/apply-form";
import { applicationForm } from "~/lib/careers/apply.server";
import { formAction } from "~/lib/form-action.server";
import { sharedFormPageHeaders } from "~/lib/forms/outcome";
import { mailtoHref } from "~/lib/mailto";
import { pageMeta } from "~/lib/meta";
import { notFoundData } from "~/lib/not-found";
import { staticRegions } from "~/lib/static-regions.server";

function findOpening(args: { params: { id?: string }; url: URL }) {
  const job = jobs.find((opening) => opening.id === args.params.id);
  if (!job) throw data(notFoundData(args.url.pathname), { status: 404 });
  return job;
}

// One opening: the role and the other openings are static (app/lib/static-regions.ts); between them
// the application form, the confirmation after applying, or — after the deadline, judged
// in IST — the closed message. An unknown id is the site's 404.
export function loader(args: Route.LoaderArgs) {
  const job = findOpening(args);
  const meta = pageMeta(
    { title: `${job.title} · ${copy.titleSuffix}`, description: job.description },
    `/careers/${job.id}`,
  );
  const open = isOpeningOpen(job, new Date());
  // A closed opening invites no application by email either: its top then differs (the cache's variant).
  const regions = staticRegions(
    args,
    `career-${job.id}`,
    {
      top: (
        <CareerOpening
          job={job}
          applyHref={open ? mailtoHref(site.careersEmail, { subject: applicationSubject(job.title) }) : null}
          labels={careersPage.jobLabels}
          copy={copy}
        />
      ),
      rest: <OtherOpenings others={jobs.filter((opening) => opening.id !== job.id)} title={copy.otherOpeningsTitle} />,
    },
    { variant: open ? "open" : "closed" },
  );
  const applied = args.url.searchParams.get("applied") === "1";
  return {
    meta,
    regions,
    opening: { id: job.id, title: job.title, applicationDeadline: job.applicationDeadline },
    state: applied ? ("applied" as const) : open ? ("open" as const) : ("closed" as const),
  };
}

/** Without JavaScript: the multipart form posts here (the script path is /careers/:id/apply). */
export async function action(args: Route.ActionArgs) {
  return formAction(args, applicationForm(findOpening(args)));
}

// The same for every anonymous visitor (the form's key is made in the browser), so the server may keep
// it. Around the deadline a kept copy may show the form a minute longer; a post then gets the closed
// message, as it would for anyone who opened the page a minute earlier.
export const headers: Route.HeadersFunction = sharedFormPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CareerOpeningPage({ loaderData, actionData }: Route.ComponentProps) {
  const { regions } = loaderData;
  return (
    <>
      <StaticRegion region={regions.top} />
      <ApplySection opening={loaderData.opening} state={loaderData.state} actionData={actionData} />
      <StaticRegion region={regions.rest} />
    </>
  );
}

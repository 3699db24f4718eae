import { Link } from "react-router";
import type { Route } from "./+types/opening-new";
import { JobOpeningForm } from "~/components/staff/job-opening-form";
import { staffOpeningCopy as copy } from "~/content/staff-publishing";
import { staffMeta } from "~/lib/casework/page";
import { addDays, indiaDay } from "~/lib/contracts/period";
import { formAction } from "~/lib/form-action.server";
import { jobOpeningForm } from "~/lib/publishing/staff-actions.server";
import type { JobOpeningActionData } from "~/lib/publishing/staff-query";
import { staffOf } from "~/lib/staff/guard.server";

/** How long a new opening takes applications unless the editor says otherwise. */
const DEFAULT_OPEN_DAYS = 30;

// /staff/openings/new: a new draft, posted today in India and open for a month.
export async function loader({ context }: Route.LoaderArgs) {
  staffOf(context);
  const today = indiaDay(new Date());
  return { today, deadline: addDays(today, DEFAULT_OPEN_DAYS) };
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, jobOpeningForm(staffOf(args.context), { mode: "new" }));
}

export const meta: Route.MetaFunction = () => staffMeta(copy.newTitle);

export default function NewJobOpening({ loaderData, actionData }: Route.ComponentProps) {
  const answer: JobOpeningActionData | undefined = actionData;
  return (
    <>
      <Link to="/staff/openings" className="text-sm font-semibold text-brand-800 underline underline-offset-2">
        {copy.back}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{copy.newTitle}</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{copy.intro}</p>
      <JobOpeningForm
        words={copy}
        initial={{
          title: "",
          slug: "",
          language: "en",
          department: "Support",
          location: "Trivandrum, Kerala",
          employmentType: "Full-time",
          experience: "",
          salaryRange: "",
          description: "",
          requirements: "",
          responsibilities: "",
          skills: "",
          postedOn: loaderData.today,
          applicationDeadline: loaderData.deadline,
        }}
        version={null}
        slugFixed={false}
        answer={answer}
        submitLabel={copy.create}
      />
    </>
  );
}

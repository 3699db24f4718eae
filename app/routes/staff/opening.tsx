import { Form, Link } from "react-router";
import type { Route } from "./+types/opening";
import { JobOpeningForm } from "~/components/staff/job-opening-form";
import { PublishingBox, panelButtonClass, VersionHistory } from "~/components/staff/publication-panels";
import { ActionBox, RecordPage } from "~/components/staff/record-page";
import { TextField } from "~/components/ui/form-fields";
import { publicationStatusLabels, staffOpeningCopy as copy } from "~/content/staff-publishing";
import { isOpeningOpen } from "~/lib/careers/apply-form";
import { caseAlert } from "~/lib/casework/case-form";
import { reloadAfterConflict, staffMeta } from "~/lib/casework/page";
import { can, canPublish } from "~/lib/casework/policy";
import { indiaDay } from "~/lib/contracts/period";
import { formAction } from "~/lib/form-action.server";
import { pathIn } from "~/lib/i18n/locale";
import { formatLongDate } from "~/lib/india-time";
import { getStaffJobOpening } from "~/lib/publishing/job-openings.server";
import { canMovePublication, publicationMoves } from "~/lib/publishing/moves";
import { jobOpeningForm } from "~/lib/publishing/staff-actions.server";
import type { JobOpeningActionData } from "~/lib/publishing/staff-query";
import { staffPageHeaders } from "~/lib/staff/guard.server";
import { recordForm, recordOfPage } from "~/lib/staff/record-page.server";

export async function loader(args: Route.LoaderArgs) {
  const { staff, record: opening } = await recordOfPage(args, getStaffJobOpening);
  const now = new Date();
  return {
    opening,
    moves: publicationMoves.filter((move) => canMovePublication(move, opening.status)),
    mayPublish: canPublish(staff, "job_opening"),
    mayOpenApplications: can(staff, "view", "job_application"),
    open: isOpeningOpen(opening, now),
    today: indiaDay(now),
  };
}

export async function action(args: Route.ActionArgs) {
  return formAction(
    args,
    recordForm(args, (staff, id) => jobOpeningForm(staff, { mode: "edit", id })),
  );
}

export const shouldRevalidate = reloadAfterConflict;

export const headers = staffPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? copy.title(loaderData.opening.title) : "");

export default function StaffJobOpening({ loaderData, actionData }: Route.ComponentProps) {
  const { opening, moves, mayPublish, mayOpenApplications, open, today } = loaderData;
  const answer: JobOpeningActionData | undefined = actionData;
  const publishAnswer = answer?.intent === "publish" || answer?.intent === "unpublish" || answer?.intent === "archive";
  const deadlineAnswer = answer?.intent === "deadline" ? answer : undefined;
  const deadline = copy.deadline;
  return (
    <RecordPage
      back={{ href: "/staff/openings", label: copy.back }}
      heading={opening.title}
      summary={
        <div className="mt-2 space-y-1 text-sm text-slate-700">
          <p className="flex flex-wrap items-center gap-3">
            <span>{copy.status(publicationStatusLabels[opening.status], opening.version)}</span>
            {opening.status === "published" && open ? (
              <a
                href={pathIn(opening.language, `/careers/${opening.slug}`)}
                className="font-semibold text-brand-800 underline underline-offset-2"
              >
                {copy.publicLink}
              </a>
            ) : null}
            {mayOpenApplications ? (
              <Link
                to={`/staff/applications?opening=${encodeURIComponent(opening.slug)}`}
                className="font-semibold text-brand-800 underline underline-offset-2"
              >
                {copy.applicationsLink}
              </Link>
            ) : null}
          </p>
          <p>
            {open
              ? copy.openNote(formatLongDate(opening.applicationDeadline))
              : copy.closedNote(formatLongDate(opening.applicationDeadline))}
          </p>
        </div>
      }
      side={
        <>
          <PublishingBox
            words={copy.publishing}
            status={opening.status}
            moves={moves}
            mayPublish={mayPublish}
            alert={publishAnswer ? (answer?.message ?? null) : null}
          />
          <ActionBox
            id="deadline-heading"
            heading={open ? deadline.extendHeading : deadline.reopenHeading}
            alert={deadlineAnswer && !deadlineAnswer.fieldErrors.deadline ? deadlineAnswer.message : null}
          >
            {mayPublish ? null : (
              <p id="deadline-reason" className="text-sm text-slate-700">
                {deadline.notAllowed}
              </p>
            )}
            <Form method="post" noValidate className="space-y-3">
              <input type="hidden" name="version" value={opening.version} />
              <TextField
                name="deadline"
                type="date"
                label={deadline.label}
                description={deadline.hint}
                defaultValue={deadlineAnswer?.values.deadline ?? (open ? opening.applicationDeadline : today)}
                error={deadlineAnswer?.fieldErrors.deadline}
              />
              <button
                type="submit"
                name="intent"
                value="deadline"
                disabled={!mayPublish}
                aria-describedby={mayPublish ? undefined : "deadline-reason"}
                className={`${panelButtonClass} bg-brand-700 text-white hover:bg-brand-800`}
              >
                {open ? deadline.extend : deadline.reopen}
              </button>
            </Form>
          </ActionBox>
          <VersionHistory
            words={copy.history}
            current={opening.version}
            versions={opening.versions}
            language={opening.language}
            status={caseAlert(answer, "restore", "save")}
          />
        </>
      }
    >
      <JobOpeningForm
        words={copy}
        initial={{
          title: opening.title,
          slug: opening.slug,
          language: opening.language,
          department: opening.department,
          location: opening.location,
          employmentType: opening.employmentType,
          experience: opening.experience,
          salaryRange: opening.salaryRange,
          description: opening.description,
          requirements: opening.requirements.join("\n"),
          responsibilities: opening.responsibilities.join("\n"),
          skills: opening.skills.join("\n"),
          postedOn: opening.postedOn,
          applicationDeadline: opening.applicationDeadline,
        }}
        version={opening.version}
        slugFixed={opening.slugFixed}
        answer={answer}
        submitLabel={copy.save}
      />
    </RecordPage>
  );
}

import { type ReactNode, useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/application";
import { CaseSummary, RecordPage, RecordSection } from "~/components/staff/record-page";
import { Detail, DetailList, EmailLink, FileDownloads } from "~/components/staff/details";
import { ApplicationStageBadge, OverdueBadge } from "~/components/staff/application-badges";
import { CaseHistory, threadTones } from "~/components/staff/case-thread";
import { CaseWorkPanel } from "~/components/staff/record-forms";
import { caseAlert } from "~/lib/casework/case-form";
import { formatDateTime, isoString } from "~/lib/india-time";
import { Checkbox, FormAlert } from "~/components/ui/form-fields";
import { formatFileSize } from "~/content/numbers";
import {
  applicationStageLabels,
  type ApplicationStageName,
  staffApplicationCopy as copy,
  staffApplicationsCopy,
} from "~/content/staff-applications";
import { applicationActionForm } from "~/lib/careers/staff-actions.server";
import { getApplication, type HistoryEvent, jobApplicationCase } from "~/lib/careers/staff-applications.server";
import { openingTitle, stageEmailSubject } from "~/lib/careers/staff-emails.server";
import { PIPELINE_LIMITS, type PipelineActionData, isOverdue, pipelineStages } from "~/lib/careers/staff-query";
import { listAssignees } from "~/lib/casework/commands.server";
import { recordForm, recordOfPage } from "~/lib/staff/record-page.server";
import { reloadAfterConflict, staffMeta } from "~/lib/casework/page";
import { formAction } from "~/lib/form-action.server";
import { staffPageHeaders } from "~/lib/staff/guard.server";
import { DateTime } from "~/components/staff/date-time";

// Admins only, like the list (docs/decisions/021-hr-pipeline.md); an unknown id is the site's 404.
export async function loader(args: Route.LoaderArgs) {
  const { staff, db, record: application } = await recordOfPage(args, getApplication);
  const { ipAddress, userAgent, ...rest } = application;
  const title = await openingTitle(db, application.openingId);
  return {
    me: staff.id,
    now: new Date(),
    members: await listAssignees(db, jobApplicationCase),
    opening: title,
    stageEmails: pipelineStages.flatMap((stage) => {
      const subject = stageEmailSubject(stage, title);
      return subject ? [{ stage, subject }] : [];
    }),
    application: {
      ...rest,
      ipAddress,
      userAgent,
      files: application.files.map(({ id, fileName, size }) => ({ id, fileName, size })),
    },
  };
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, recordForm(args, applicationActionForm));
}

export const headers = staffPageHeaders;

export const shouldRevalidate = reloadAfterConflict;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? copy.title(loaderData.application.id) : "");

const buttonClass =
  "rounded-lg border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50";
const dangerClass =
  "rounded-lg border border-red-700 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50";

function stageLabel(value: string | null) {
  return applicationStageLabels[(value ?? "") as ApplicationStageName] ?? value ?? "";
}

function eventTitle(event: HistoryEvent) {
  const words = copy.history;
  switch (event.kind) {
    case "submitted":
      return words.submitted(event.actorName);
    case "repeated":
      return words.repeated(event.actorName);
    case "stage":
      return words.stage(event.actorName, stageLabel(event.fromValue), stageLabel(event.toValue));
    case "note":
      return words.note(event.actorName);
    case "emailed":
      return words.emailed(event.actorName, event.emailSubject ?? stageLabel(event.toValue));
    default:
      return words.assign(event.actorName, event.fromValue ?? "", event.toValue ?? "");
  }
}

type LoaderData = Route.ComponentProps["loaderData"];

const eventTone: Record<HistoryEvent["kind"], string> = {
  submitted: threadTones.change,
  repeated: threadTones.change,
  stage: threadTones.change,
  emailed: threadTones.change,
  assign: threadTones.change,
  note: threadTones.note,
};

function Applicant({ data }: { data: LoaderData }) {
  const { application, opening, now } = data;
  const labels = copy.labels;
  const profile = application.profileUrl?.startsWith("https://") ? application.profileUrl : null;
  const rows: [string, ReactNode][] = [
    [labels.opening, opening],
    [labels.email, <EmailLink key="email" email={application.email} />],
    [labels.phone, application.phone],
    [labels.location, application.currentLocation],
    [labels.experience, copy.years(application.yearsExperience)],
    [labels.notice, application.noticePeriod],
    [
      labels.profile,
      profile ? (
        <a
          key="profile"
          href={profile}
          rel="noopener noreferrer nofollow"
          className="break-all text-brand-800 underline underline-offset-2"
        >
          {profile}
        </a>
      ) : (
        copy.empty
      ),
    ],
    [
      labels.applied,
      <time key="applied" dateTime={isoString(application.createdAt)}>
        {formatDateTime(application.createdAt)}
      </time>,
    ],
    [
      labels.contactBy,
      <span key="contact-by" className="inline-flex flex-wrap items-center gap-2">
        <DateTime value={application.contactBy} />
        {isOverdue(application, now) ? <OverdueBadge label={staffApplicationsCopy.overdue} /> : null}
      </span>,
    ],
    [labels.contactedAt, application.contactedAt ? formatDateTime(application.contactedAt) : copy.empty],
    [labels.consent, formatDateTime(application.consentedAt)],
    [labels.repeats, application.repeatCount > 0 ? copy.repeats(application.repeatCount) : copy.empty],
    [labels.updated, formatDateTime(application.updatedAt)],
    [labels.address, application.ipAddress || copy.empty],
    [labels.userAgent, application.userAgent || copy.empty],
  ];
  return (
    <RecordSection id="applicant-heading" heading={copy.applicantHeading}>
      <DetailList>
        {rows.map(([label, value]) => (
          <Detail key={label} label={label}>
            {value}
          </Detail>
        ))}
      </DetailList>
      <h3 className="mt-4 font-semibold text-slate-900">{copy.coverHeading}</h3>
      <p className="mt-1 break-words whitespace-pre-line text-slate-900">{application.coverNote || copy.noCover}</p>
    </RecordSection>
  );
}

function Resume({ id, files }: { id: number; files: LoaderData["application"]["files"] }) {
  return (
    <RecordSection id="resume-heading" heading={copy.resumeHeading}>
      <p className="mt-1 text-sm text-slate-600">{copy.resumeHint}</p>
      {files.length === 0 ? (
        <p className="mt-2 text-slate-800">{copy.noResume}</p>
      ) : (
        <FileDownloads
          files={files}
          href={(file) => `/staff/applications/${id}/resume/${file.id}`}
          label={(file) => copy.download(file.fileName)}
          note={(file) => formatFileSize(file.size)}
          className="mt-2 space-y-1"
        />
      )}
    </RecordSection>
  );
}

export default function StaffApplication({ loaderData, actionData }: Route.ComponentProps) {
  const { application, members, me, stageEmails } = loaderData;
  const answer: PipelineActionData | undefined = actionData;
  const alertFor = (intent: NonNullable<PipelineActionData["intent"]>) => caseAlert(answer, intent, "stage");
  // Forms start empty again once the history has grown.
  const formKey = application.events.length;
  // With JavaScript the button just pressed is replaced by the confirmation: keyboard and screen
  // reader users are taken to its heading, not dropped at the top of the page.
  const deleteHeading = useRef<HTMLHeadingElement>(null);
  const confirmDelete = answer?.intent === "delete" && answer.confirm === true;
  useEffect(() => {
    if (confirmDelete) deleteHeading.current?.focus();
  }, [confirmDelete]);
  return (
    <RecordPage
      back={{ href: "/staff/applications", label: copy.back }}
      heading={copy.heading(application.id, application.fullName)}
      summary={
        <CaseSummary
          badge={<ApplicationStageBadge stage={application.stage} />}
          assigneeName={application.assigneeName}
          words={copy.assignee}
        />
      }
      side={
        <CaseWorkPanel
          name="application"
          words={copy}
          statuses={[
            {
              field: "stage",
              value: application.stage,
              options: pipelineStages.map((stage) => ({ value: stage, label: applicationStageLabels[stage] })),
              words: copy.stage,
              children: (
                // Keyed by the history, so the box is unticked again once a move is saved.
                <div key={formKey} className="mt-3 space-y-3">
                  <Checkbox name="email">{copy.stage.email}</Checkbox>
                  <ul className="space-y-1 text-xs text-slate-600">
                    {stageEmails.map((item) => (
                      <li key={item.stage}>
                        {applicationStageLabels[item.stage]}: {copy.stage.emailHint(item.subject)}
                      </li>
                    ))}
                  </ul>
                </div>
              ),
            },
          ]}
          assignee={{ assigneeId: application.assigneeId, me, members }}
          note={{ formKey, maxLength: PIPELINE_LIMITS.note }}
          answer={answer}
          first="stage"
        >
          <section aria-labelledby="delete-heading" className="rounded-xl border border-red-200 bg-white p-4">
            <h3
              id="delete-heading"
              ref={deleteHeading}
              tabIndex={confirmDelete ? -1 : undefined}
              className="font-semibold text-slate-900"
            >
              {confirmDelete ? copy.remove.confirmHeading : copy.remove.heading}
            </h3>
            <FormAlert message={alertFor("delete")} />
            {confirmDelete ? (
              <Form method="post" className="mt-2 space-y-3">
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="confirm" value="yes" />
                <p role="alert" className="text-sm text-slate-800">
                  {copy.remove.confirmText(application.fullName)}
                </p>
                <div className="flex flex-wrap gap-3">
                  <button type="submit" className={dangerClass}>
                    {copy.remove.confirm}
                  </button>
                  <Link to={`/staff/applications/${application.id}`} className={buttonClass}>
                    {copy.remove.cancel}
                  </Link>
                </div>
              </Form>
            ) : (
              // Without JavaScript the answer is a whole page: its fragment brings the reader to the
              // confirmation at the bottom of the column instead of the page's top.
              <Form method="post" action="#delete-heading" className="mt-2 space-y-3">
                <input type="hidden" name="intent" value="delete" />
                <p className="text-sm text-slate-700">{copy.remove.hint}</p>
                <button type="submit" className={dangerClass}>
                  {copy.remove.start}
                </button>
              </Form>
            )}
          </section>
        </CaseWorkPanel>
      }
    >
      <Applicant data={loaderData} />
      <Resume id={application.id} files={application.files} />
      <CaseHistory
        heading={copy.historyHeading}
        events={application.events}
        title={eventTitle}
        tones={eventTone}
        email={copy.history.email}
      />
    </RecordPage>
  );
}

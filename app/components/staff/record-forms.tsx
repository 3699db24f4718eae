// The side forms of a staff record page (a contact message, a job application, a plan request): the
// status box, the assignee box (a choice of staff and 'Assign to me') and the internal note. The
// status and assignee forms post the value the page showed, so a change based on a stale page is
// refused by the action (409). Props only; the words come from the page.
import type React from "react";
import { Form, useNavigation } from "react-router";
import { FormAlert, SubmitButton, TextAreaField } from "~/components/ui/form-fields";
import { caseAlert } from "~/lib/casework/case-form";
import { ActionBox, RecordSection, WorkPanel } from "./record-page";

const selectClass = "mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900";
const buttonClass =
  "rounded-lg border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50";

export function AssigneeForms({
  id,
  assigneeId,
  me,
  members,
  alert,
  words,
}: {
  /** The select's id (unique on the page). */
  id: string;
  assigneeId: number | null;
  me: number;
  members: readonly { id: number; fullName: string }[];
  alert: string | null;
  words: { label: string; nobody: string; submit: string; toMe: string };
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <Form method="post">
        <input type="hidden" name="intent" value="assign" />
        <input type="hidden" name="expectedAssignee" value={assigneeId ?? ""} />
        <FormAlert message={alert} />
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {words.label}
        </label>
        <select
          id={id}
          name="assignee"
          key={`assignee-${assigneeId ?? ""}`}
          defaultValue={assigneeId ?? ""}
          className={selectClass}
        >
          <option value="">{words.nobody}</option>
          {members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.fullName}
            </option>
          ))}
        </select>
        <button type="submit" className={`mt-3 ${buttonClass}`}>
          {words.submit}
        </button>
      </Form>
      {assigneeId !== me ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="assign" />
          <input type="hidden" name="expectedAssignee" value={assigneeId ?? ""} />
          <input type="hidden" name="assignee" value={me} />
          <button type="submit" className={buttonClass}>
            {words.toMe}
          </button>
        </Form>
      ) : null}
    </div>
  );
}

/** An internal note (intent=note); `formKey` changes when the history grows, so the box empties. */
export function NoteForm({
  formKey,
  alert,
  maxLength,
  answer,
  words,
}: {
  formKey: number;
  alert: string | null;
  maxLength: number;
  /** The page's action answer: a refused note keeps its text and shows its error. */
  answer?: { intent: string | null; fieldErrors: { note?: string }; values: { note?: string } };
  words: { label: string; hint: string; submit: string };
}) {
  return (
    <Form method="post" key={`note-${formKey}`} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <input type="hidden" name="intent" value="note" />
      <FormAlert message={alert} />
      <TextAreaField
        name="note"
        label={words.label}
        description={words.hint}
        maxLength={maxLength}
        rows={4}
        compact
        error={answer?.intent === "note" ? answer.fieldErrors.note : undefined}
        defaultValue={answer?.intent === "note" ? answer.values.note : undefined}
      />
      <button type="submit" className={buttonClass}>
        {words.submit}
      </button>
    </Form>
  );
}

const dangerClass = "rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800";

/**
 * The cancellation box (intent=cancel): the reason the customer is told, required by the action.
 * `children` adds the form's hidden fields (the status the page showed); a refused post keeps the
 * reason typed.
 */
export function CancelForm({
  formKey,
  alert,
  maxLength,
  answer,
  words,
  children,
}: {
  formKey: number;
  alert: string | null;
  maxLength: number;
  answer?: { intent: string | null; fieldErrors: { reason?: string }; values: { reason?: string } };
  words: { heading: string; reason: string; reasonHint: string; submit: string };
  children?: React.ReactNode;
}) {
  const answered = answer?.intent === "cancel" ? answer : undefined;
  return (
    <ActionBox id="cancel-heading" heading={words.heading} alert={alert} danger>
      <Form method="post" key={`cancel-${formKey}`} className="space-y-3">
        <input type="hidden" name="intent" value="cancel" />
        {children}
        <TextAreaField
          name="reason"
          label={words.reason}
          description={words.reasonHint}
          maxLength={maxLength}
          rows={3}
          compact
          error={answered?.fieldErrors.reason}
          defaultValue={answered?.values.reason}
        />
        <button type="submit" className={dangerClass}>
          {words.submit}
        </button>
      </Form>
    </ActionBox>
  );
}

type StatusOption = { value: string; label: string };

/**
 * The status box (intent=status): a choice of statuses and the one the page showed, so a change based
 * on a stale page is refused (409). `field` is the form's name for it ('status', 'stage').
 */
export function StatusForm({
  id,
  field = "status",
  value,
  options,
  radios,
  alert,
  words,
  children,
}: {
  id: string;
  field?: string;
  value: string;
  options: readonly StatusOption[];
  /**
   * Radio buttons instead of a select, for a lifecycle that offers only its next moves (the current
   * status is not among them): the first is chosen unless the page comes back with another.
   */
  radios?: { chosen?: string; error?: string };
  alert: string | null;
  words: { label: string; submit: string };
  /** More fields of the same form (e.g. "Email the applicant"). */
  children?: React.ReactNode;
}) {
  const expected = `expected${field[0]?.toUpperCase()}${field.slice(1)}`;
  return (
    <Form method="post" className="rounded-xl border border-slate-200 bg-white p-4">
      <input type="hidden" name="intent" value={field === "status" ? "status" : field} />
      <input type="hidden" name={expected} value={value} />
      <FormAlert message={alert} />
      {radios ? (
        // A new key after every change, so the choices shown always match the current status.
        <StatusRadios key={`${field}-${value}`} name={field} legend={words.label} options={options} {...radios} />
      ) : (
        <>
          <label htmlFor={id} className="block text-sm font-medium text-slate-800">
            {words.label}
          </label>
          <select id={id} name={field} key={`${field}-${value}`} defaultValue={value} className={selectClass}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </>
      )}
      {children}
      <button type="submit" className={`mt-3 ${buttonClass}`}>
        {words.submit}
      </button>
    </Form>
  );
}

function StatusRadios({
  name,
  legend,
  options,
  chosen,
  error,
}: {
  name: string;
  legend: string;
  options: readonly StatusOption[];
  chosen?: string;
  error?: string;
}) {
  return (
    <fieldset aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-4">
        {options.map((option, index) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={name}
              value={option.value}
              required
              defaultChecked={chosen ? chosen === option.value : index === 0}
              className="size-4 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A page's action answer as the work panel reads it (CaseActionData of any record page). */
type PanelAnswer = {
  intent: string | null;
  message: string | null;
  fieldErrors: Partial<Record<string, string>>;
  values: Partial<Record<string, string>>;
};

/** A status box of the panel: `field` ('status', 'stage', 'priority'…) names its form and its id. */
type PanelStatus = Omit<React.ComponentProps<typeof StatusForm>, "id" | "alert">;

/**
 * The "work on it" panel of a record: its status boxes, the assignee box and (where the type keeps
 * notes here) the internal note, in that order; the type's own forms follow as `children`. `name`
 * prefixes the boxes' ids ('message' gives message-status, message-assignee). Each box shows the
 * answer's message when it answered; a post refused before its fields were read is reported in the
 * page's `first` form.
 */
export function CaseWorkPanel({
  name,
  words,
  statuses,
  assignee,
  note,
  answer,
  first,
  children,
}: {
  name: string;
  words: {
    workHeading: string;
    assignee: React.ComponentProps<typeof AssigneeForms>["words"];
    note?: React.ComponentProps<typeof NoteForm>["words"];
  };
  statuses: readonly PanelStatus[];
  assignee: { assigneeId: number | null; me: number; members: readonly { id: number; fullName: string }[] };
  /** The note box, when the type's notes are written here (a ticket's are written with its replies). */
  note?: { formKey: number; maxLength: number };
  answer: PanelAnswer | undefined;
  first: string;
  children?: React.ReactNode;
}) {
  const alertFor = (intent: string) => caseAlert(answer, intent, first);
  return (
    <WorkPanel heading={words.workHeading}>
      {statuses.map(({ field = "status", ...status }) => (
        <StatusForm key={field} id={`${name}-${field}`} field={field} alert={alertFor(field)} {...status} />
      ))}
      <AssigneeForms id={`${name}-assignee`} alert={alertFor("assign")} words={words.assignee} {...assignee} />
      {note && words.note ? <NoteForm alert={alertFor("note")} answer={answer} words={words.note} {...note} /> : null}
      {children}
    </WorkPanel>
  );
}

/**
 * The reply to the record's person (intent=reply), under its own heading. `submission` is the form's
 * idempotency key (a second post of the same form changes nothing); `formKey` changes when the
 * history grows, so the form starts empty again. `children` are its fields.
 */
export function ReplyForm({
  submission,
  formKey,
  alert,
  words,
  children,
}: {
  submission: { name: string; value: string };
  formKey: number;
  alert: string | null;
  words: { heading: string; submit: string; busy: string };
  children: React.ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "reply";
  return (
    <RecordSection id="reply-heading" heading={words.heading}>
      <Form method="post" key={`reply-${formKey}`} className="mt-3 space-y-4">
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name={submission.name} value={submission.value} />
        <FormAlert message={alert} />
        {children}
        <SubmitButton busy={busy} label={words.submit} busyLabel={words.busy} fullWidth={false} />
      </Form>
    </RecordSection>
  );
}

import { Phone } from "~/components/ui/icons";
import { type FormEvent, useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FileField } from "~/components/ui/file-field";
import { FormAlert, SelectField, SubmitButton, TextAreaField, TextField } from "~/components/ui/form-fields";
import { useFormValidation } from "~/components/ui/use-form-validation";
import { site } from "~/content/site";
import { ticketPriorityLabels, ticketPriorityMeanings, ticketTypeLabels } from "~/content/tickets";
import { ticketFormCopy as copy } from "~/content/tickets-customer";
import { uploadMessages } from "~/content/uploads";
import { readTicketDraft, TICKET_DRAFT_STORAGE_KEY, type TicketDraft } from "~/lib/chat/ticket-draft";
import {
  type CustomerTicketSource,
  type NewTicketActionData,
  priorityChoices,
  TICKET_LIMITS,
  type TicketValues,
  ticketFieldNames,
  ticketUploadRule,
  typeChoices,
} from "~/lib/tickets/customer-form";
import { acceptAttribute } from "~/lib/uploads/kinds";
import { ChoiceField } from "./choice-field";

type Props = {
  submissionId: string;
  source: CustomerTicketSource;
  /** The action's answer to a post that did not open a ticket (mistakes, rate limit, outage). */
  actionData?: NewTicketActionData;
};

function readDraft(): TicketDraft | null {
  try {
    return readTicketDraft(window.sessionStorage.getItem(TICKET_DRAFT_STORAGE_KEY), Date.now());
  } catch {
    return null;
  }
}

function forgetDraft() {
  try {
    window.sessionStorage.removeItem(TICKET_DRAFT_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
}

/**
 * The new-ticket form: a plain POST that works without JavaScript (the server answers with the
 * ticket's page, or this page with the mistakes). With JavaScript it validates first, and when
 * reached from the chat it takes the draft Netra left in sessionStorage.
 */
export function NewTicketForm({ submissionId, source, actionData }: Props) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [draft, setDraft] = useState<TicketDraft | null>(null);
  useEffect(() => {
    if (source === "chat" && !actionData) setDraft(readDraft());
  }, [source, actionData]);
  const { errors, onSubmit, onChange } = useFormValidation({
    validator: () => import("~/lib/tickets/customer-schema").then((schema) => schema.validateNewTicketForm),
    fields: ticketFieldNames,
    serverErrors: actionData?.fieldErrors,
    answer: actionData,
  });

  const values: Partial<TicketValues> = actionData
    ? actionData.values
    : draft
      ? { subject: draft.subject, description: draft.description, priority: draft.emergency ? "critical" : "" }
      : {};
  const emergency = draft?.emergency === true || values.priority === "critical";
  const formError =
    actionData?.message ?? (actionData && Object.keys(actionData.fieldErrors).length > 0 ? copy.fixErrors : null);

  function submit(event: FormEvent<HTMLFormElement>) {
    onSubmit(event);
    if (!event.defaultPrevented) forgetDraft();
  }

  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <Form
        // A new copy of the form once the chat's draft is read, so its fields start with the draft.
        key={draft ? "draft" : "empty"}
        method="post"
        encType="multipart/form-data"
        noValidate
        onSubmit={submit}
        onChange={onChange}
        aria-describedby="ticket-form-note"
        className="space-y-6 lg:col-span-2"
      >
        <p id="ticket-form-note" className="text-sm text-slate-600">
          {copy.requiredNote}
        </p>
        {!busy ? <FormAlert message={formError} /> : null}
        {draft ? <FormAlert tone="info" message={copy.fromChat} /> : null}
        <input type="hidden" name="submissionId" value={submissionId} />
        <input type="hidden" name="source" value={source} />
        <TextField
          name="subject"
          label={copy.labels.subject}
          requiredMark
          description={copy.hints.subject}
          maxLength={TICKET_LIMITS.subject}
          defaultValue={values.subject ?? ""}
          error={errors.subject}
        />
        <TextAreaField
          name="description"
          label={copy.labels.description}
          requiredMark
          description={copy.hints.description}
          maxLength={TICKET_LIMITS.description}
          rows={8}
          defaultValue={values.description ?? ""}
          error={errors.description}
        />
        <ChoiceField
          name="priority"
          legend={copy.labels.priority}
          options={priorityChoices.map((value) => ({
            value,
            label: ticketPriorityLabels[value],
            description: ticketPriorityMeanings[value],
          }))}
          defaultValue={values.priority}
          error={errors.priority}
        />
        <SelectField
          name="type"
          label={copy.labels.type}
          requiredMark
          options={[
            { value: "", label: copy.chooseType },
            ...typeChoices.map((value) => ({ value, label: ticketTypeLabels[value] })),
          ]}
          defaultValue={values.type ?? ""}
          error={errors.type}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="device"
            label={copy.labels.device}
            required={false}
            optionalNote={copy.optional}
            description={copy.hints.device}
            maxLength={TICKET_LIMITS.device}
            defaultValue={values.device ?? ""}
            error={errors.device}
          />
          <TextField
            name="location"
            label={copy.labels.location}
            required={false}
            optionalNote={copy.optional}
            description={copy.hints.location}
            maxLength={TICKET_LIMITS.location}
            defaultValue={values.location ?? ""}
            error={errors.location}
          />
        </div>
        <FileField
          name={ticketUploadRule.field}
          label={copy.labels.attachments}
          optionalNote={copy.optional}
          hint={uploadMessages.hint(ticketUploadRule.kinds, ticketUploadRule.maxFiles, ticketUploadRule.maxFileBytes)}
          accept={acceptAttribute(ticketUploadRule.kinds)}
          multiple
          error={actionData?.fieldErrors.attachments}
        />
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton busy={busy} label={copy.submit} busyLabel={copy.submitting} fullWidth={false} />
          <Link to="/account/tickets" className="text-sm font-semibold text-brand-800 underline underline-offset-2">
            {copy.cancel}
          </Link>
        </div>
      </Form>
      <aside
        aria-labelledby="emergency-line-heading"
        className={`rounded-2xl border p-5 lg:self-start ${emergency ? "border-red-300 bg-red-50" : "border-slate-200 bg-white"}`}
      >
        <h2 id="emergency-line-heading" className="text-base font-bold text-slate-900">
          {copy.emergency.heading}
        </h2>
        <p className="mt-2 text-sm text-slate-700">{copy.emergency.text}</p>
        <a
          href={site.emergencyPhoneHref}
          className="mt-3 inline-flex items-center gap-2 font-semibold text-red-800 underline underline-offset-2"
        >
          <Phone aria-hidden="true" className="size-4" />
          {site.emergencyPhone}
        </a>
      </aside>
    </div>
  );
}

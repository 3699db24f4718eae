import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FormAlert, SelectField, SubmitButton, TextAreaField, TextField } from "~/components/ui/form-fields";
import { useFormValidation } from "~/components/ui/use-form-validation";
import type { TicketDraft } from "~/lib/chat/ticket-draft";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { useHydrated } from "~/lib/use-hydrated";
import {
  type CustomerTicketSource,
  type NewTicketActionData,
  SOLVED_FORM_ID,
  SOLVED_HEADING_ID,
  SUGGESTIONS_SEEN_FIELD,
  TICKET_LIMITS,
  type TicketValues,
  ticketFieldNames,
} from "~/lib/tickets/customer-form";
import type { NewTicketFormWords } from "~/lib/tickets/customer-form-words";
import { ChoiceField } from "./choice-field";
import { SolvedNote } from "./ticket-solved-note";

type Props = {
  submissionId: string;
  source: CustomerTicketSource;
  /** The form's words and choices, from the loader (lib/tickets/customer-form-words.ts). */
  words: NewTicketFormWords;
  /** The emergency line beside the form, server-rendered (EmergencyLineNote in ./customer-ticket-views). */
  emergencyLine: ReactNode;
  /** The customer's registered devices to choose from, server-rendered (./ticket-device-choice). */
  deviceChoice: ReactNode;
  /**
   * The Attachments field, server-rendered: only the server checks files, so its one error comes with
   * the server's answer and the field needs no code in the browser.
   */
  attachments: ReactNode;
  /** "These may fix it", the form's step without JavaScript, server-rendered (./ticket-suggestions). */
  suggestionStep: ReactNode;
  /** The action's answer to a post that did not open a ticket (mistakes, rate limit, outage). */
  actionData?: NewTicketActionData;
};

// The chat's draft is read only on a form reached from the chat, so its code loads only then.
const loadChatDraft = () => import("./chat-draft");

// "These may fix it" as the customer types: its code loads with the first words of a problem.
const loadLiveSuggestions = () => import("./live-ticket-suggestions");
type LiveSuggestions = Awaited<ReturnType<typeof loadLiveSuggestions>>["LiveTicketSuggestions"];

/**
 * The new-ticket form: a plain POST that works without JavaScript (the server answers with the
 * ticket's page, or this page with the mistakes). With JavaScript it validates first, and when
 * reached from the chat it takes the draft Netra left in sessionStorage.
 *
 * Help articles that may fix the problem: without JavaScript the server answers a first post that
 * matches some with the form again and the articles ("These may fix it", a step); with JavaScript
 * they appear as the customer types, and the post opens the ticket at once (SUGGESTIONS_SEEN_FIELD).
 * "This solved it" records the deflection and opens no ticket; the page then says so (SolvedNote)
 * and keeps the form, as typed, behind "Still stuck?".
 */
export function NewTicketForm({
  submissionId,
  source,
  words,
  emergencyLine,
  deviceChoice,
  attachments,
  suggestionStep,
  actionData,
}: Props) {
  const { copy } = words;
  const to = useLocalePath();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [draft, setDraft] = useState<TicketDraft | null>(null);
  useEffect(() => {
    if (source !== "chat" || actionData) return;
    let current = true;
    void loadChatDraft().then(({ readDraft }) => {
      if (current) setDraft(readDraft());
    });
    return () => {
      current = false;
    };
  }, [source, actionData]);
  // With JavaScript the articles show as the customer types, so the post needs no step.
  const hydrated = useHydrated();
  const { errors, onSubmit, onChange } = useFormValidation({
    validator: () =>
      import("~/lib/tickets/customer-schema").then(
        (schema) => (form: FormData) => schema.validateNewTicketForm(form, words.messages),
      ),
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
  // The problem as typed, for the articles suggested and the "This solved it" form.
  const [problem, setProblem] = useState({ subject: values.subject ?? "", description: values.description ?? "" });
  useEffect(
    () => setProblem({ subject: values.subject ?? "", description: values.description ?? "" }),
    [values.subject, values.description],
  );
  const step = (actionData?.suggestions?.length ?? 0) > 0;
  const solved = actionData?.solved ?? null;
  const typing = hydrated && !step && !solved && (problem.subject.trim() !== "" || problem.description.trim() !== "");
  // Loaded here rather than by React.lazy: when its code cannot be fetched (a lost connection), the
  // form simply goes on without suggestions instead of failing the page.
  const [LiveTicketSuggestions, setLiveTicketSuggestions] = useState<LiveSuggestions | null>(null);
  useEffect(() => {
    if (!typing || LiveTicketSuggestions) return;
    loadLiveSuggestions().then(
      (module) => setLiveTicketSuggestions(() => module.LiveTicketSuggestions),
      () => {},
    );
  }, [typing, LiveTicketSuggestions]);
  // After a post made with JavaScript the page is not loaded anew, so autofocus does not apply.
  useEffect(() => {
    if (solved) document.getElementById(SOLVED_HEADING_ID)?.focus();
  }, [solved]);
  const formError =
    actionData?.message ?? (actionData && Object.keys(actionData.fieldErrors).length > 0 ? copy.fixErrors : null);

  function typed(event: FormEvent<HTMLFormElement>) {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    if (field.name === "subject" || field.name === "description") {
      setProblem((current) => ({ ...current, [field.name]: field.value }));
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    onSubmit(event);
    // Only a form reached from the chat can have taken a draft.
    if (!event.defaultPrevented && source === "chat") void loadChatDraft().then(({ forgetDraft }) => forgetDraft());
  }

  const form = (
    <div className="grid gap-8 lg:grid-cols-3">
      <Form
        // A new copy of the form once the chat's draft is read, so its fields start with the draft.
        key={draft ? "draft" : "empty"}
        method="post"
        encType="multipart/form-data"
        noValidate
        onSubmit={submit}
        onChange={onChange}
        onInput={typed}
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
        {hydrated || step || solved ? <input type="hidden" name={SUGGESTIONS_SEEN_FIELD} value="1" /> : null}
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
        {step ? (
          suggestionStep
        ) : typing && LiveTicketSuggestions ? (
          <LiveTicketSuggestions subject={problem.subject} description={problem.description} words={words.deflection} />
        ) : null}
        <ChoiceField
          name="priority"
          legend={copy.labels.priority}
          options={words.priorities}
          defaultValue={values.priority}
          error={errors.priority}
        />
        <SelectField
          name="type"
          label={copy.labels.type}
          requiredMark
          options={words.types}
          defaultValue={values.type ?? ""}
          error={errors.type}
        />
        {deviceChoice}
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
        {attachments}
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton
            busy={busy}
            label={step ? words.deflection.goOn : copy.submit}
            busyLabel={copy.submitting}
            fullWidth={false}
          />
          <Link
            to={to("/account/tickets")}
            className="text-sm font-semibold text-brand-800 underline underline-offset-2"
          >
            {copy.cancel}
          </Link>
        </div>
      </Form>
      {/* Red while the ticket is an emergency (the region's classes key on data-emergency). */}
      <div data-emergency={emergency ? "" : undefined} className="group contents">
        {emergencyLine}
      </div>
      {/* What "This solved it" sends: this copy of the form (a double click counts once) and the problem typed. */}
      <Form id={SOLVED_FORM_ID} method="post" encType="multipart/form-data" className="hidden">
        <input type="hidden" name="submissionId" value={submissionId} />
        <input type="hidden" name="subject" value={problem.subject} />
        <input type="hidden" name="description" value={problem.description} />
      </Form>
    </div>
  );
  if (!solved) return form;
  return (
    <>
      <SolvedNote article={solved} words={words.deflection} />
      <details>
        <summary className="cursor-pointer font-semibold text-brand-800">{words.deflection.stillStuck}</summary>
        <div className="mt-6">{form}</div>
      </details>
    </>
  );
}

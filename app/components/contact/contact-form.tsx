import { CircleCheck } from "~/components/ui/icons";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import { FormAlert, SubmissionKeyField, SubmitButton, TextAreaField, TextField } from "~/components/ui/form-fields";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { focusFirstInvalid, useFormValidation } from "~/components/ui/use-form-validation";
import type { ContactFormWords } from "~/lib/contact/form-words";
import { type ContactActionData, type ContactField, type ContactValues, contactFieldNames } from "~/lib/contact/form";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { toast } from "~/lib/toast/toast";

type ContactFormProps = {
  /** ?subject= / ?message= from the link that led here (chat assistant, service pages). */
  prefill: Pick<ContactValues, "subject" | "message">;
  /** The action's answer to a post made without JavaScript (rendered by the server). */
  actionData?: ContactActionData;
  /**
   * The form's words and validation messages in the page's language, from the loader: they stay out
   * of the page's code, and the browser gets one language only.
   */
  words: ContactFormWords;
};

type ContactFormCopy = ContactFormWords["copy"];

/**
 * The contact form. Without JavaScript it is a plain POST that the server answers with the page,
 * showing errors or the success screen. With JavaScript it validates with the same schema first,
 * posts through a fetcher (button disabled, 'Sending...'), toasts the outcome and keeps what was
 * typed when anything fails.
 */
export function ContactForm({ prefill, actionData, words }: ContactFormProps) {
  const { copy, messages } = words;
  const to = useLocalePath();
  // A new key gives a new fetcher (no old result) and a fresh, empty form: 'Send Another Message'.
  const [formKey, setFormKey] = useState(0);
  const fetcher = useFetcher<ContactActionData>({ key: `contact-form-${formKey}` });
  const result = fetcher.data ?? (formKey === 0 ? actionData : undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const successHeadingRef = useRef<HTMLHeadingElement>(null);
  const handledResult = useRef<ContactActionData | undefined>(undefined);
  const busy = fetcher.state !== "idle";
  const { errors, onSubmit, onChange, setErrors } = useFormValidation({
    validator: () =>
      import("~/lib/contact/schema").then((schema) => (form: FormData) => schema.validateContactForm(form, messages)),
    fields: contactFieldNames,
    serverErrors: result?.status === "invalid" ? result.fieldErrors : undefined,
    answer: result,
  });

  // React once to each answer of the fetcher: toast, errors next to the fields, focus.
  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !data || handledResult.current === data) return;
    handledResult.current = data;
    if (data.status === "sent") {
      toast.success(copy.toasts.success);
      requestAnimationFrame(() => successHeadingRef.current?.focus());
      return;
    }
    toast.error(copy.toasts.failure);
    if (data.status === "invalid") focusFirstInvalid(formRef.current, data.fieldErrors, contactFieldNames);
  }, [fetcher.state, fetcher.data, copy.toasts]);

  // After 'Send Another Message', put the cursor in the first field of the new form.
  useEffect(() => {
    if (formKey > 0) formRef.current?.querySelector<HTMLInputElement>("input[name='firstName']")?.focus();
  }, [formKey]);

  if (result?.status === "sent") {
    return (
      <div className="rounded-2xl border border-emerald-200 bg-emerald-50 p-8 text-center" role="status">
        <CircleCheck aria-hidden="true" className="mx-auto size-12 text-emerald-600" />
        <h2 ref={successHeadingRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none">
          {copy.success.heading}
        </h2>
        <p className="mt-3 text-slate-700">{copy.success.text}</p>
        {/* A GET form: a real button that also works without JavaScript (it loads an empty form). */}
        <Form
          method="get"
          action={to("/contact")}
          onSubmit={() => {
            setErrors(null);
            setFormKey((key) => key + 1);
          }}
        >
          <button
            type="submit"
            className="mt-6 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            {copy.success.again}
          </button>
        </Form>
      </div>
    );
  }

  const values: Partial<ContactValues> = result?.values ? result.values : prefill;
  const formError =
    result?.status === "error"
      ? result.message || copy.toasts.failure
      : result?.status === "invalid"
        ? copy.fixErrors
        : undefined;

  return (
    <fetcher.Form
      key={formKey}
      ref={formRef}
      method="post"
      action={to("/contact")}
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      aria-describedby="contact-form-note"
      className="relative space-y-5"
    >
      <p id="contact-form-note" className="text-sm text-slate-600">
        {copy.requiredNote}
      </p>
      {!busy ? <FormAlert message={formError} /> : null}
      <SubmissionKeyField />
      <HoneypotField label={copy.honeypotLabel} />
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactLineField copy={copy} name="firstName" autoComplete="given-name" values={values} errors={errors} />
        <ContactLineField copy={copy} name="lastName" autoComplete="family-name" values={values} errors={errors} />
        <ContactLineField copy={copy} name="email" type="email" autoComplete="email" values={values} errors={errors} />
        <ContactLineField
          copy={copy}
          name="phone"
          type="tel"
          optional
          autoComplete="tel"
          values={values}
          errors={errors}
        />
      </div>
      <ContactLineField
        copy={copy}
        name="company"
        optional
        autoComplete="organization"
        values={values}
        errors={errors}
      />
      <ContactLineField copy={copy} name="subject" values={values} errors={errors} />
      <TextAreaField
        name="message"
        label={copy.labels.message}
        requiredMark
        description={copy.messageHint}
        placeholder={copy.placeholders.message}
        defaultValue={values.message ?? ""}
        error={errors.message}
      />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          {copy.privacy.before}{" "}
          <Link to={to(copy.privacy.link.href)} className="font-medium text-brand-800 underline underline-offset-2">
            {copy.privacy.link.label}
          </Link>
          .
        </p>
        <SubmitButton busy={busy} label={copy.submit} busyLabel={copy.submitting} fullWidth={false} />
      </div>
    </fetcher.Form>
  );
}

type ContactLineFieldProps = {
  copy: ContactFormCopy;
  name: Exclude<ContactField, "message">;
  values: Partial<ContactValues>;
  errors: Partial<Record<ContactField, string>>;
  type?: "text" | "email" | "tel";
  optional?: boolean;
  autoComplete?: string;
};

/** One single-line field of the contact form, its words from app/content/contact.ts. */
function ContactLineField({
  copy,
  name,
  values,
  errors,
  type = "text",
  optional = false,
  autoComplete,
}: ContactLineFieldProps) {
  const placeholders: Partial<Record<ContactField, string>> = copy.placeholders;
  return (
    <TextField
      name={name}
      type={type}
      label={copy.labels[name]}
      required={!optional}
      requiredMark
      optionalNote={copy.optional}
      placeholder={placeholders[name]}
      autoComplete={autoComplete}
      defaultValue={values[name] ?? ""}
      error={errors[name]}
    />
  );
}

import { CircleAlert, CircleCheck, LoaderCircle } from "~/components/ui/icons";
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { contactForm as copy } from "~/content/contact";
import {
  type ContactActionData,
  type ContactField,
  type ContactFieldErrors,
  type ContactValues,
  validateContactForm,
} from "~/lib/contact/schema";
import { toast } from "~/lib/toast/toast";

type ContactFormProps = {
  /** Idempotency key of this form instance (a repeated post is stored once). */
  submissionId: string;
  /** ?subject= / ?message= from the link that led here (chat assistant, service pages). */
  prefill: Pick<ContactValues, "subject" | "message">;
  /** The action's answer to a post made without JavaScript (rendered by the server). */
  actionData?: ContactActionData;
};

const fieldOrder: ContactField[] = ["firstName", "lastName", "email", "phone", "company", "subject", "message"];

/**
 * The contact form. Without JavaScript it is a plain POST that the server answers with the page,
 * showing errors or the success screen. With JavaScript it validates with the same schema first,
 * posts through a fetcher (button disabled, 'Sending...'), toasts the outcome and keeps what was
 * typed when anything fails.
 */
export function ContactForm({ submissionId, prefill, actionData }: ContactFormProps) {
  // A new key gives a new fetcher (no old result) and a fresh, empty form: 'Send Another Message'.
  const [formKey, setFormKey] = useState(0);
  const fetcher = useFetcher<ContactActionData>({ key: `contact-form-${formKey}` });
  const result = fetcher.data ?? (formKey === 0 ? actionData : undefined);
  const [errors, setErrors] = useState<ContactFieldErrors>(
    actionData?.status === "invalid" ? actionData.fieldErrors : {},
  );
  const formRef = useRef<HTMLFormElement>(null);
  const successHeadingRef = useRef<HTMLHeadingElement>(null);
  const handledResult = useRef<ContactActionData | undefined>(undefined);
  const busy = fetcher.state !== "idle";

  // React once to each answer of the fetcher: toast, errors next to the fields, focus.
  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !data || handledResult.current === data) return;
    handledResult.current = data;
    if (data.status === "sent") {
      toast.success(copy.toasts.success);
      setErrors({});
      requestAnimationFrame(() => successHeadingRef.current?.focus());
      return;
    }
    toast.error(copy.toasts.failure);
    if (data.status === "invalid") {
      setErrors(data.fieldErrors);
      focusFirstInvalid(formRef.current, data.fieldErrors);
    }
  }, [fetcher.state, fetcher.data]);

  // After 'Send Another Message', put the cursor in the first field of the new form.
  useEffect(() => {
    if (formKey > 0) formRef.current?.querySelector<HTMLInputElement>("input[name='firstName']")?.focus();
  }, [formKey]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const validation = validateContactForm(new FormData(event.currentTarget));
    if (!validation.success) {
      event.preventDefault();
      setErrors(validation.fieldErrors);
      focusFirstInvalid(event.currentTarget, validation.fieldErrors);
      return;
    }
    setErrors({});
  }

  // Once a field shows an error, re-check it as the visitor corrects it.
  function handleChange(event: ChangeEvent<HTMLFormElement>) {
    const name = (event.target as unknown as HTMLInputElement).name as ContactField;
    if (!errors[name] || !formRef.current) return;
    const validation = validateContactForm(new FormData(formRef.current));
    const fieldError = validation.success ? undefined : validation.fieldErrors[name];
    setErrors((current) => ({ ...current, [name]: fieldError }));
  }

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
          action="/contact"
          onSubmit={() => {
            setErrors({});
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
    result?.status === "error" ? result.message : result?.status === "invalid" ? copy.fixErrors : undefined;

  return (
    <fetcher.Form
      key={formKey}
      ref={formRef}
      method="post"
      action="/contact"
      noValidate
      onSubmit={handleSubmit}
      onChange={handleChange}
      aria-describedby="contact-form-note"
      className="relative space-y-5"
    >
      <p id="contact-form-note" className="text-sm text-slate-600">
        {copy.requiredNote}
      </p>
      {formError && !busy ? (
        <div role="alert" className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
          <p>{formError}</p>
        </div>
      ) : null}
      <input type="hidden" name="submissionId" value={submissionId} />
      <HoneypotField label={copy.honeypotLabel} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="firstName" required autoComplete="given-name" values={values} errors={errors} />
        <TextField name="lastName" required autoComplete="family-name" values={values} errors={errors} />
        <TextField name="email" type="email" required autoComplete="email" values={values} errors={errors} />
        <TextField name="phone" type="tel" autoComplete="tel" values={values} errors={errors} />
      </div>
      <TextField name="company" autoComplete="organization" values={values} errors={errors} />
      <TextField name="subject" required values={values} errors={errors} />
      <TextField name="message" required multiline values={values} errors={errors} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          {copy.privacy.before}{" "}
          <Link to={copy.privacy.link.href} className="font-medium text-brand-800 underline underline-offset-2">
            {copy.privacy.link.label}
          </Link>
          .
        </p>
        <button
          type="submit"
          disabled={busy}
          className="inline-flex shrink-0 items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 py-3 whitespace-nowrap font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {busy ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
          {busy ? copy.submitting : copy.submit}
        </button>
      </div>
    </fetcher.Form>
  );
}

function focusFirstInvalid(form: HTMLFormElement | null, errors: ContactFieldErrors) {
  const first = fieldOrder.find((name) => errors[name]);
  if (first) form?.querySelector<HTMLElement>(`[name='${first}']`)?.focus();
}

type TextFieldProps = {
  name: ContactField;
  values: Partial<ContactValues>;
  errors: ContactFieldErrors;
  type?: "text" | "email" | "tel";
  required?: boolean;
  multiline?: boolean;
  autoComplete?: string;
};

function TextField({
  name,
  values,
  errors,
  type = "text",
  required = false,
  multiline = false,
  autoComplete,
}: TextFieldProps) {
  const id = useId();
  const error = errors[name];
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const hint = name === "message" ? copy.messageHint : undefined;
  const placeholder = name in copy.placeholders ? copy.placeholders[name as keyof typeof copy.placeholders] : undefined;
  const common = {
    id,
    name,
    required,
    "aria-required": required || undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [error ? errorId : "", hint ? hintId : ""].join(" ").trim() || undefined,
    defaultValue: values[name] ?? "",
    placeholder,
    autoComplete,
    className: `block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-500 ${
      error ? "border-red-600" : "border-slate-300"
    }`,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {copy.labels[name]}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        ) : (
          <span className="font-normal text-slate-600"> ({copy.optional})</span>
        )}
      </label>
      <div className="mt-1.5">{multiline ? <textarea rows={6} {...common} /> : <input type={type} {...common} />}</div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

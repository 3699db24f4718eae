import { MailCheck } from "~/components/ui/icons";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { FormAlert, SubmitButton, TextField } from "~/components/auth/auth-fields";
import { useActionToast } from "~/components/auth/use-action-toast";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { fieldLabels, forgotCopy } from "~/content/accounts";
import { honeypotLabel } from "~/content/accounts";
import { pages } from "~/content/pages";
import { handleForgotPassword } from "~/lib/auth/accounts.server";
import { authRequest, toResponse } from "~/lib/auth/responses.server";
import { validateForgotForm } from "~/lib/auth/schema";
import { pageMeta } from "~/lib/meta";

const copy = pages.forgotPassword;

export async function action({ request, context }: Route.ActionArgs) {
  return toResponse(await handleForgotPassword(await authRequest(request, context)));
}

export const meta: Route.MetaFunction = () => pageMeta(copy, "/forgot-password");

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/forgot-password") === true;
  const [clientError, setClientError] = useState<string | null>(null);
  const serverError = actionData?.status === "invalid" ? actionData.fieldErrors.email : undefined;
  const formMessage = actionData?.status === "error" ? actionData.message : null;
  useActionToast(actionData, formMessage);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per action answer.
  useEffect(() => setClientError(null), [actionData]);

  if (actionData?.status === "sent") return <Sent />;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const validation = validateForgotForm(new FormData(event.currentTarget));
    if (validation.success) return setClientError(null);
    event.preventDefault();
    setClientError(validation.fieldErrors.email ?? null);
    event.currentTarget.querySelector<HTMLInputElement>("[name='email']")?.focus();
  }

  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">{copy.heading}</h1>
      <p className="mt-2 text-slate-600">{copy.intro}</p>
      <Form method="post" noValidate onSubmit={handleSubmit} className="mt-6 space-y-5">
        <HoneypotField label={honeypotLabel} />
        <FormAlert message={formMessage} />
        <TextField
          name="email"
          type="email"
          label={fieldLabels.email}
          autoComplete="email"
          defaultValue={actionData?.status === "invalid" ? actionData.values.email : undefined}
          error={clientError ?? serverError}
          maxLength={254}
        />
        <SubmitButton busy={busy} label={forgotCopy.submit} busyLabel={forgotCopy.submitting} />
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-semibold text-brand-800 underline underline-offset-2">
          {forgotCopy.backToLogin}
        </Link>
      </p>
    </div>
  );
}

function Sent() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="status" className="text-center">
      <MailCheck aria-hidden="true" className="mx-auto size-12 text-brand-700" />
      <h1 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none">
        {forgotCopy.sent.heading}
      </h1>
      <p className="mt-3 text-slate-700">{forgotCopy.sent.text}</p>
      <Link to="/login" className="mt-6 inline-block font-semibold text-brand-800 underline underline-offset-2">
        {forgotCopy.backToLogin}
      </Link>
    </div>
  );
}

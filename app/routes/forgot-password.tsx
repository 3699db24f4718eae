import { MailCheck } from "~/components/ui/icons";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { FormAlert, SubmitButton, TextField } from "~/components/ui/form-fields";
import { useActionToast } from "~/components/ui/use-action-toast";
import { useFormValidation } from "~/components/ui/use-form-validation";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { fieldLabels, forgotCopy } from "~/content/accounts";
import { honeypotLabel } from "~/content/accounts";
import { forgotPasswordPage } from "~/content/page-copy/forgot-password";
import { forgotPasswordHandler } from "~/lib/auth/password-reset.server";
import { formAction } from "~/lib/form-action.server";
import { sharedFormPageHeaders } from "~/lib/forms/outcome";
import { pageMeta } from "~/lib/meta";

const copy = forgotPasswordPage;

export async function action(args: Route.ActionArgs) {
  return formAction(args, forgotPasswordHandler);
}

export const headers: Route.HeadersFunction = sharedFormPageHeaders;

// Sign-in flows stay out of search results: noindex, and not in the sitemap.
export const meta: Route.MetaFunction = () =>
  pageMeta(copy, "/forgot-password", [{ name: "robots", content: "noindex" }]);

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/forgot-password") === true;
  const { errors, onSubmit, onChange } = useFormValidation({
    validator: () => import("~/lib/auth/schema").then((schema) => schema.validateForgotForm),
    fields: ["email"],
    serverErrors: actionData?.status === "invalid" ? actionData.fieldErrors : undefined,
    answer: actionData,
  });
  const formMessage = actionData?.status === "error" ? actionData.message : null;
  const values = actionData && "values" in actionData ? actionData.values : undefined;
  useActionToast(actionData, formMessage);

  if (actionData?.status === "sent") return <Sent />;

  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">{copy.heading}</h1>
      <p className="mt-2 text-slate-600">{copy.intro}</p>
      <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="mt-6 space-y-5">
        <HoneypotField label={honeypotLabel} />
        <FormAlert message={formMessage} />
        <TextField
          name="email"
          type="email"
          label={fieldLabels.email}
          autoComplete="email"
          defaultValue={values?.email}
          error={errors.email}
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

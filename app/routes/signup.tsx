import { MailCheck } from "~/components/ui/icons";
import { useEffect, useRef } from "react";
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/signup";
import { Checkbox, FormAlert, SubmitButton, TextField } from "~/components/ui/form-fields";
import { NewPasswordFields } from "~/components/auth/new-password-fields";
import { useActionToast } from "~/components/ui/use-action-toast";
import { useFormValidation } from "~/components/ui/use-form-validation";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { fieldLabels, fieldPlaceholders, signupCopy } from "~/content/accounts";
import { honeypotLabel } from "~/content/accounts";
import { signupPage } from "~/content/page-copy/signup";
import { getPlan } from "~/content/plans";
import { signupHandler } from "~/lib/auth/sign-up.server";
import { getCurrentUser } from "~/lib/auth/auth.server";
import { afterAuthPath, authPageHref, authParams } from "~/lib/auth/redirect";
import { formAction } from "~/lib/form-action.server";
import { sharedFormPageHeaders } from "~/lib/forms/outcome";
import { orUnavailable } from "~/lib/forms/pipeline.server";
import { signupFieldNames } from "~/lib/auth/form";
import { pageMeta } from "~/lib/meta";

const copy = signupPage;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { redirectTo, plan } = authParams(new URL(request.url).searchParams);
  // With the database unavailable the form is shown; posting it then says so.
  const user = await orUnavailable(
    "signup",
    () => getCurrentUser(request, context),
    () => null,
  );
  if (user) throw redirect(afterAuthPath(redirectTo, plan));
  // Built here so that the page's bundle needs neither the plans nor the path checks.
  const otherPageHref = authPageHref("/login", redirectTo, plan);
  return { redirectTo, plan, planName: plan ? (getPlan(plan)?.name ?? null) : null, otherPageHref };
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, signupHandler);
}

export const headers: Route.HeadersFunction = sharedFormPageHeaders;

// Sign-in flows stay out of search results: noindex, and not in the sitemap.
export const meta: Route.MetaFunction = () => pageMeta(copy, "/signup", [{ name: "robots", content: "noindex" }]);

export default function SignupPage({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, plan, planName } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/signup") === true;
  const { errors, onSubmit, onChange } = useFormValidation({
    validator: () => import("~/lib/auth/schema").then((schema) => schema.validateSignupForm),
    fields: signupFieldNames,
    serverErrors: actionData?.status === "invalid" ? actionData.fieldErrors : undefined,
    answer: actionData,
  });
  const values = actionData && "values" in actionData ? actionData.values : undefined;
  const formMessage = actionData?.status === "error" ? actionData.message : null;
  useActionToast(actionData, formMessage);

  if (actionData?.status === "check-inbox") return <CheckInbox email={actionData.email} />;

  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">{copy.heading}</h1>
      <p className="mt-2 text-slate-600">{planName ? signupCopy.planNote(planName) : copy.intro}</p>
      <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="mt-6 space-y-5">
        <HoneypotField label={honeypotLabel} />
        <FormAlert message={formMessage} />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        {plan ? <input type="hidden" name="plan" value={plan} /> : null}
        <TextField
          name="fullName"
          label={fieldLabels.fullName}
          autoComplete="name"
          placeholder={fieldPlaceholders.fullName}
          defaultValue={values?.fullName}
          error={errors.fullName}
          maxLength={100}
        />
        <TextField
          name="email"
          type="email"
          label={fieldLabels.email}
          autoComplete="email"
          defaultValue={values?.email}
          error={errors.email}
          maxLength={254}
        />
        <NewPasswordFields
          passwordLabel={fieldLabels.password}
          confirmLabel={fieldLabels.confirmPassword}
          errors={errors}
        />
        <Checkbox name="terms" defaultChecked={values?.terms} error={errors.terms}>
          {signupCopy.termsBefore}{" "}
          <Link to={signupCopy.termsLink.href} className="font-medium text-brand-800 underline underline-offset-2">
            {signupCopy.termsLink.label}
          </Link>{" "}
          {signupCopy.termsMiddle}{" "}
          <Link to={signupCopy.privacyLink.href} className="font-medium text-brand-800 underline underline-offset-2">
            {signupCopy.privacyLink.label}
          </Link>
        </Checkbox>
        <SubmitButton busy={busy} label={signupCopy.submit} busyLabel={signupCopy.submitting} />
      </Form>
      <p className="mt-6 text-center text-sm text-slate-700">
        {signupCopy.haveAccount}{" "}
        <Link to={loaderData.otherPageHref} className="font-semibold text-brand-800 underline underline-offset-2">
          {signupCopy.loginLink}
        </Link>
      </p>
    </div>
  );
}

function CheckInbox({ email }: { email: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="status" className="text-center">
      <MailCheck aria-hidden="true" className="mx-auto size-12 text-brand-700" />
      <h1 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none">
        {signupCopy.checkInbox.heading}
      </h1>
      <p className="mt-3 text-slate-700">{signupCopy.checkInbox.text(email)}</p>
      <p className="mt-3 text-sm text-slate-600">{signupCopy.checkInbox.hint}</p>
      <Link to="/" className="mt-6 inline-block font-semibold text-brand-800 underline underline-offset-2">
        {signupCopy.checkInbox.back}
      </Link>
    </div>
  );
}

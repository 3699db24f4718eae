import { MailCheck } from "~/components/ui/icons";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/signup";
import { Checkbox, FormAlert, SubmitButton, TextField } from "~/components/ui/form-fields";
import { NewPasswordFields } from "~/components/auth/new-password-fields";
import { useActionToast } from "~/components/ui/use-action-toast";
import { useFormValidation } from "~/components/ui/use-form-validation";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { accountFormWords, accountWords, newPasswordWords } from "~/lib/auth/account-words.server";
import { signupHandler } from "~/lib/auth/sign-up.server";
import { signInPageStart } from "~/lib/auth/sign-in-pages.server";
import { formAction } from "~/lib/form-action.server";
import { sharedFormPageHeaders } from "~/lib/forms/outcome";
import { signupFieldNames } from "~/lib/auth/form";
import { localeOf, pathIn } from "~/lib/i18n/locale";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, redirectTo, plan, planName, otherPageHref, page } = await signInPageStart(request, context, "signup");
  const { signupCopy } = accountWords[locale];
  const { submit, submitting, termsBefore, termsLink, termsMiddle, privacyLink, termsAfter, haveAccount, loginLink } =
    signupCopy;
  const { heading, hint, back } = signupCopy.checkInbox;
  return {
    redirectTo,
    plan,
    otherPageHref,
    words: {
      page,
      intro: planName ? signupCopy.planNote(planName) : page.intro,
      copy: {
        submit,
        submitting,
        termsBefore,
        termsLink,
        termsMiddle,
        privacyLink,
        termsAfter,
        haveAccount,
        loginLink,
      },
      /** "We have sent a link to {email}": the address is put in by the page. */
      checkInbox: { heading, hint, back, text: signupCopy.checkInbox.text("{email}") },
      form: accountFormWords(locale),
      newPassword: newPasswordWords(locale),
    },
  };
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, signupHandler);
}

export const headers: Route.HeadersFunction = sharedFormPageHeaders;

// Sign-in flows stay out of search results: noindex, and not in the sitemap.
export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData
    ? pageMeta(loaderData.words.page, pathIn(localeOf(location.pathname), "/signup"), [
        { name: "robots", content: "noindex" },
      ])
    : [];

export default function SignupPage({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, plan, words } = loaderData;
  const { copy: signupCopy, form: formWords } = words;
  const to = useLocalePath();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith(to("/signup")) === true;
  const { errors, onSubmit, onChange } = useFormValidation({
    validator: () =>
      import("~/lib/auth/schema").then(
        (schema) => (form: FormData) => schema.validateSignupForm(form, formWords.validation),
      ),
    fields: signupFieldNames,
    serverErrors: actionData?.status === "invalid" ? actionData.fieldErrors : undefined,
    answer: actionData,
  });
  const values = actionData && "values" in actionData ? actionData.values : undefined;
  const formMessage = actionData?.status === "error" ? actionData.message : null;
  useActionToast(actionData, formMessage);

  if (actionData?.status === "check-inbox") return <CheckInbox email={actionData.email} words={words.checkInbox} />;

  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">{words.page.heading}</h1>
      <p className="mt-2 text-slate-600">{words.intro}</p>
      <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="mt-6 space-y-5">
        <HoneypotField label={formWords.honeypot} />
        <FormAlert message={formMessage} />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        {plan ? <input type="hidden" name="plan" value={plan} /> : null}
        <TextField
          name="fullName"
          label={formWords.labels.fullName}
          autoComplete="name"
          placeholder={formWords.placeholders.fullName}
          defaultValue={values?.fullName}
          error={errors.fullName}
          maxLength={100}
        />
        <TextField
          name="email"
          type="email"
          label={formWords.labels.email}
          autoComplete="email"
          defaultValue={values?.email}
          error={errors.email}
          maxLength={254}
        />
        <NewPasswordFields
          passwordLabel={formWords.labels.password}
          confirmLabel={formWords.labels.confirmPassword}
          errors={errors}
          words={words.newPassword}
        />
        <Checkbox name="terms" defaultChecked={values?.terms} error={errors.terms}>
          {signupCopy.termsBefore}{" "}
          <Link to={to(signupCopy.termsLink.href)} className="font-medium text-brand-800 underline underline-offset-2">
            {signupCopy.termsLink.label}
          </Link>{" "}
          {signupCopy.termsMiddle}{" "}
          <Link
            to={to(signupCopy.privacyLink.href)}
            className="font-medium text-brand-800 underline underline-offset-2"
          >
            {signupCopy.privacyLink.label}
          </Link>
          {signupCopy.termsAfter ? ` ${signupCopy.termsAfter}` : null}
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

function CheckInbox({
  email,
  words,
}: {
  email: string;
  words: { heading: string; text: string; hint: string; back: string };
}) {
  const to = useLocalePath();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="status" className="text-center">
      <MailCheck aria-hidden="true" className="mx-auto size-12 text-brand-700" />
      <h1 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none">
        {words.heading}
      </h1>
      <p className="mt-3 text-slate-700">{words.text.replace("{email}", () => email)}</p>
      <p className="mt-3 text-sm text-slate-600">{words.hint}</p>
      <Link to={to("/")} className="mt-6 inline-block font-semibold text-brand-800 underline underline-offset-2">
        {words.back}
      </Link>
    </div>
  );
}

import { MailCheck } from "~/components/ui/icons";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { FormAlert, SubmitButton, TextField } from "~/components/ui/form-fields";
import { useActionToast } from "~/components/ui/use-action-toast";
import { useFormValidation } from "~/components/ui/use-form-validation";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { accountFormWords, accountPageCopy, accountWords } from "~/lib/auth/account-words.server";
import { forgotPasswordHandler } from "~/lib/auth/password-reset.server";
import { formAction } from "~/lib/form-action.server";
import { sharedFormPageHeaders } from "~/lib/forms/outcome";
import { localeOf, pathIn } from "~/lib/i18n/locale";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";

// The page's words in its language, from the server: the browser's bundle carries neither language.
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(new URL(request.url).pathname);
  return {
    words: {
      page: accountPageCopy("forgotPassword", locale),
      copy: accountWords[locale].forgotCopy,
      form: accountFormWords(locale),
    },
  };
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, forgotPasswordHandler);
}

export const headers: Route.HeadersFunction = sharedFormPageHeaders;

// Sign-in flows stay out of search results: noindex, and not in the sitemap.
export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData
    ? pageMeta(loaderData.words.page, pathIn(localeOf(location.pathname), "/forgot-password"), [
        { name: "robots", content: "noindex" },
      ])
    : [];

export default function ForgotPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { words } = loaderData;
  const { copy: forgotCopy, form: formWords } = words;
  const to = useLocalePath();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith(to("/forgot-password")) === true;
  const { errors, onSubmit, onChange } = useFormValidation({
    validator: () =>
      import("~/lib/auth/schema").then(
        (schema) => (form: FormData) => schema.validateForgotForm(form, formWords.validation),
      ),
    fields: ["email"],
    serverErrors: actionData?.status === "invalid" ? actionData.fieldErrors : undefined,
    answer: actionData,
  });
  const formMessage = actionData?.status === "error" ? actionData.message : null;
  const values = actionData && "values" in actionData ? actionData.values : undefined;
  useActionToast(actionData, formMessage);

  if (actionData?.status === "sent") return <Sent words={forgotCopy} />;

  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">{words.page.heading}</h1>
      <p className="mt-2 text-slate-600">{words.page.intro}</p>
      <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="mt-6 space-y-5">
        <HoneypotField label={formWords.honeypot} />
        <FormAlert message={formMessage} />
        <TextField
          name="email"
          type="email"
          label={formWords.labels.email}
          autoComplete="email"
          defaultValue={values?.email}
          error={errors.email}
          maxLength={254}
        />
        <SubmitButton busy={busy} label={forgotCopy.submit} busyLabel={forgotCopy.submitting} />
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to={to("/login")} className="font-semibold text-brand-800 underline underline-offset-2">
          {forgotCopy.backToLogin}
        </Link>
      </p>
    </div>
  );
}

function Sent({ words }: { words: { sent: { heading: string; text: string }; backToLogin: string } }) {
  const to = useLocalePath();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="status" className="text-center">
      <MailCheck aria-hidden="true" className="mx-auto size-12 text-brand-700" />
      <h1 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none">
        {words.sent.heading}
      </h1>
      <p className="mt-3 text-slate-700">{words.sent.text}</p>
      <Link to={to("/login")} className="mt-6 inline-block font-semibold text-brand-800 underline underline-offset-2">
        {words.backToLogin}
      </Link>
    </div>
  );
}

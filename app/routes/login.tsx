import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/login";
import { PasswordField } from "~/components/auth/password-field";
import { Checkbox, FormAlert, SubmitButton, TextField } from "~/components/ui/form-fields";
import { useActionToast } from "~/components/ui/use-action-toast";
import { useFormValidation } from "~/components/ui/use-form-validation";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { accountFormWords, accountWords } from "~/lib/auth/account-words.server";
import { loginHandler } from "~/lib/auth/sign-in.server";
import { signInPageStart } from "~/lib/auth/sign-in-pages.server";
import { formAction } from "~/lib/form-action.server";
import { sharedFormPageHeaders } from "~/lib/forms/outcome";
import { loginFieldNames } from "~/lib/auth/form";
import { localeOf, pathIn } from "~/lib/i18n/locale";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, redirectTo, plan, planName, otherPageHref, page } = await signInPageStart(request, context, "login");
  const { loginCopy } = accountWords[locale];
  const { submit, submitting, forgot, noAccount, signupLink } = loginCopy;
  return {
    redirectTo,
    plan,
    otherPageHref,
    words: {
      page,
      intro: planName ? loginCopy.planNote(planName) : page.intro,
      copy: { submit, submitting, forgot, noAccount, signupLink },
      form: accountFormWords(locale),
    },
  };
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, loginHandler);
}

export const headers: Route.HeadersFunction = sharedFormPageHeaders;

// Sign-in flows stay out of search results: noindex, and not in the sitemap.
export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData
    ? pageMeta(loaderData.words.page, pathIn(localeOf(location.pathname), "/login"), [
        { name: "robots", content: "noindex" },
      ])
    : [];

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, plan, words } = loaderData;
  const { copy: loginCopy, form: formWords } = words;
  const to = useLocalePath();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith(to("/login")) === true;
  const { errors, onSubmit, onChange } = useFormValidation({
    validator: () =>
      import("~/lib/auth/schema").then(
        (schema) => (form: FormData) => schema.validateLoginForm(form, formWords.validation),
      ),
    fields: loginFieldNames,
    serverErrors: actionData?.status === "invalid" ? actionData.fieldErrors : undefined,
    answer: actionData,
  });
  const formMessage = actionData && actionData.status !== "invalid" ? actionData.message : null;
  const values = actionData && "values" in actionData ? actionData.values : undefined;
  useActionToast(actionData, actionData?.status === "error" ? actionData.message : null);

  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">{words.page.heading}</h1>
      <p className="mt-2 text-slate-600">{words.intro}</p>
      <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="mt-6 space-y-5">
        <HoneypotField label={formWords.honeypot} />
        <FormAlert message={formMessage} tone={actionData?.status === "unverified" ? "info" : "error"} />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        {plan ? <input type="hidden" name="plan" value={plan} /> : null}
        <TextField
          name="email"
          type="email"
          label={formWords.labels.email}
          autoComplete="username"
          defaultValue={values?.email}
          error={errors.email}
          maxLength={254}
        />
        <PasswordField
          name="password"
          label={formWords.labels.password}
          showLabel={formWords.labels.showPassword}
          hideLabel={formWords.labels.hidePassword}
          autoComplete="current-password"
          placeholder={formWords.placeholders.password}
          error={errors.password}
        />
        <div className="flex items-center justify-between gap-4">
          <Checkbox name="remember" defaultChecked={values?.remember}>
            {formWords.labels.remember}
          </Checkbox>
          <Link to={to("/forgot-password")} className="text-sm font-medium text-brand-800 underline underline-offset-2">
            {loginCopy.forgot}
          </Link>
        </div>
        <SubmitButton busy={busy} label={loginCopy.submit} busyLabel={loginCopy.submitting} />
      </Form>
      <p className="mt-6 text-center text-sm text-slate-700">
        {loginCopy.noAccount}{" "}
        <Link to={loaderData.otherPageHref} className="font-semibold text-brand-800 underline underline-offset-2">
          {loginCopy.signupLink}
        </Link>
      </p>
    </div>
  );
}

import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { FormAlert, SubmitButton } from "~/components/ui/form-fields";
import { NewPasswordFields } from "~/components/auth/new-password-fields";
import { useActionToast } from "~/components/ui/use-action-toast";
import { useFormValidation } from "~/components/ui/use-form-validation";
import { accountFormWords, accountPageCopy, accountWords, newPasswordWords } from "~/lib/auth/account-words.server";
import { checkToken, type LinkProblem } from "~/lib/auth/email-links.server";
import { resetPasswordHandler } from "~/lib/auth/password-reset.server";
import { formAction } from "~/lib/form-action.server";
import { formPageHeaders } from "~/lib/forms/outcome";
import { orUnavailable } from "~/lib/forms/pipeline.server";
import { tokenOrNull } from "~/lib/auth/form";
import { dbContext } from "~/lib/http/request-context.server";
import { localeOf, pathIn } from "~/lib/i18n/locale";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = tokenOrNull(url.searchParams.get("token"));
  // Checked on arrival so an old link says so at once, before a new password is typed.
  // With the database unavailable the link cannot be checked now: the form is shown, and posting it says so.
  const problem: LinkProblem | null = await orUnavailable(
    "reset-password",
    () => checkToken(context.get(dbContext), token, "reset-password"),
    () => null,
  );
  const locale = localeOf(url.pathname);
  const { labels, validation } = accountFormWords(locale);
  return {
    token: problem ? null : token,
    problem,
    // The page's words in its language alone: the browser's bundle carries neither language.
    words: {
      page: accountPageCopy("resetPassword", locale),
      copy: accountWords[locale].resetCopy,
      labels: { password: labels.newPassword, confirm: labels.confirmNewPassword },
      validation,
      newPassword: newPasswordWords(locale),
    },
  };
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, resetPasswordHandler);
}

export const headers: Route.HeadersFunction = formPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData
    ? [
        ...pageMeta(loaderData.words.page, pathIn(localeOf(location.pathname), "/reset-password")),
        { name: "robots", content: "noindex" },
      ]
    : [];

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { words } = loaderData;
  const { page: copy, copy: resetCopy } = words;
  const to = useLocalePath();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith(to("/reset-password")) === true;
  const problem = actionData?.status === "link-problem" ? actionData.problem : loaderData.problem;
  const { errors, onSubmit, onChange } = useFormValidation({
    validator: () =>
      import("~/lib/auth/schema").then(
        (schema) => (form: FormData) => schema.validateResetForm(form, words.validation),
      ),
    fields: ["password", "confirmPassword"],
    serverErrors: actionData?.status === "invalid" ? actionData.fieldErrors : undefined,
    answer: actionData,
  });
  const formMessage = actionData?.status === "error" ? actionData.message : null;
  useActionToast(actionData, formMessage ?? (problem && actionData ? resetCopy.linkProblems[problem] : null));

  if (problem || !loaderData.token) {
    return (
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{copy.heading}</h1>
        <div className="mt-6">
          <FormAlert message={resetCopy.linkProblems[problem ?? "invalid"]} />
        </div>
        <Link
          to={to("/forgot-password")}
          className="mt-6 inline-flex w-full justify-center rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {resetCopy.requestNew}
        </Link>
      </div>
    );
  }

  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">{copy.heading}</h1>
      <p className="mt-2 text-slate-600">{copy.intro}</p>
      <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="mt-6 space-y-5">
        <FormAlert message={formMessage} />
        <input type="hidden" name="token" value={loaderData.token} />
        <NewPasswordFields
          passwordLabel={words.labels.password}
          confirmLabel={words.labels.confirm}
          errors={errors}
          words={words.newPassword}
        />
        <SubmitButton busy={busy} label={resetCopy.submit} busyLabel={resetCopy.submitting} />
      </Form>
    </div>
  );
}

import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/verify-email";
import { FormAlert, SubmitButton } from "~/components/ui/form-fields";
import { useActionToast } from "~/components/ui/use-action-toast";
import { accountPageCopy, accountWords } from "~/lib/auth/account-words.server";
import { dbContext } from "~/lib/http/request-context.server";
import { checkToken, type LinkProblem } from "~/lib/auth/email-links.server";
import { verifyEmailHandler } from "~/lib/auth/sign-up.server";
import { formAction } from "~/lib/form-action.server";
import { formPageHeaders } from "~/lib/forms/outcome";
import { orUnavailable } from "~/lib/forms/pipeline.server";
import { tokenOrNull } from "~/lib/auth/form";
import { localeOf, pathIn } from "~/lib/i18n/locale";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";

// Opening the link only shows a button: mail scanners that fetch links must not use up the
// single-use token or start a session. The POST does both.
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = tokenOrNull(url.searchParams.get("token"));
  // With the database unavailable the link cannot be checked now: the form is shown, and posting it says so.
  const problem: LinkProblem | null = await orUnavailable(
    "verify-email",
    () => checkToken(context.get(dbContext), token, "verify-email"),
    () => null,
  );
  const locale = localeOf(url.pathname);
  // The page's words in its language alone: the browser's bundle carries neither language.
  const words = { page: accountPageCopy("verifyEmail", locale), copy: accountWords[locale].verifyCopy };
  return { token: problem ? null : token, problem, words };
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, verifyEmailHandler);
}

export const headers: Route.HeadersFunction = formPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData
    ? [
        ...pageMeta(loaderData.words.page, pathIn(localeOf(location.pathname), "/verify-email")),
        { name: "robots", content: "noindex" },
      ]
    : [];

export default function VerifyEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page: copy, copy: verifyCopy } = loaderData.words;
  const to = useLocalePath();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith(to("/verify-email")) === true;
  const problem = actionData?.status === "link-problem" ? actionData.problem : loaderData.problem;
  const formMessage = actionData?.status === "error" ? actionData.message : null;
  useActionToast(actionData, formMessage);

  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">{copy.heading}</h1>
      {problem || !loaderData.token ? (
        <>
          <div className="mt-6">
            <FormAlert message={verifyCopy.linkProblems[problem ?? "invalid"]} />
          </div>
          <div className="mt-6 grid gap-3 sm:grid-cols-2">
            <Link
              to={to("/login")}
              className="rounded-lg bg-brand-700 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-800"
            >
              {verifyCopy.signIn}
            </Link>
            <Link
              to={to("/signup")}
              className="rounded-lg border border-slate-300 px-4 py-2.5 text-center font-semibold text-slate-800 hover:bg-slate-50"
            >
              {verifyCopy.signUpAgain}
            </Link>
          </div>
        </>
      ) : (
        <Form method="post" className="mt-6 space-y-5">
          <p className="text-slate-600">{verifyCopy.intro}</p>
          <FormAlert message={formMessage} />
          <input type="hidden" name="token" value={loaderData.token} />
          <SubmitButton busy={busy} label={verifyCopy.submit} busyLabel={verifyCopy.submitting} />
        </Form>
      )}
    </div>
  );
}

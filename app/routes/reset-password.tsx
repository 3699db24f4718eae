import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { FormAlert, SubmitButton } from "~/components/ui/form-fields";
import { NewPasswordFields } from "~/components/auth/new-password-fields";
import { useActionToast } from "~/components/ui/use-action-toast";
import { useFormValidation } from "~/components/ui/use-form-validation";
import { fieldLabels, resetCopy } from "~/content/accounts";
import { resetPasswordPage } from "~/content/page-copy/reset-password";
import { checkToken, type LinkProblem } from "~/lib/auth/email-links.server";
import { resetPasswordHandler } from "~/lib/auth/password-reset.server";
import { formAction } from "~/lib/form-action.server";
import { formPageHeaders } from "~/lib/forms/outcome";
import { orUnavailable } from "~/lib/forms/pipeline.server";
import { tokenOrNull } from "~/lib/auth/form";
import { dbContext } from "~/lib/http/request-context.server";
import { pageMeta } from "~/lib/meta";

const copy = resetPasswordPage;

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOrNull(new URL(request.url).searchParams.get("token"));
  // Checked on arrival so an old link says so at once, before a new password is typed.
  // With the database unavailable the link cannot be checked now: the form is shown, and posting it says so.
  const problem: LinkProblem | null = await orUnavailable(
    "reset-password",
    () => checkToken(context.get(dbContext), token, "reset-password"),
    () => null,
  );
  return { token: problem ? null : token, problem };
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, resetPasswordHandler);
}

export const headers: Route.HeadersFunction = formPageHeaders;

export const meta: Route.MetaFunction = () => [
  ...pageMeta(copy, "/reset-password"),
  { name: "robots", content: "noindex" },
];

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/reset-password") === true;
  const problem = actionData?.status === "link-problem" ? actionData.problem : loaderData.problem;
  const { errors, onSubmit, onChange } = useFormValidation({
    validator: () => import("~/lib/auth/schema").then((schema) => schema.validateResetForm),
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
          to="/forgot-password"
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
          passwordLabel={fieldLabels.newPassword}
          confirmLabel={fieldLabels.confirmNewPassword}
          errors={errors}
        />
        <SubmitButton busy={busy} label={resetCopy.submit} busyLabel={resetCopy.submitting} />
      </Form>
    </div>
  );
}

import { Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/second-factor";
import { FormAlert, SubmitButton, TextField } from "~/components/ui/form-fields";
import { secondFactorCopy as copy } from "~/content/staff-auth";
import { staffCopy } from "~/content/staff";
import { formRequest } from "~/lib/form-action.server";
import { toResponse } from "~/lib/forms/outcome";
import { handleForm } from "~/lib/forms/pipeline.server";
import {
  forgetSecondFactorState,
  requireStaffAccount,
  SECOND_FACTOR_SETUP_PATH,
  staffPageHeaders,
} from "~/lib/staff/guard.server";
import { staffReturnPath, verifyForm } from "~/lib/staff/second-factor.server";

// The second step of a staff sign-in: a code from the app (or a recovery code) before anything
// under /staff opens. Not a child of the console's layout, whose guard would send people here.
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaffAccount(request, context);
  const redirectTo = staffReturnPath(new URL(request.url).searchParams.get("redirectTo"));
  if (!staff.factor.enrolled) throw redirect(`${SECOND_FACTOR_SETUP_PATH}?${new URLSearchParams({ redirectTo })}`);
  if (staff.factor.verified) throw redirect(redirectTo);
  return { redirectTo };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaffAccount(args.request, args.context);
  if (staff.factor.verified || !staff.factor.enrolled) throw redirect("/staff");
  const outcome = await handleForm(verifyForm({ id: staff.id, sessionId: staff.sessionId }), formRequest(args));
  forgetSecondFactorState(args.context);
  return toResponse(outcome);
}

// The secret, the recovery codes and the Retry-After of a 429: never stored by any cache.
export const headers = staffPageHeaders;

export const meta: Route.MetaFunction = () => [
  { title: staffCopy.title(copy.verifyTitle) },
  { name: "robots", content: "noindex" },
];

export default function StaffSecondFactor({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const codeError = actionData?.status === "invalid" ? actionData.fieldErrors.code : undefined;
  return (
    <div className="container-page max-w-xl py-12">
      <h1 className="text-2xl font-bold text-slate-900">{copy.verifyHeading}</h1>
      <p className="mt-2 text-slate-600">{copy.verifyIntro}</p>
      <Form method="post" noValidate className="mt-6 space-y-5">
        <FormAlert message={actionData?.status === "error" ? actionData.message : null} />
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <TextField
          name="code"
          label={copy.verifyCodeLabel}
          autoComplete="one-time-code"
          error={codeError}
          maxLength={64}
          autoFocus
        />
        <SubmitButton busy={busy} label={copy.verifySubmit} busyLabel={copy.verifySubmitting} />
      </Form>
      <p className="mt-6 text-sm text-slate-600">{copy.lostAccess}</p>
      <Form method="post" action="/logout" className="mt-4">
        <button type="submit" className="text-sm font-semibold text-brand-800 underline underline-offset-2">
          {copy.signOut}
        </button>
      </Form>
    </div>
  );
}

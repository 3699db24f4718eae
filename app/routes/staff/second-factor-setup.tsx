import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/second-factor-setup";
import { FormAlert, SubmitButton, TextField } from "~/components/ui/form-fields";
import { secondFactorCopy as copy } from "~/content/staff-auth";
import { staffCopy } from "~/content/staff";
import { formRequest } from "~/lib/form-action.server";
import { toResponse } from "~/lib/forms/outcome";
import { handleForm } from "~/lib/forms/pipeline.server";
import { dbContext, envContext } from "~/lib/http/request-context.server";
import {
  forgetSecondFactorState,
  requireStaffAccount,
  SECOND_FACTOR_PATH,
  staffPageHeaders,
} from "~/lib/staff/guard.server";
import { beginEnrolment, enrolForm, staffReturnPath } from "~/lib/staff/second-factor.server";

// Enrolment at the first staff sign-in: scan (or type) the secret, confirm with a code, then the
// recovery codes — in the action's answer only, so they are shown exactly once.
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaffAccount(request, context);
  const redirectTo = staffReturnPath(new URL(request.url).searchParams.get("redirectTo"));
  // Enrolled and verified: the page answers after its own form was posted (it keeps the codes).
  if (staff.factor.verified) return { redirectTo, enrolment: null };
  if (staff.factor.enrolled) throw redirect(`${SECOND_FACTOR_PATH}?${new URLSearchParams({ redirectTo })}`);
  const enrolment = await beginEnrolment(context.get(dbContext), staff, context.get(envContext).APP_SECRET);
  if (!enrolment) throw redirect(`${SECOND_FACTOR_PATH}?${new URLSearchParams({ redirectTo })}`);
  return { redirectTo, enrolment: { qrSvg: enrolment.qrSvg, secret: enrolment.secretGrouped } };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaffAccount(args.request, args.context);
  if (staff.factor.enrolled) throw redirect("/staff");
  const outcome = await handleForm(enrolForm({ id: staff.id, sessionId: staff.sessionId }), formRequest(args));
  forgetSecondFactorState(args.context);
  return toResponse(outcome);
}

// The secret, the recovery codes and the Retry-After of a 429: never stored by any cache.
export const headers = staffPageHeaders;

export const meta: Route.MetaFunction = () => [
  { title: staffCopy.title(copy.setupTitle) },
  { name: "robots", content: "noindex" },
];

export default function StaffSecondFactorSetup({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  if (actionData?.status === "enrolled") {
    return (
      <div className="container-page max-w-xl py-12">
        <h1 className="text-2xl font-bold text-slate-900">{copy.codesHeading}</h1>
        <p className="mt-2 text-slate-600">{copy.codesIntro}</p>
        <ul
          aria-label={copy.codesListLabel}
          className="mt-6 grid grid-cols-2 gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-lg"
        >
          {actionData.recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <Link
          to={actionData.next}
          className="mt-6 inline-flex w-full justify-center rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {copy.codesContinue}
        </Link>
      </div>
    );
  }
  const { enrolment, redirectTo } = loaderData;
  if (!enrolment) {
    return (
      <div className="container-page max-w-xl py-12">
        <h1 className="text-2xl font-bold text-slate-900">{copy.setupHeading}</h1>
        <p className="mt-2 text-slate-600">{copy.alreadyDone}</p>
        <Link to={redirectTo} className="mt-6 inline-block font-semibold text-brand-800 underline underline-offset-2">
          {copy.codesContinue}
        </Link>
      </div>
    );
  }
  const codeError = actionData?.status === "invalid" ? actionData.fieldErrors.code : undefined;
  return (
    <div className="container-page max-w-xl py-12">
      <h1 className="text-2xl font-bold text-slate-900">{copy.setupHeading}</h1>
      <p className="mt-2 text-slate-600">{copy.setupIntro}</p>
      <div
        role="img"
        aria-label={copy.qrLabel}
        className="mt-6"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG drawn on the server by uqr from our own otpauth URI; no visitor input.
        dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
      />
      <p className="mt-4 text-sm font-semibold text-slate-800">{copy.secretLabel}</p>
      <p className="mt-1 font-mono text-lg break-all text-slate-900" data-testid="totp-secret">
        {enrolment.secret}
      </p>
      <p className="mt-1 text-sm text-slate-600">{copy.secretHint}</p>
      <Form method="post" noValidate className="mt-6 space-y-5">
        <FormAlert message={actionData?.status === "error" ? actionData.message : null} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField name="code" label={copy.codeLabel} autoComplete="one-time-code" error={codeError} maxLength={16} />
        <SubmitButton busy={busy} label={copy.confirmSubmit} busyLabel={copy.confirmSubmitting} />
      </Form>
    </div>
  );
}

import { Link } from "react-router";
import type { Route } from "./+types/device-new";
import { DeviceForm } from "~/components/staff/device-form";
import { deviceKindLabels } from "~/content/devices";
import { deviceFormCopy, staffDeviceCopy as copy } from "~/content/staff-devices";
import { staffMeta } from "~/lib/casework/page";
import { cleanText } from "~/lib/casework/list-codec";
import { newDeviceForm } from "~/lib/devices/staff-actions.server";
import { deviceKindNames, type NewDeviceActionData } from "~/lib/devices/staff-query";
import { formAction } from "~/lib/form-action.server";
import { staffOf } from "~/lib/staff/guard.server";

// /staff/devices/new, optionally ?customer=EMAIL: the form starts with that customer's address.
export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context);
  const customer = cleanText(new URL(request.url).searchParams.get("customer"), 254);
  return { initial: { customerEmail: customer, covered: "on" } };
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, newDeviceForm(staffOf(args.context)));
}

export const meta: Route.MetaFunction = () => staffMeta(copy.newTitle);

const kinds = deviceKindNames.map((kind) => ({ value: kind, label: deviceKindLabels[kind] }));

export default function NewDevice({ loaderData, actionData }: Route.ComponentProps) {
  const answer: NewDeviceActionData | undefined = actionData;
  return (
    <>
      <Link to="/staff/devices" className="text-sm font-semibold text-brand-800 underline underline-offset-2">
        {copy.back}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{copy.newTitle}</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{copy.newIntro}</p>
      <div className="mt-6 max-w-3xl">
        <DeviceForm
          words={deviceFormCopy}
          kinds={kinds}
          askCustomer
          initial={loaderData.initial}
          answer={answer}
          submitLabel={deviceFormCopy.save}
        />
      </div>
    </>
  );
}

import type { Route } from "./+types/device-labels";
import { LabelSheetPage } from "~/components/devices/label-sheet";
import { deviceLabelCopy as copy } from "~/content/device-labels";
import { staffMeta } from "~/lib/casework/page";
import { idValue } from "~/lib/casework/list-codec";
import { findCustomerDevice } from "~/lib/devices/devices.server";
import { labelSheet } from "~/lib/devices/labels.server";
import { labelsActionForm } from "~/lib/devices/staff-actions.server";
import { customerById } from "~/lib/devices/staff.server";
import type { DeviceActionData } from "~/lib/devices/staff-query";
import { formAction } from "~/lib/form-action.server";
import { dbContext, envContext } from "~/lib/http/request-context.server";
import { pagePath } from "~/lib/http/return-path";
import { notFound, staffOf, staffPageHeaders } from "~/lib/staff/guard.server";

/**
 * /staff/devices/labels?customer=ID (&device=ID): the customer's devices in use, or one of them. A
 * missing or unknown customer, and a device that is not theirs in use, are the console's 404.
 */
async function sheetOf({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  const query = new URL(request.url).searchParams;
  const db = context.get(dbContext);
  const customerId = idValue(query.get("customer"));
  const customer = customerId ? await customerById(db, customerId) : null;
  if (!customer) throw notFound(request);
  const rawDevice = query.get("device");
  if (rawDevice === null) return { customer, deviceId: null };
  const deviceId = idValue(rawDevice);
  if (!deviceId || !(await findCustomerDevice(db, customer.id, deviceId))) throw notFound(request);
  return { customer, deviceId };
}

export async function loader(args: Route.LoaderArgs) {
  staffOf(args.context);
  const { customer, deviceId } = await sheetOf(args);
  const labels = await labelSheet(
    args.context.get(dbContext),
    customer.id,
    deviceId,
    args.context.get(envContext).PUBLIC_URL,
  );
  return { customerName: customer.fullName, deviceId, labels };
}

export async function action(args: Route.ActionArgs) {
  const staff = staffOf(args.context);
  const { customer, deviceId } = await sheetOf(args);
  return formAction(args, labelsActionForm(staff, customer.id, deviceId, pagePath(args.request)));
}

export const headers = staffPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? copy.staffTitle(loaderData.customerName) : copy.title);

export default function StaffDeviceLabels({ loaderData, actionData }: Route.ComponentProps) {
  const answer: Pick<DeviceActionData, "message"> | undefined = actionData;
  const { deviceId } = loaderData;
  return (
    <LabelSheetPage
      heading={copy.staffTitle(loaderData.customerName)}
      back={
        deviceId === null
          ? { href: "/staff/devices", label: copy.staffBackToDevices }
          : { href: `/staff/devices/${deviceId}`, label: copy.staffBack }
      }
      labels={loaderData.labels}
      message={answer?.message ?? null}
    />
  );
}

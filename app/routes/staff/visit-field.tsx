import type { Route } from "./+types/visit-field";
import { FieldVisitView } from "~/components/visits/field-visit-view";
import { fieldVisitCopy as copy } from "~/content/visits-field";
import { staffMeta } from "~/lib/casework/page";
import { formAction } from "~/lib/form-action.server";
import { staffOf, staffPageHeaders } from "~/lib/staff/guard.server";
import { recordOfPage } from "~/lib/staff/record-page.server";
import { fieldPhotoForm, fieldVisitForm } from "~/lib/visits/field-actions.server";
import { isMultipartPost } from "~/lib/uploads/multipart.server";
import { fieldVisitOf, fieldVisitPage } from "~/lib/visits/field.server";
import type { FieldActionData } from "~/lib/visits/field-form";

/**
 * `GET /staff/visits/today/:id`: the work page of a visit, for its technician (or an admin); anyone
 * else gets the 404 of an unknown page. Each form gets a fresh submission id with every render.
 */
export async function loader(args: Route.LoaderArgs) {
  const staff = staffOf(args.context);
  const { record } = await recordOfPage(args, (db, id) => fieldVisitPage(db, staff, id));
  return {
    ...record,
    keys: { steps: crypto.randomUUID(), work: crypto.randomUUID(), photos: crypto.randomUUID() },
  };
}

/** The page's forms; the photos' form is the multipart one. Not the technician's visit: the 404. */
export async function action(args: Route.ActionArgs) {
  const staff = staffOf(args.context);
  const { record: visit } = await recordOfPage(args, (db, id) => fieldVisitOf(db, staff, id));
  const form = isMultipartPost(args.request)
    ? fieldPhotoForm(staff, visit.id)
    : fieldVisitForm(staff, visit.id, visit.mode);
  return formAction(args, form as never);
}

export const headers = staffPageHeaders;

export const meta: Route.MetaFunction = ({ params }) => staffMeta(copy.title(Number(params.id)));

export default function VisitField({ loaderData, actionData }: Route.ComponentProps) {
  return <FieldVisitView data={loaderData} answer={actionData as FieldActionData | undefined} />;
}

import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/staff-team";
import { FormAlert, SelectField, SubmitButton, TextField } from "~/components/ui/form-fields";
import { staffCopy } from "~/content/staff";
import { teamCopy as copy } from "~/content/staff-auth";
import { formRequest } from "~/lib/form-action.server";
import { toResponse } from "~/lib/forms/outcome";
import { handleForm } from "~/lib/forms/pipeline.server";
import { dbContext } from "~/lib/http/request-context.server";
import { staffOf } from "~/lib/staff/guard.server";
import { listStaff, teamForm } from "~/lib/staff/team.server";

// Admins only (staff and customers get the site's 404): who is on the team, and changes to it.
export async function loader({ context }: Route.LoaderArgs) {
  const admin = staffOf(context);
  const team = await listStaff(context.get(dbContext));
  return {
    meId: admin.id,
    team: team.map((member) => ({ ...member, createdAt: member.createdAt.toISOString() })),
  };
}

export async function action(args: Route.ActionArgs) {
  const admin = staffOf(args.context);
  return toResponse(await handleForm(teamForm(admin), formRequest(args)));
}

export const meta: Route.MetaFunction = () => [
  { title: staffCopy.title(copy.title) },
  { name: "robots", content: "noindex" },
];

const smallButton =
  "rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100";

export default function StaffTeam({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const inviting = navigation.state === "submitting" && navigation.formData?.get("intent") === "invite";
  const errors = actionData?.status === "invalid" ? actionData.fieldErrors : {};
  const values = actionData?.status === "invalid" ? actionData.values : undefined;
  return (
    <div className="space-y-10">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{copy.heading}</h1>
        <p className="mt-2 text-slate-600">{copy.intro}</p>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{copy.tableLabel}</caption>
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3">
                {copy.columns.name}
              </th>
              <th scope="col" className="py-2 pr-3">
                {copy.columns.email}
              </th>
              <th scope="col" className="py-2 pr-3">
                {copy.columns.role}
              </th>
              <th scope="col" className="py-2 pr-3">
                {copy.columns.secondFactor}
              </th>
              <th scope="col" className="py-2">
                {copy.columns.actions}
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.team.map((member) => {
              const self = member.id === loaderData.meId;
              return (
                <tr key={member.id} className="border-b border-slate-200 align-top">
                  <th scope="row" className="py-3 pr-3 font-semibold text-slate-900">
                    {member.fullName} {self ? <span className="font-normal text-slate-600">{copy.you}</span> : null}
                  </th>
                  <td className="py-3 pr-3 break-all">{member.email}</td>
                  <td className="py-3 pr-3">{copy.roles.find((role) => role.value === member.role)?.label}</td>
                  <td className="py-3 pr-3">{member.secondFactor ? copy.enrolled : copy.notEnrolled}</td>
                  <td className="py-3">
                    <div className="flex flex-wrap gap-2">
                      {self ? null : (
                        <>
                          <Form method="post" className="flex items-center gap-2">
                            <input type="hidden" name="intent" value="role" />
                            <input type="hidden" name="userId" value={member.id} />
                            <select
                              name="role"
                              defaultValue={member.role}
                              aria-label={`${copy.roleLabel}: ${member.email}`}
                              className="rounded-lg border border-slate-300 px-2 py-1.5"
                            >
                              {copy.roles.map((role) => (
                                <option key={role.value} value={role.value}>
                                  {role.label}
                                </option>
                              ))}
                            </select>
                            <button
                              type="submit"
                              className={smallButton}
                              aria-label={`${copy.changeRole}: ${member.email}`}
                            >
                              {copy.changeRole}
                            </button>
                          </Form>
                          <Form method="post">
                            <input type="hidden" name="intent" value="remove" />
                            <input type="hidden" name="userId" value={member.id} />
                            <button
                              type="submit"
                              className={smallButton}
                              aria-label={`${copy.remove}: ${member.email}`}
                            >
                              {copy.remove}
                            </button>
                          </Form>
                        </>
                      )}
                      {member.secondFactor ? (
                        <Form method="post">
                          <input type="hidden" name="intent" value="reset-factor" />
                          <input type="hidden" name="userId" value={member.id} />
                          <button
                            type="submit"
                            className={smallButton}
                            aria-label={`${copy.resetFactor}: ${member.email}`}
                          >
                            {copy.resetFactor}
                          </button>
                        </Form>
                      ) : null}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <section aria-labelledby="invite-heading" className="max-w-xl">
        <h2 id="invite-heading" className="text-xl font-bold text-slate-900">
          {copy.inviteHeading}
        </h2>
        <p className="mt-2 text-slate-600">{copy.inviteIntro}</p>
        <Form method="post" noValidate className="mt-4 space-y-5">
          <FormAlert message={actionData?.status === "error" ? actionData.message : null} />
          <input type="hidden" name="intent" value="invite" />
          <TextField
            name="email"
            type="email"
            label={copy.emailLabel}
            defaultValue={values?.email}
            error={errors.email}
            maxLength={254}
          />
          <TextField
            name="fullName"
            label={copy.nameLabel}
            required={false}
            defaultValue={values?.fullName}
            error={errors.fullName}
            maxLength={100}
          />
          <SelectField
            name="role"
            label={copy.roleLabel}
            options={copy.roles}
            defaultValue={values?.role ?? "staff"}
            error={errors.role}
          />
          <SubmitButton busy={inviting} label={copy.invite} busyLabel={copy.inviting} fullWidth={false} />
        </Form>
      </section>
    </div>
  );
}

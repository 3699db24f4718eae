import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/team";
import { RecordList } from "~/components/staff/record-list";
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

type Member = Route.ComponentProps["loaderData"]["team"][number];

/** A one-button change to a member (remove, reset the second factor), named with their address. */
function MemberButton({ intent, member, label }: { intent: string; member: Member; label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="userId" value={member.id} />
      <button type="submit" className={smallButton} aria-label={`${label}: ${member.email}`}>
        {label}
      </button>
    </Form>
  );
}

function MemberActions({ member, self }: { member: Member; self: boolean }) {
  return (
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
            <button type="submit" className={smallButton} aria-label={`${copy.changeRole}: ${member.email}`}>
              {copy.changeRole}
            </button>
          </Form>
          <MemberButton intent="remove" member={member} label={copy.remove} />
        </>
      )}
      {member.secondFactor ? <MemberButton intent="reset-factor" member={member} label={copy.resetFactor} /> : null}
    </div>
  );
}

function teamColumns(meId: number) {
  return [
    {
      header: copy.columns.name,
      className: "font-semibold text-slate-900",
      cell: (member: Member) => (
        <>
          {member.fullName} {member.id === meId ? <span className="font-normal text-slate-600">{copy.you}</span> : null}
        </>
      ),
    },
    { header: copy.columns.email, className: "break-all", cell: (member: Member) => member.email },
    {
      header: copy.columns.role,
      cell: (member: Member) => copy.roles.find((role) => role.value === member.role)?.label,
    },
    {
      header: copy.columns.secondFactor,
      cell: (member: Member) => (member.secondFactor ? copy.enrolled : copy.notEnrolled),
    },
    {
      header: copy.columns.actions,
      cell: (member: Member) => <MemberActions member={member} self={member.id === meId} />,
    },
  ] as const;
}

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
      <RecordList
        rows={loaderData.team}
        columns={teamColumns(loaderData.meId)}
        // The admin looking at the page is on it, so the list is never empty.
        words={{ tableLabel: copy.tableLabel, empty: "" }}
      />
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

import { Form, useNavigation } from "react-router";
import * as z from "zod/mini";
import type { Route } from "./+types/uploads";
import { FileField } from "~/components/ui/file-field";
import { FormAlert, SubmitButton, TextField } from "~/components/ui/form-fields";
import { uploadMessages, uploadTestPage as copy } from "~/content/uploads";
import { formAction } from "~/lib/form-action.server";
import { requireTestRoutes } from "~/testing/gate";
import type { FieldErrors } from "~/lib/forms/fields";
import { requiredLine } from "~/lib/forms/fields";
import { dataOutcome } from "~/lib/forms/outcome";
import { defineForm } from "~/lib/forms/pipeline.server";
import { validateForm } from "~/lib/forms/validate";
import { acceptAttribute, MIB, type UploadRule } from "~/lib/uploads/kinds";
import { storeUploadedFiles } from "~/lib/uploads/store.server";

/**
 * `/__test/uploads`: a form with a note and attachments, for the integration and end-to-end tests of
 * the upload pipeline — and the worked example of a form that takes files. `?owner=` picks whose
 * files they are (each test its own); `?required=1` makes a file required. A note of
 * "fail-after-store" throws after the files were stored, to show the transaction keeps nothing.
 * Gated by ./layout.ts.
 */

const rule = {
  field: "attachments",
  maxFiles: 5,
  maxFileBytes: 5 * MIB,
  kinds: ["png", "jpeg", "gif", "webp", "pdf", "text"],
} as const satisfies UploadRule;

const TestUploadSchema = z.object({ note: requiredLine(copy.note, 200) });
type Field = "note" | "attachments";
export type TestUploadData =
  | { status: "stored"; count: number }
  | { status: "invalid"; fieldErrors: FieldErrors<Field>; values: { note: string } }
  | { status: "refused" | "error"; message: string };

function ownerOf(request: Request) {
  const owner = new URL(request.url).searchParams.get("owner") ?? "e2e";
  return { kind: "test-upload", id: owner.slice(0, 64) };
}

function uploadForm(required: boolean) {
  return defineForm<TestUploadData>({
    name: "test-uploads",
    uploads: { ...rule, required },
    refused: (status, message) => dataOutcome(status, { status: "refused", message }),
    unavailable: () => dataOutcome(503, { status: "error", message: "Unavailable" }),
    async handle({ request, db, form, uploads }) {
      const validation = validateForm(TestUploadSchema, form);
      // The file field's message joins the text fields' ones, so everything wrong is shown at once.
      if (!validation.success || !uploads.ok) {
        const fieldErrors: FieldErrors<Field> = validation.success ? {} : { ...validation.fieldErrors };
        if (!uploads.ok) fieldErrors.attachments = uploads.message;
        const values = { note: String(form.get("note") ?? "") };
        return dataOutcome(400, { status: "invalid", fieldErrors, values });
      }
      const stored = await db.transaction(async (tx) => {
        const files = await storeUploadedFiles(tx, ownerOf(request), uploads.files);
        if (validation.data.note === "fail-after-store") throw new Error("failing on purpose after storing");
        return files;
      });
      return dataOutcome(200, { status: "stored", count: stored.length });
    },
  });
}

export async function action(args: Route.ActionArgs) {
  requireTestRoutes(args.context);
  return formAction(args, uploadForm(new URL(args.request.url).searchParams.has("required")));
}

export function loader({ context }: Route.LoaderArgs) {
  requireTestRoutes(context);
  return {
    accept: acceptAttribute(rule.kinds),
    hint: uploadMessages.hint(rule.kinds, rule.maxFiles, rule.maxFileBytes),
  };
}

export const meta: Route.MetaFunction = () => [{ title: copy.title }, { name: "robots", content: "noindex" }];

export default function TestUploads({ loaderData, actionData: result }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const errors = result?.status === "invalid" ? result.fieldErrors : {};
  return (
    <div className="container-page max-w-2xl py-14">
      <h1 className="text-3xl font-bold text-slate-900">{copy.heading}</h1>
      {result?.status === "stored" ? (
        <p role="status" className="mt-6 rounded-lg border border-emerald-200 bg-emerald-50 p-3.5 text-emerald-900">
          {copy.stored(result.count)}
        </p>
      ) : null}
      <div className="mt-6">
        <FormAlert message={result?.status === "refused" || result?.status === "error" ? result.message : null} />
      </div>
      {/* Without JavaScript a plain multipart post; with it React Router sends the same FormData. */}
      <Form method="post" encType="multipart/form-data" className="mt-6 space-y-5" noValidate>
        <TextField
          name="note"
          label={copy.note}
          error={errors.note}
          defaultValue={result?.status === "invalid" ? result.values.note : ""}
        />
        <FileField
          name="attachments"
          label={copy.files}
          hint={loaderData.hint}
          accept={loaderData.accept}
          multiple
          error={errors.attachments}
        />
        <SubmitButton busy={busy} label={copy.submit} busyLabel={copy.busy} fullWidth={false} />
      </Form>
    </div>
  );
}

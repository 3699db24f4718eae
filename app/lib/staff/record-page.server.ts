// Where a staff record page's loader and action start: who looks or acts (the console's check), the
// database, and the record the URL names — one that cannot be a key, or does not exist, is the
// site's 404, like any unknown page.
import type { RouterContextProvider } from "react-router";
import type { Database } from "~/db/client.server";
import type { CaseFormEnv } from "~/lib/casework/case-form.server";
import { idValue } from "~/lib/casework/list-codec";
import type { FormDefinition } from "~/lib/forms/pipeline.server";
import { dbContext } from "~/lib/http/request-context.server";
import { notFound, type StaffUser, staffOf } from "./guard.server";

type PageArgs = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: Record<string, string | undefined>;
};

/** The record's key in a page's URL: its id (`:id`); a type known by another name reads its own. */
const urlId = (params: PageArgs["params"]) => idValue(params.id);

/** A record page's loader: who looks, the database, and the record the URL names (else the 404). */
export async function recordOfPage<Record, Key = number>(
  args: PageArgs,
  find: (db: Database, key: Key) => Promise<Record | null>,
  keyOf: (params: PageArgs["params"]) => Key | null = urlId as (params: PageArgs["params"]) => Key | null,
): Promise<{ staff: StaffUser; db: Database; record: Record }> {
  const staff = staffOf(args.context);
  const key = keyOf(args.params);
  const db = args.context.get(dbContext);
  const record = key === null ? null : await find(db, key);
  if (record === null) throw notFound(args.request);
  return { staff, db, record };
}

/**
 * A record page's form, for its action (`formAction(args, recordForm(args, messageActionForm))`):
 * who acts, and the record the URL names; a key that cannot be one is the site's 404, a record that
 * does not exist answers 404 from the form (after the origin check, before any change).
 */
export function recordForm<Body, Key = number>(
  args: PageArgs,
  form: (actor: StaffUser, key: Key) => FormDefinition<Body, CaseFormEnv>,
  keyOf: (params: PageArgs["params"]) => Key | null = urlId as (params: PageArgs["params"]) => Key | null,
): FormDefinition<Body, CaseFormEnv> {
  const staff = staffOf(args.context);
  const key = keyOf(args.params);
  if (key === null) throw notFound(args.request);
  return form(staff, key);
}

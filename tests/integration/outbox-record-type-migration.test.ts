// Migration 0014 (each outbox email filed under the kind of record it is about) on PGlite and
// PostgreSQL: emails queued before it get their record type from their kind, so the outbox page's
// policy holds for old mail too; an account's own emails stay about no record.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseKinds, databaseMigratedTo } from "./support/database";

const BEFORE = "0013_case_events";

/** Every kind of email the site sent before the migration, and the record type it is filed under. */
const kinds: [string, string | null][] = [
  ["application.hr", "job_application"],
  ["application.acknowledgement", "job_application"],
  ["application.repeat", "job_application"],
  ["careers.stage.interview", "job_application"],
  ["contact.staff", "contact_message"],
  ["contact.reply", "contact_message"],
  ["ticket.staff-new", "ticket"],
  ["ticket.escalation.breached", "ticket"],
  ["inbound.auto-reply", "ticket"],
  ["plan-request.status", "plan_request"],
  ["newsletter.confirm", "newsletter_issue"],
  ["newsletter.issue", "newsletter_issue"],
  ["staff.invite", "team"],
  ["staff.role-granted", "team"],
  ["account.reset-password", null],
  ["account.verify-email", null],
];

describe.each(databaseKinds)("migration 0015 (outbox record type) on %s", (kind) => {
  const migratedDatabase = databaseMigratedTo(kind, BEFORE);

  it("files every earlier email under the record type its kind names", async () => {
    const database = migratedDatabase();
    for (const [index, [emailKind]] of kinds.entries()) {
      await database.db.execute(sql`insert into email_outbox (kind, to_address, from_address, subject, text_body, message_id)
        values (${emailKind}, 'someone@example.test', 'site@example.test', 'Subject', 'Body', ${`<m${index}@example.test>`})`);
    }
    await database.migrate();
    const result = (await database.db.execute(
      sql`select kind, record_type from email_outbox order by id`,
    )) as unknown as {
      rows: { kind: string; record_type: string | null }[];
    };
    expect(result.rows.map((row) => [row.kind, row.record_type])).toEqual(kinds);
  });
});

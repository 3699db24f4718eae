// The one way a form post is handled. In order: the origin check (forms that act on an account),
// the bounded body reader (size and content type, before anything else reads the body) — or, for a
// form that takes files, the streaming multipart reader with its limits (app/lib/uploads) — then
// the form's handler. Whatever the handler throws — in practice the database being unavailable — ends
// in the form's own 503 answer that keeps what the visitor typed, never in the error screen.
import type { Database } from "~/db/client.server";
import { formBodyMessages } from "~/content/forms";
import type { Env } from "~/lib/env.server";
import { MAX_FORM_BYTES, readFormBody } from "~/lib/http/body.server";
import { isSameOriginRequest } from "~/lib/http/origin.server";
import type { UploadRule } from "~/lib/uploads/kinds";
import { readMultipartUpload, type UploadResult } from "~/lib/uploads/multipart.server";
import type { Outcome } from "./outcome";
import { logger } from "~/lib/log/logger.server";

/** Who is signed in, as the form handlers see it. */
export type SignedInUser = { id: number; email: string; fullName: string };

/** What every form handler is given (`env` narrowed to what the handler reads, for tests). */
export type FormRequest<E = Env> = {
  request: Request;
  db: Database;
  clientAddress: string;
  env: E;
  /** The signed-in user, looked up on first call (most forms never need it). */
  session: () => Promise<SignedInUser | null>;
};

export type FormSubmission<E = Env> = FormRequest<E> & {
  /** The text fields (a form with files: its files are not in here, see `uploads`). */
  form: FormData;
  /**
   * The files of a form that declares `uploads`: each checked by content and size, ready for
   * `storeUploadedFiles` inside the handler's transaction — or the message to show at the file
   * field (too many, wrong kind, empty, required). Always `{ ok: true, files: [] }` for other forms.
   */
  uploads: UploadResult;
};

export type FormDefinition<Body, E = Env> = {
  /** Names the form in logs. */
  name: string;
  /** Body size limit in bytes (default MAX_FORM_BYTES); with `uploads`, the limit of the text fields. */
  maxBytes?: number;
  /**
   * The form takes files in one field (multipart only, else 415): limits are enforced while the
   * body streams in; a file over `maxFileBytes` is answered with `refused(413, …)` and nothing kept.
   */
  uploads?: UploadRule;
  /** Refuse posts from other sites (forms that sign in, out, or act for a signed-in user). */
  sameOriginOnly?: boolean;
  /** The answer to a post refused before the handler runs: other site (403), too large (413), not a form (415). */
  refused: (status: number, message: string) => Outcome<Body>;
  /** The answer when the work fails (database unavailable): status 503 with the visitor's input kept, or a redirect with a toast. */
  unavailable: (submission: FormSubmission<E>) => Outcome<Body> | Promise<Outcome<Body>>;
  handle: (submission: FormSubmission<E>) => Promise<Outcome<Body>>;
};

/** Declares a form; the identity function that lets TypeScript infer the body and env types. */
export function defineForm<Body, E = Env>(definition: FormDefinition<Body, E>): FormDefinition<Body, E> {
  return definition;
}

export async function handleForm<Body, E>(
  definition: FormDefinition<Body, E>,
  request: FormRequest<E>,
): Promise<Outcome<Body>> {
  if (definition.sameOriginOnly) {
    const publicUrl = (request.env as Partial<Env>).PUBLIC_URL;
    if (!isSameOriginRequest(request.request, publicUrl)) {
      return definition.refused(403, formBodyMessages.crossSite);
    }
  }
  const body = await readBody(request.request, definition);
  if (!body.ok) return definition.refused(body.status, body.message);
  const submission = { ...request, form: body.form, uploads: body.uploads };
  try {
    return await definition.handle(submission);
  } catch (error) {
    logger.error(
      `[${definition.name}] could not be handled: ${error instanceof Error ? error.message : String(error)}`,
    );
    return definition.unavailable(submission);
  }
}

async function readBody(request: Request, definition: { maxBytes?: number; uploads?: UploadRule }) {
  const maxBytes = definition.maxBytes ?? MAX_FORM_BYTES;
  if (definition.uploads) return readMultipartUpload(request, definition.uploads, maxBytes);
  const body = await readFormBody(request, maxBytes);
  return body.ok ? { ...body, uploads: { ok: true, files: [] } satisfies UploadResult } : body;
}

/**
 * The same failure policy for a page loader that needs the database: the work, or — when it throws —
 * the page's own "unavailable" state (status 503) instead of the error screen.
 */
export async function orUnavailable<T>(name: string, work: () => Promise<T>, unavailable: () => T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    logger.error(`[${name}] could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
    return unavailable();
  }
}

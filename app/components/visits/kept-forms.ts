// Forms posted from the technician's phone pages while the signal is gone: kept on the phone
// (localStorage: the form's address, its fields, the signature's PNG as a data URL, photos as data
// URLs when small enough) and sent again, in the order posted, when the signal returns. Every form
// of these pages carries a submission id, so a form sent twice (the first answer lost on the way
// back) is recorded once by the server. Browser-only; the page's component drives it.

const STORE_KEY = "visits.kept-forms.v1";
/** Photos larger than this are not kept (localStorage holds a few MB per site on a cheap phone). */
export const KEPT_PHOTO_BYTES = 1024 * 1024;

type KeptValue = string | { fileName: string; type: string; dataUrl: string };
export type KeptForm = { id: string; action: string; label: string; fields: [string, KeptValue][]; keptAt: string };

/** The forms kept on this phone, oldest first. */
export function keptForms(): KeptForm[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORE_KEY) ?? "[]");
    return Array.isArray(parsed) ? (parsed as KeptForm[]) : [];
  } catch {
    return [];
  }
}

function saveKept(forms: KeptForm[]) {
  localStorage.setItem(STORE_KEY, JSON.stringify(forms));
}

const readAsDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

export type KeepResult = "kept" | "photos-too-large" | "full";

/** Keeps a posted form's fields for later; photos over the limit make the form not kept at all. */
export async function keepForm(action: string, label: string, data: FormData): Promise<KeepResult> {
  const fields: [string, KeptValue][] = [];
  for (const [name, value] of data.entries()) {
    if (typeof value === "string") fields.push([name, value]);
    else if (value.size > 0) {
      if (value.size > KEPT_PHOTO_BYTES) return "photos-too-large";
      fields.push([name, { fileName: value.name, type: value.type, dataUrl: await readAsDataUrl(value) }]);
    }
  }
  const id = String(data.get("submissionId") ?? "") || `${Date.now()}`;
  try {
    saveKept([...keptForms(), { id, action, label, fields, keptAt: new Date().toISOString() }]);
    return "kept";
  } catch {
    // Over the storage quota: the form stays filled in on the page, and the page says it was not kept.
    return "full";
  }
}

function formDataOf(kept: KeptForm): FormData {
  const data = new FormData();
  for (const [name, value] of kept.fields) {
    if (typeof value === "string") {
      data.append(name, value);
      continue;
    }
    const base64 = value.dataUrl.slice(value.dataUrl.indexOf(",") + 1);
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    data.append(name, new File([bytes], value.fileName, { type: value.type }));
  }
  return data;
}

/** What became of one post: sent (the server recorded it, or had already), or why not. */
export type PostOutcome =
  | { kind: "sent" }
  /** No signal: keep it and try again later. */
  | { kind: "offline" }
  /** The session ended (the post was sent to the sign-in page): keep it for after signing in. */
  | { kind: "signed-out" }
  /** The server could not do it now (503): keep it and try again later. */
  | { kind: "later"; why: string }
  /** The server refused it (the form's own answer): it will never be accepted as it is. */
  | { kind: "refused"; why: string };

/** The page's own message in a refused answer (its alerts), else the status. */
async function refusalReason(response: Response): Promise<string> {
  try {
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    const alerts = [...page.querySelectorAll('[role="alert"]')].map((node) => node.textContent?.trim()).filter(Boolean);
    if (alerts.length > 0) return alerts.join(" ").replace(/\.$/, "");
  } catch {
    // Not a page: the status says enough.
  }
  return `HTTP ${response.status}`;
}

/**
 * Posts a form as the browser would (its fields, cookies), following the answer's redirect: back
 * to a page of the field pages means the post was taken; to anywhere else, that the session ended.
 */
export async function postForm(action: string, data: FormData, home: string): Promise<PostOutcome> {
  // Sent as the form itself would be: multipart only with files (the server tells the photos' form by it).
  const withFiles = [...data.values()].some((value) => typeof value !== "string");
  const body = withFiles ? data : new URLSearchParams(data as unknown as Record<string, string>);
  let response: Response;
  try {
    response = await fetch(action, { method: "POST", body, credentials: "same-origin", redirect: "follow" });
  } catch {
    return { kind: "offline" };
  }
  if (response.redirected) {
    return new URL(response.url).pathname.startsWith(home) ? { kind: "sent" } : { kind: "signed-out" };
  }
  if (response.ok) return { kind: "sent" };
  if (response.status >= 500) return { kind: "later", why: await refusalReason(response) };
  return { kind: "refused", why: await refusalReason(response) };
}

export type ReplayReport = { sent: string[]; refused: { label: string; why: string }[]; stopped: PostOutcome | null };

/**
 * Sends the kept forms in the order they were posted. Each one sent or refused leaves the phone; the
 * first that cannot go now (no signal, signed out, server busy) stops the replay with the rest kept.
 */
export async function replayKeptForms(home: string): Promise<ReplayReport> {
  const report: ReplayReport = { sent: [], refused: [], stopped: null };
  for (const kept of keptForms()) {
    const outcome = await postForm(kept.action, formDataOf(kept), home);
    if (outcome.kind === "sent" || outcome.kind === "refused") {
      saveKept(keptForms().filter((form) => form.id !== kept.id));
      if (outcome.kind === "sent") report.sent.push(kept.label);
      else report.refused.push({ label: kept.label, why: outcome.why });
      continue;
    }
    report.stopped = outcome;
    break;
  }
  return report;
}

/** A new submission id for a form after it was kept, so its next post is a post of its own. */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

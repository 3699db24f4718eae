// A record's facts on a staff page: label and value, one under the other on a phone and side by
// side (a third for the label) from medium screens up. Props only; the words come from the page.
import type { ReactNode } from "react";

export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm md:grid-cols-3">{children}</dl>;
}

export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900 md:col-span-2">{children}</dd>
    </>
  );
}

/** An email address as a link that starts writing to it. */
export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="break-all text-brand-800 underline underline-offset-2">
      {email}
    </a>
  );
}

/**
 * A record's stored files as downloads — files, not pages: the browser saves them
 * (Content-Disposition: attachment) — each named by `label`, with its size and any `note` after it.
 */
export function FileDownloads<File extends { id: string; fileName: string }>({
  files,
  href,
  label = (file) => file.fileName,
  note,
  className,
}: {
  files: readonly File[];
  href: (file: File) => string;
  label?: (file: File) => string;
  /** In brackets after the link: the size, and whatever else the page says of a file. */
  note: (file: File) => string;
  className: string;
}) {
  return (
    <ul className={className}>
      {files.map((file) => (
        <li key={file.id}>
          <a
            href={href(file)}
            download={file.fileName}
            className="font-medium break-all text-brand-800 underline underline-offset-2"
          >
            {label(file)}
          </a>{" "}
          <span className="text-sm text-slate-600">({note(file)})</span>
        </li>
      ))}
    </ul>
  );
}

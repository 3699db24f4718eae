// A moment on a staff page: India time for the reader, the ISO instant for machines and tests.
import { formatDateTime, isoString } from "~/lib/india-time";

export function DateTime({ value }: { value: Date | string }) {
  return <time dateTime={isoString(value)}>{formatDateTime(value)}</time>;
}

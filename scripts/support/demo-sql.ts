// SQL pieces the demo seed's statements share.
import { sql } from "drizzle-orm";

/** A text[] literal for SQL, one parameter. */
export const list = (values: readonly string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, "\\$&")}"`).join(",")}}`}::text[]`;

/** A random element of a text[] (1-based arrays). */
export const pick = (values: readonly string[]) => sql`(${list(values)})[1 + floor(random() * ${values.length})::int]`;

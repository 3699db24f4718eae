/**
 * Throws on purpose so the end-to-end tests can see the error screen of a failing route. Gated by
 * ./layout.ts.
 */
export function loader() {
  throw new Error("This route failed on purpose (test route).");
}

export default function TestError() {
  return null;
}

// The test-only set-up routes (/__test/…) as the benchmarks call them: a server started with
// ENABLE_TEST_ROUTES=1 answers them; any other answers 404, which is said plainly here.

/** POSTs the form to a test route; its answer when 2xx. */
export async function postTestRoute(base: string, path: string, form: Record<string, string>): Promise<Response> {
  const response = await fetch(new URL(path, base), { method: "POST", body: new URLSearchParams(form) });
  if (response.status === 404) throw new Error(`${path} answered 404: the server needs ENABLE_TEST_ROUTES=1`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response;
}

/** Signs the account in (made first if new) through POST /__test/sessions: the session's Cookie header. */
export async function signInThroughTestRoute(
  base: string,
  account: { email: string; fullName: string; password: string; role: string },
): Promise<string> {
  const signIn = await postTestRoute(base, "/__test/sessions", account);
  await signIn.arrayBuffer();
  const cookie = signIn.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error("POST /__test/sessions set no cookie");
  return cookie;
}

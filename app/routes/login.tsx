import type { Route } from "./+types/login";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

const copy = pages.login;

export const meta: Route.MetaFunction = () => pageMeta(copy, "/login");

export default function LoginPage() {
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">{copy.heading}</h1>
      <p className="mt-2 text-slate-600">{copy.intro}</p>
    </div>
  );
}

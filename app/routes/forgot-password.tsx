import type { Route } from "./+types/forgot-password";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

const copy = pages.forgotPassword;

export const meta: Route.MetaFunction = () => pageMeta(copy, "/forgot-password");

export default function ForgotPasswordPage() {
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">{copy.heading}</h1>
      <p className="mt-2 text-slate-600">{copy.intro}</p>
    </div>
  );
}

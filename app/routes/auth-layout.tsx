import { Link, Outlet } from "react-router";
import { Logo } from "~/components/layout/logo";
import { siteIdentity } from "~/content/site-identity";

/** Sign-in pages sit outside the site layout: a quiet card with a way back home. */
export default function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-br from-brand-50 via-white to-slate-100">
      <header className="container-page flex h-16 items-center">
        <Logo />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-10">
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
          <Outlet />
        </div>
      </main>
      <footer className="py-6 text-center text-sm text-slate-600">
        <Link to="/" className="underline hover:text-slate-900">
          Back to {siteIdentity.name}
        </Link>
      </footer>
    </div>
  );
}

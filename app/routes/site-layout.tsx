import { Outlet } from "react-router";
import { ChatLauncher } from "~/components/chat/chat-launcher";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { SkipLink } from "~/components/layout/skip-link";

export default function SiteLayout() {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      {/* Between main and footer on purpose: see ChatLauncher on why it never covers the footer. */}
      <ChatLauncher />
      <SiteFooter />
    </>
  );
}

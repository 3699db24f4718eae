import { useLayoutEffect } from "react";
import { toast } from "~/lib/toast/toast";
import { useHydrated } from "~/lib/use-hydrated";

export type Flash = { type: "success" | "error" | "info"; message: string };

/**
 * The one-shot message a redirect left behind ('Login successful!'). The server renders it as a
 * banner, which is what visitors without JavaScript see; once JavaScript runs it becomes a toast.
 */
export function FlashToast({ flash }: { flash: Flash | null }) {
  const hydrated = useHydrated();
  // The toast comes with the commit that takes the banner away, before the browser paints it (a layout
  // effect): the message never shows twice. The switch is a transition (useHydrated), so a toast
  // raised as the page hydrates would stand beside the banner until it commits.
  useLayoutEffect(() => {
    if (!flash || !hydrated) return;
    if (flash.type === "success") toast.success(flash.message);
    else if (flash.type === "error") toast.error(flash.message);
    else toast(flash.message);
  }, [flash, hydrated]);
  if (!flash || hydrated) return null;
  const tone =
    flash.type === "error" ? "border-red-200 bg-red-50 text-red-900" : "border-brand-200 bg-brand-50 text-brand-900";
  return (
    <div
      role={flash.type === "error" ? "alert" : "status"}
      className={`border-b px-4 py-3 text-center text-sm ${tone}`}
    >
      {flash.message}
    </div>
  );
}

import { useEffect } from "react";
import { toast } from "~/lib/toast/toast";

export type Flash = { type: "success" | "error" | "info"; message: string };

/**
 * The one-shot message a redirect left behind ('Login successful!'): a toast with JavaScript, a
 * banner without it (React does not render <noscript> content in the browser).
 */
export function FlashToast({ flash }: { flash: Flash | null }) {
  useEffect(() => {
    if (!flash) return;
    if (flash.type === "success") toast.success(flash.message);
    else if (flash.type === "error") toast.error(flash.message);
    else toast(flash.message);
  }, [flash]);
  if (!flash) return null;
  return (
    <noscript>
      <div role="status" className="border-b border-brand-200 bg-brand-50 px-4 py-3 text-center text-sm text-brand-900">
        {flash.message}
      </div>
    </noscript>
  );
}

import { CircleAlert, CircleCheck, Info, LoaderCircle, X } from "~/components/ui/icons";
import { useSyncExternalStore } from "react";
import type { ChromeWords } from "~/lib/i18n/chrome-words";
import { toastStore } from "~/lib/toast/toast";
import type { ToastType } from "~/lib/toast/toast-store";

const toneByType: Record<ToastType, string> = {
  blank: "border-slate-200",
  custom: "border-brand-200",
  success: "border-emerald-300",
  error: "border-red-300",
  loading: "border-slate-200",
};

function ToastIcon({ type }: { type: ToastType }) {
  const common = "mt-0.5 size-5 shrink-0";
  switch (type) {
    case "success":
      return <CircleCheck aria-hidden="true" className={`${common} text-emerald-600`} />;
    case "error":
      return <CircleAlert aria-hidden="true" className={`${common} text-red-600`} />;
    case "loading":
      return <LoaderCircle aria-hidden="true" className={`${common} animate-spin text-brand-600`} />;
    default:
      return <Info aria-hidden="true" className={`${common} text-brand-600`} />;
  }
}

/**
 * Renders the toast store top-right. One instance, mounted by the root layout, which gives it its
 * words in the page's language (none only while the root itself failed: then it stays unnamed).
 */
export function Toaster({ words }: { words?: Pick<ChromeWords, "notifications" | "dismissNotification"> }) {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getServerSnapshot);
  return (
    <section
      aria-label={words?.notifications}
      aria-live="polite"
      className="pointer-events-none fixed top-4 right-4 z-[100] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.type === "error" ? "alert" : "status"}
          data-toast-type={toast.type}
          className={`pointer-events-auto flex items-start gap-3 rounded-lg border bg-white p-3 text-sm text-slate-900 shadow-lg ${toneByType[toast.type]}`}
        >
          <ToastIcon type={toast.type} />
          <p className="flex-1">{toast.message}</p>
          <button
            type="button"
            onClick={() => toastStore.dismiss(toast.id)}
            className="-m-1 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">{words?.dismissNotification}</span>
          </button>
        </div>
      ))}
    </section>
  );
}

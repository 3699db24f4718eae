import { useEffect, useRef } from "react";
import { toast } from "~/lib/toast/toast";

/**
 * Shows a toast once for each new action answer that carries a message. Without JavaScript the
 * same message is on the page as an alert, so nobody depends on the toast.
 */
export function useActionToast(
  actionData: unknown,
  message: string | null | undefined,
  type: "error" | "success" = "error",
) {
  const handled = useRef<unknown>(undefined);
  useEffect(() => {
    if (!actionData || handled.current === actionData || !message) return;
    handled.current = actionData;
    if (type === "error") toast.error(message);
    else toast.success(message);
  }, [actionData, message, type]);
}

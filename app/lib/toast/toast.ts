import { createToastStore, type ToastOptions } from "./toast-store";

/** The app's one toast store. Calling toast() on the server does nothing visible: no Toaster listens. */
export const toastStore = createToastStore();

export function toast(message: string, options?: ToastOptions) {
  return toastStore.show("blank", message, options);
}
toast.success = (message: string, options?: ToastOptions) => toastStore.show("success", message, options);
toast.error = (message: string, options?: ToastOptions) => toastStore.show("error", message, options);
toast.loading = (message: string, options?: ToastOptions) => toastStore.show("loading", message, options);
toast.custom = (message: string, options?: ToastOptions) => toastStore.show("custom", message, options);
toast.dismiss = (id: string) => toastStore.dismiss(id);

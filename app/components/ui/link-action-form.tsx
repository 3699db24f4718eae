import { Form } from "react-router";

/**
 * What an emailed link that acts (confirm, unsubscribe) opens: what pressing will do, and the one
 * button whose POST does it. Opening the link (GET or HEAD, as mail scanners do) changes nothing.
 * A plain form post: works without JavaScript. The token goes back in the form.
 */
export function LinkActionForm({ text, token, button }: { text: string; token: string; button: string }) {
  return (
    <Form method="post" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="text-slate-700">{text}</p>
      <input type="hidden" name="token" value={token} />
      <button
        type="submit"
        className="mt-5 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        {button}
      </button>
    </Form>
  );
}

import { describe, expect, it } from "vitest";
import { createToastStore, DEFAULT_DURATIONS, TOAST_LIMIT } from "./toast-store";

function fakeTimers() {
  let now = 0;
  const pending = new Map<number, { at: number; run: () => void }>();
  let nextId = 1;
  return {
    schedule: ((run: () => void, ms: number) => {
      const id = nextId++;
      pending.set(id, { at: now + ms, run });
      return id as unknown as ReturnType<typeof setTimeout>;
    }) as unknown as typeof setTimeout,
    cancel: ((id: number) => pending.delete(id)) as unknown as typeof clearTimeout,
    advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...pending]) {
        if (timer.at <= now) {
          pending.delete(id);
          timer.run();
        }
      }
    },
    pendingCount: () => pending.size,
  };
}

describe("toast store", () => {
  it("has the server's snapshot while no toast is shown, so hydrating renders the toaster once", () => {
    const timers = fakeTimers();
    const store = createToastStore({ schedule: timers.schedule, cancel: timers.cancel });
    expect(store.getSnapshot()).toBe(store.getServerSnapshot());
    store.show("success", "Saved");
    expect(store.getSnapshot()).not.toBe(store.getServerSnapshot());
    timers.advance(2000);
    expect(store.getSnapshot()).toBe(store.getServerSnapshot());
  });

  it("uses the spec's durations: 4000 ms default, success 2000 ms, loading persistent", () => {
    expect(DEFAULT_DURATIONS.blank).toBe(4000);
    expect(DEFAULT_DURATIONS.error).toBe(4000);
    expect(DEFAULT_DURATIONS.success).toBe(2000);
    expect(DEFAULT_DURATIONS.loading).toBe(Number.POSITIVE_INFINITY);
  });

  it("dismisses a toast after its duration and keeps a loading toast", () => {
    const timers = fakeTimers();
    const store = createToastStore({ schedule: timers.schedule, cancel: timers.cancel });
    store.show("success", "Saved");
    store.show("blank", "Hello");
    store.show("loading", "Working…");
    expect(store.getSnapshot()).toHaveLength(3);
    timers.advance(2000);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(["Hello", "Working…"]);
    timers.advance(2000);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(["Working…"]);
    timers.advance(60_000);
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]?.position).toBe("top-right");
  });

  it("keeps at most 20 toasts, dropping the oldest and their timers", () => {
    const timers = fakeTimers();
    const store = createToastStore({ schedule: timers.schedule, cancel: timers.cancel });
    for (let i = 1; i <= 25; i++) store.show("blank", `Toast ${i}`);
    const messages = store.getSnapshot().map((t) => t.message);
    expect(messages).toHaveLength(TOAST_LIMIT);
    expect(messages[0]).toBe("Toast 6");
    expect(messages.at(-1)).toBe("Toast 25");
    expect(timers.pendingCount()).toBe(TOAST_LIMIT);
  });

  it("replaces a toast shown again with the same id (loading → success)", () => {
    const timers = fakeTimers();
    const store = createToastStore({ schedule: timers.schedule, cancel: timers.cancel });
    const id = store.show("loading", "Sending…");
    store.show("success", "Sent", { id });
    expect(store.getSnapshot()).toEqual([
      { id, type: "success", message: "Sent", duration: 2000, position: "top-right" },
    ]);
    timers.advance(2000);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it("notifies subscribers and stops after unsubscribe", () => {
    const store = createToastStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => {
      calls++;
    });
    const id = store.show("error", "Oops", { duration: Number.POSITIVE_INFINITY });
    store.dismiss(id);
    unsubscribe();
    store.show("blank", "Ignored", { duration: Number.POSITIVE_INFINITY });
    expect(calls).toBe(2);
  });
});

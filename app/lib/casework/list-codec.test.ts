import { describe, expect, it } from "vitest";
import {
  assigneeParam,
  calendarDate,
  choiceParam,
  containsPattern,
  dateParam,
  defineListCodec,
  flagParam,
  idValue,
  pageParam,
  pageWindow,
  textParam,
} from "./list-codec";

const list = defineListCodec(
  {
    q: textParam(10),
    status: choiceParam(["new", "open"] as const),
    assignee: assigneeParam(),
    overdue: flagParam(),
    from: dateParam(),
    planId: choiceParam(["starter", "pro"] as const),
    page: pageParam(),
  },
  { planId: "plan" },
);

describe("the staff lists' URL codec", () => {
  it("reads every parameter, and writes back only what is not a default", () => {
    const query = list.parse(
      new URLSearchParams("q=%20router%20&status=open&assignee=7&overdue=1&from=2026-02-28&plan=pro&page=3"),
    );
    expect(query).toEqual({
      q: "router",
      status: "open",
      assignee: 7,
      overdue: true,
      from: "2026-02-28",
      planId: "pro",
      page: 3,
    });
    expect(list.search(query, { page: 1 })).toBe("?q=router&status=open&assignee=7&overdue=1&from=2026-02-28&plan=pro");
    expect(list.search(list.parse(new URLSearchParams()))).toBe("");
  });

  it("turns hostile and hand-edited values into 'no filter', never an error", () => {
    const query = list.parse(
      new URLSearchParams(
        "q=a%00b%1Fc%7Fdefghijklmn&status=bogus&assignee=-1&overdue=yes&from=2026-02-30&plan=PRO&page=1e400",
      ),
    );
    expect(query).toEqual({
      q: "a b c defg",
      status: null,
      assignee: null,
      overdue: false,
      from: null,
      planId: null,
      page: 1,
    });
    expect(list.parse(new URLSearchParams("assignee=mine&page=100001")).assignee).toBe("mine");
    expect(list.parse(new URLSearchParams("page=100001")).page).toBe(1);
    expect(list.parse(new URLSearchParams("assignee=1234567890123456")).assignee).toBeNull();
    // The probe's values one at a time: each alone is "no filter" too.
    expect(list.parse(new URLSearchParams("q=%00&from=0000-01-01"))).toMatchObject({ q: "", from: null });
    expect(list.search(list.parse(new URLSearchParams("q=%00&from=2026-02-30")))).toBe("");
  });

  it("reads page numbers, search text and record ids defensively", () => {
    const paged = defineListCodec({ q: textParam(), page: pageParam() });
    for (const [raw, page] of [
      ["2", 2],
      ["0", 1],
      ["-3", 1],
      ["abc", 1],
      ["1.5", 1],
      ["1e9", 1],
      [null, 1],
    ] as const) {
      expect(paged.parse(new URLSearchParams(raw === null ? "" : `page=${raw}`)).page).toBe(page);
    }
    expect(paged.parse(new URLSearchParams("q=%20asha%0A")).q).toBe("asha");
    expect(paged.parse(new URLSearchParams(`q=${"x".repeat(300)}`)).q).toHaveLength(100);
    expect(paged.search({ q: "a b", page: 2 })).toBe("?q=a+b&page=2");
    expect(idValue("42")).toBe(42);
    for (const bad of [undefined, null, "", "0", "-1", "4.2", "abc", "1234567890123456"])
      expect(idValue(bad)).toBeNull();
  });

  it("reads a choice with a default view: anything else is the default, which URLs leave out", () => {
    const view = defineListCodec({ show: choiceParam(["open", "done", "all"] as const, "open"), page: pageParam() });
    expect(view.parse(new URLSearchParams("show=done&page=2"))).toEqual({ show: "done", page: 2 });
    expect(view.parse(new URLSearchParams("show=bogus"))).toEqual({ show: "open", page: 1 });
    expect(view.search({ show: "open", page: 1 }, { page: 3 })).toBe("?page=3");
    expect(view.search({ show: "all", page: 1 })).toBe("?show=all");
    // The default need not be one of the URL's choices (a view with no value of its own).
    const queue = defineListCodec({ status: choiceParam(["new", "closed", "any"] as const, "active") });
    expect(queue.parse(new URLSearchParams("status=active")).status).toBe("active");
    expect(queue.search({ status: "active" })).toBe("");
    expect(queue.search({ status: "any" })).toBe("?status=any");
  });

  it("accepts only dates that exist", () => {
    expect(calendarDate("2024-02-29")).toBe("2024-02-29");
    for (const bad of ["2026-02-29", "2026-02-30", "0000-01-01", "2026-13-01", "2026-1-1", "", null, "2026-01-01x"]) {
      expect(calendarDate(bad)).toBeNull();
    }
  });

  it("searches for text literally and counts the page window", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
    expect(pageWindow(2, 5, 30)).toEqual({ first: 26, last: 30, total: 30, page: 2, pageCount: 2 });
    expect(pageWindow(1, 0, 0).pageCount).toBe(1);
    expect(pageWindow(1, 25, 51).pageCount).toBe(3);
  });
});

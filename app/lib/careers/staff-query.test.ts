import { describe, expect, it } from "vitest";
import { applicationList, isOverdue } from "./staff-query";

const parse = (query: string) => applicationList.parse(new URLSearchParams(query));

describe("the applications list's query", () => {
  it("keeps what it knows and drops the rest", () => {
    expect(parse("q=%20Asha%20&opening=cloud-architect&stage=interview&overdue=1&assignee=mine&page=3")).toEqual({
      q: "Asha",
      opening: "cloud-architect",
      stage: "interview",
      overdue: true,
      assignee: "mine",
      page: 3,
    });
    expect(parse("opening=../../etc&stage=archived&overdue=yes&assignee=x&page=-2")).toEqual({
      q: "",
      opening: null,
      stage: null,
      overdue: false,
      assignee: null,
      page: 1,
    });
    expect(parse(`q=${"a".repeat(300)}&assignee=42`)).toMatchObject({ q: "a".repeat(100), assignee: 42 });
  });

  it("writes short, bookmarkable URLs", () => {
    const query = parse("stage=new&overdue=1");
    expect(applicationList.search(query)).toBe("?stage=new&overdue=1");
    expect(applicationList.search(query, { page: 2 })).toBe("?stage=new&overdue=1&page=2");
    expect(applicationList.search(parse(""))).toBe("");
  });
});

describe("the overdue badge", () => {
  const contactBy = "2026-11-20T12:30:00.000Z";
  it("shows while an application is still new after its contact-by date", () => {
    expect(isOverdue({ stage: "new", contactBy }, "2026-11-20T12:30:00.001Z")).toBe(true);
    expect(isOverdue({ stage: "new", contactBy }, "2026-11-20T12:30:00.000Z")).toBe(false);
    expect(isOverdue({ stage: "screening", contactBy }, "2026-12-01T00:00:00.000Z")).toBe(false);
    expect(isOverdue({ stage: "new", contactBy: new Date(contactBy) }, new Date("2026-11-21"))).toBe(true);
  });
});

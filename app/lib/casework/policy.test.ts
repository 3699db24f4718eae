import { describe, expect, it } from "vitest";
import { can, canOpen, canPublish, casePolicy, sectionOf, viewableSubjects } from "./policy";

describe("the console's policy", () => {
  it("finds a path's section by its longest prefix", () => {
    expect(sectionOf("/staff")).toBe("dashboard");
    expect(sectionOf("/staff/applications/12/resume/abc")).toBe("job_application");
    expect(sectionOf("/staff/tickets/follow-ups")).toBe("ticket");
    expect(sectionOf("/staffroom")).toBeNull();
    expect(sectionOf("/account")).toBeNull();
  });

  it("keeps applicants, the team and the audit log to admins; everything else to staff and admins", () => {
    const staff = { role: "staff" as const };
    const admin = { role: "admin" as const };
    const customer = { role: "customer" as const };
    for (const path of ["/staff/applications", "/staff/applications/3", "/staff/team", "/staff/audit"]) {
      expect(canOpen(staff, path)).toBe(false);
      expect(canOpen(admin, path)).toBe(true);
    }
    for (const path of ["/staff", "/staff/messages/1", "/staff/email", "/staff/reports/export.csv"]) {
      expect(canOpen(staff, path)).toBe(true);
      expect(canOpen(customer, path)).toBe(false);
    }
    expect(can(staff, "work", "ticket")).toBe(true);
    expect(can(staff, "view", "job_application")).toBe(false);
    expect(canOpen(admin, "/staff-ish")).toBe(false);
  });

  it("lists the kinds of record each role may see (what the email outbox shows them)", () => {
    expect(viewableSubjects({ role: "admin" })).toEqual(Object.keys(casePolicy));
    expect(viewableSubjects({ role: "staff" })).not.toContain("job_application");
    expect(viewableSubjects({ role: "staff" })).toContain("ticket");
    expect(viewableSubjects({ role: "customer" })).toEqual([]);
  });

  it("lets staff write help articles and only editors (admins) publish them", () => {
    expect(canOpen({ role: "staff" }, "/staff/help/3")).toBe(true);
    expect(can({ role: "staff" }, "work", "help_article")).toBe(true);
    expect(canPublish({ role: "staff" }, "help_article")).toBe(false);
    expect(canPublish({ role: "admin" }, "help_article")).toBe(true);
    expect(canPublish({ role: "customer" }, "help_article")).toBe(false);
  });

  it("lets staff draft blog posts and job openings and only editors (admins) publish them", () => {
    for (const [path, subject] of [
      ["/staff/blog/4", "blog_post"],
      ["/staff/openings/new", "job_opening"],
    ] as const) {
      expect(sectionOf(path)).toBe(subject);
      expect(canOpen({ role: "staff" }, path)).toBe(true);
      expect(canOpen({ role: "customer" }, path)).toBe(false);
      expect(canPublish({ role: "staff" }, subject)).toBe(false);
      expect(canPublish({ role: "admin" }, subject)).toBe(true);
    }
  });
});

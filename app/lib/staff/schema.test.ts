import { describe, expect, it } from "vitest";
import { auditList, describeChange, idOrNull, validateInviteForm } from "./schema";

describe("audit log filters", () => {
  it("keeps valid values and drops malformed ones", () => {
    const filters = auditList.parse(
      new URLSearchParams({ actor: "  asha ", action: "staff.role", from: "2026-11-01", to: "2026-13-45", page: "3" }),
    );
    expect(filters).toEqual({ actor: "asha", action: "staff.role", from: "2026-11-01", to: null, page: 3 });
    expect(auditList.parse(new URLSearchParams({ action: "DROP TABLE", page: "-1" }))).toMatchObject({
      action: "",
      page: 1,
    });
  });

  it("cleans hostile values into 'no filter', never an error", () => {
    // What a probe sends: a NUL byte (PostgreSQL refuses it in text), an impossible date, year zero.
    const filters = auditList.parse(
      new URLSearchParams("actor=a%00&action=staff.role%00&from=2026-02-30&to=0000-01-01"),
    );
    expect(filters).toEqual({ actor: "a", action: "staff.role", from: null, to: null, page: 1 });
    expect(auditList.parse(new URLSearchParams("actor=%00&from=0000-01-01"))).toMatchObject({ actor: "", from: null });
    expect(auditList.search(filters)).toBe("?actor=a&action=staff.role");
  });

  it("builds links that keep the filters", () => {
    const filters = auditList.parse(new URLSearchParams({ actor: "a b", page: "2" }));
    expect(auditList.search(filters)).toBe("?actor=a+b&page=2");
    expect(auditList.search(filters, { page: 1 })).toBe("?actor=a+b");
  });
});

describe("before → after", () => {
  it("lists only the fields that changed", () => {
    expect(describeChange({ email: "a@x", role: "staff" }, { email: "a@x", role: "admin" })).toEqual([
      { field: "role", before: "staff", after: "admin" },
    ]);
    expect(describeChange(null, { email: "a@x" })).toEqual([{ field: "email", before: "—", after: "a@x" }]);
    expect(describeChange("open", "closed")).toEqual([{ field: "", before: "open", after: "closed" }]);
    expect(describeChange(null, null)).toEqual([]);
    expect(describeChange({ tags: [1] }, { tags: [1, 2] })).toEqual([{ field: "tags", before: "[1]", after: "[1,2]" }]);
  });
});

describe("team forms", () => {
  it("validates an invitation", () => {
    const form = new FormData();
    form.set("email", " Asha@Example.com ");
    form.set("role", "admin");
    expect(validateInviteForm(form)).toMatchObject({
      success: true,
      data: { email: "asha@example.com", role: "admin" },
    });
    form.set("role", "owner");
    expect(validateInviteForm(form)).toMatchObject({ success: false, fieldErrors: { role: "Choose staff or admin" } });
  });

  it("reads ids strictly", () => {
    expect(idOrNull("42")).toBe(42);
    for (const bad of ["0", "-1", "1e3", "", null, "9".repeat(20)]) expect(idOrNull(bad)).toBeNull();
  });
});

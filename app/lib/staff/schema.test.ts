import { describe, expect, it } from "vitest";
import { auditQuery, describeChange, idOrNull, parseAuditFilters, validateInviteForm } from "./schema";

describe("audit log filters", () => {
  it("keeps valid values and drops malformed ones", () => {
    const filters = parseAuditFilters(
      new URLSearchParams({ actor: "  asha ", action: "staff.role", from: "2026-11-01", to: "2026-13-45", page: "3" }),
    );
    expect(filters).toEqual({ actor: "asha", action: "staff.role", from: "2026-11-01", to: "", page: 3 });
    expect(parseAuditFilters(new URLSearchParams({ action: "DROP TABLE", page: "-1" }))).toMatchObject({
      action: "",
      page: 1,
    });
  });

  it("builds links that keep the filters", () => {
    const filters = parseAuditFilters(new URLSearchParams({ actor: "a b", page: "2" }));
    expect(auditQuery(filters)).toBe("?actor=a+b&page=2");
    expect(auditQuery(filters, 1)).toBe("?actor=a+b");
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

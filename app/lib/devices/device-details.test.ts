import { describe, expect, it } from "vitest";
import { deviceFormCopy as customerWords } from "~/content/devices-customer";
import { deviceFormCopy as staffForm } from "~/content/staff-devices";
import { DEVICE_LIMITS, readDeviceDetails } from "./device-details";

const staffWords = staffForm.errors;

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const recorder = {
  kind: "recorder",
  make: "  Hikvision ",
  model: "DS-7608",
  serialNumber: "",
  siteAddress: "TC 15/1234, Vazhuthacaud",
  siteArea: "Thiruvananthapuram",
  purchasedOn: "2025-01-10",
  warrantyEndsOn: "2027-01-09",
  notes: "Rack in the\r\nserver room",
  cameraChannels: "8",
  diskGb: "2000",
  retentionDays: "",
  covered: "on",
};

describe("readDeviceDetails", () => {
  it("gives the device commands cleaned text, nulls for what was left empty and numbers for the figures", () => {
    expect(readDeviceDetails(form(recorder), customerWords)).toEqual({
      success: true,
      data: {
        kind: "recorder",
        make: "Hikvision",
        model: "DS-7608",
        serialNumber: null,
        siteAddress: "TC 15/1234, Vazhuthacaud",
        siteArea: "Thiruvananthapuram",
        purchasedOn: "2025-01-10",
        warrantyEndsOn: "2027-01-09",
        notes: "Rack in the\nserver room",
        cameraChannels: 8,
        diskGb: 2000,
        retentionDays: null,
        covered: true,
      },
    });
  });

  it("applies the same rules in each audience's words", () => {
    const wrong = form({
      ...recorder,
      kind: "toaster",
      make: "",
      model: "m".repeat(DEVICE_LIMITS.model + 1),
      purchasedOn: "1899-12-31",
      warrantyEndsOn: "2025-02-30",
      cameraChannels: "257",
      diskGb: "4.5",
      notes: "n".repeat(DEVICE_LIMITS.notes + 1),
    });
    const customer = readDeviceDetails(wrong, customerWords);
    const staff = readDeviceDetails(wrong, staffWords);
    expect(customer.success || staff.success).toBe(false);
    if (customer.success || staff.success) return;
    expect(customer.fieldErrors).toEqual({
      kind: "Choose the kind of device.",
      make: "Make is required",
      model: "Model must be at most 100 characters",
      purchasedOn: "Enter a real date (YYYY-MM-DD).",
      warrantyEndsOn: "Enter a real date (YYYY-MM-DD).",
      cameraChannels: "Enter a whole number from 1 to 256.",
      diskGb: "Enter a whole number from 1 to 1000000.",
      notes: "Notes can be at most 2000 characters.",
    });
    expect(staff.fieldErrors).toEqual({
      kind: "Choose the kind of device",
      make: "Make is required",
      model: "Model must be at most 100 characters",
      purchasedOn: "Enter a date as YYYY-MM-DD",
      warrantyEndsOn: "Enter a date as YYYY-MM-DD",
      cameraChannels: "Enter a whole number from 1 to 256",
      diskGb: "Enter a whole number from 1 to 1000000",
      notes: "Notes is too long",
    });
    expect(staff.values.make).toBe("");
  });

  it("refuses a warranty ending before the purchase", () => {
    const read = readDeviceDetails(form({ ...recorder, warrantyEndsOn: "2025-01-09" }), staffWords);
    expect(read).toMatchObject({
      success: false,
      fieldErrors: { warrantyEndsOn: "The warranty cannot end before the purchase date" },
    });
  });
});

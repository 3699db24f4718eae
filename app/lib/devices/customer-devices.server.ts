// What a customer sees of their own devices (/account/devices and /account/devices/{id}): each device
// in use with where it stands against their covering contract's device limit. Every read is filtered
// by the customer's account; another customer's device is not found.
import type { CaseWriter } from "~/lib/casework/case-type.server";
import { type DeviceCover, deviceCoverOf } from "~/lib/contracts/coverage.server";
import type { CustomerDeviceList, CustomerDevicePage, CustomerDeviceRow } from "./customer-view";
import { coverageOf, type Device, devicesOf } from "./devices.server";
import { deviceWork } from "./device-work.server";
import { devicePhotoOf } from "./photos.server";

function rowsOf(list: readonly Device[], cover: DeviceCover): CustomerDeviceRow[] {
  const limit = cover.contract?.deviceLimit ?? null;
  const inside = coverageOf(list, limit);
  return list.map((device) => ({
    id: device.id,
    kind: device.kind,
    make: device.make,
    model: device.model,
    serialNumber: device.serialNumber,
    siteAddress: device.siteAddress,
    siteArea: device.siteArea,
    purchasedOn: device.purchasedOn,
    warrantyEndsOn: device.warrantyEndsOn,
    warrantyEnded: device.warrantyEndsOn !== null && device.warrantyEndsOn < cover.today,
    notes: device.notes,
    cameraChannels: device.cameraChannels,
    diskGb: device.diskGb,
    retentionDays: device.retentionDays,
    covered: device.covered,
    verified: device.verifiedAt !== null,
    coverage: !cover.contract
      ? { state: "no-contract" }
      : inside.get(device.id)
        ? { state: "covered", contractId: cover.contract.id }
        : device.covered && limit !== null
          ? { state: "outside", limit }
          : { state: "not-counted" },
  }));
}

/** The customer's devices in use, with their contract's count. */
export async function listCustomerDevices(db: CaseWriter, customerId: number): Promise<CustomerDeviceList> {
  const [list, cover] = await Promise.all([devicesOf(db, customerId), deviceCoverOf(db, customerId)]);
  const rows = rowsOf(list, cover);
  return {
    devices: rows,
    contract: cover.contract
      ? {
          id: cover.contract.id,
          covered: rows.filter((row) => row.coverage.state === "covered").length,
          limit: cover.contract.deviceLimit,
        }
      : null,
  };
}

/** A device's page (or the new-device form when `id` is null); null when it is not theirs. */
export async function getCustomerDevicePage(
  db: CaseWriter,
  customerId: number,
  id: number | null,
): Promise<CustomerDevicePage | null> {
  const cover = await deviceCoverOf(db, customerId);
  const sites = cover.sites.map(({ address, area }) => ({ address, area }));
  if (id === null)
    return { device: null, sites, hasContract: cover.contract !== null, photo: null, work: null, labelled: false };
  // Coverage counts the devices in order, so the page's one device is placed among all of them.
  const list = await devicesOf(db, customerId);
  const stored = list.find((row) => row.id === id);
  const device = rowsOf(list, cover).find((row) => row.id === id);
  if (!device || !stored) return null;
  const [photo, work] = await Promise.all([devicePhotoOf(db, id), deviceWork(db, id, customerId)]);
  return {
    device,
    sites,
    hasContract: cover.contract !== null,
    photo: photo && { id: photo.id, fileName: photo.fileName },
    work,
    labelled: stored.labelToken !== null,
  };
}

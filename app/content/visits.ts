// Visits' shared words: kinds, modes and statuses as customers and staff read them, and the checklist
// each kind of visit starts with (copied onto the visit when it is made, then ticked on site).
import type { VisitKind, VisitMode, VisitStatus } from "~/db/visits-schema";

export const visitKindLabels: Readonly<Record<VisitKind, string>> = {
  repair: "Repair",
  installation: "Installation",
  health_check: "Health check",
  survey: "Site survey",
};

export const visitModeLabels: Readonly<Record<VisitMode, string>> = {
  on_site: "On-site visit",
  remote: "Remote health check",
};

export const visitStatusLabels: Readonly<Record<VisitStatus, string>> = {
  due: "Due, not yet booked",
  booked: "Booked",
  on_the_way: "Technician on the way",
  on_site: "Technician on site",
  completed: "Completed",
  missed: "Missed",
  cancelled: "Cancelled",
};

/** What the technician checks on each kind of visit. */
export const visitChecklists: Readonly<Record<VisitKind, readonly string[]>> = {
  repair: [
    "Problem reproduced and cause found",
    "Repair or replacement done",
    "Device tested with the customer",
    "Data and settings checked after the repair",
    "Work area left clean",
  ],
  installation: [
    "Site and power checked",
    "Equipment installed and labelled",
    "Configured and connected to the network",
    "Tested end to end with the customer",
    "Customer shown how to use it",
  ],
  health_check: [
    "Updates and security patches checked",
    "Backups checked (last good backup seen)",
    "Antivirus and firewall status checked",
    "Storage, temperature and error logs checked",
    "Network and connectivity checked",
  ],
  survey: [
    "Site layout and power points noted",
    "Existing equipment listed",
    "Network and cabling paths noted",
    "Customer's needs recorded",
    "Photos taken for the quote",
  ],
};

/** A contract's visits on its pages (customer and staff): the latest, each with its reports. */
export const contractVisitsCopy = {
  heading: "Visits and service reports",
  empty: "No visits yet.",
  line: (kind: string, status: string) => `${kind} · ${status}`,
  dueBy: (day: string) => `Due by ${day}`,
  latest: (shown: number, total: number) => `The latest ${shown} of ${total} visits.`,
};

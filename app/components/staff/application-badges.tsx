// HR's pipeline: the stage badge and the overdue badge of the 'contact by' date.
import { applicationStageLabels, type ApplicationStageName } from "~/content/staff-applications";
import { Badge, type BadgeTone } from "./status-badges";

const stageTones: Record<ApplicationStageName, BadgeTone> = {
  new: "blue",
  screening: "yellow",
  interview: "yellow",
  offer: "green",
  hired: "green",
  rejected: "grey",
};

export function ApplicationStageBadge({ stage }: { stage: ApplicationStageName }) {
  return <Badge tone={stageTones[stage]} label={applicationStageLabels[stage]} />;
}

/** Shown while an application is still 'new' after its contact-by date. */
export function OverdueBadge({ label }: { label: string }) {
  return <Badge tone="red" label={label} />;
}

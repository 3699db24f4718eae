// Status labels of every staff list (messages, emails, plan requests, subscribers, issues). The same look as ToneBadge (components/ui), but not built on it:
// sharing that module with the public insights page would split it into a chunk of its own there.
import { contractSentLabel, contractStatusLabels } from "~/content/staff-contracts";
import { outboxStatusLabels } from "~/content/staff-email";
import { messageStatusLabels } from "~/content/staff-messages";

// 800-weight text on 100-weight tints (above 6:1 contrast); the colour repeats the text.
const tones = {
  blue: "bg-blue-100 text-blue-800 ring-blue-200",
  yellow: "bg-yellow-100 text-yellow-800 ring-yellow-300",
  green: "bg-green-100 text-green-800 ring-green-200",
  grey: "bg-slate-100 text-slate-700 ring-slate-200",
  red: "bg-red-100 text-red-800 ring-red-200",
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({ tone, label }: { tone: BadgeTone; label: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`}
    >
      {label}
    </span>
  );
}

const messageTones: Record<keyof typeof messageStatusLabels, keyof typeof tones> = {
  new: "blue",
  open: "yellow",
  replied: "green",
  closed: "grey",
  spam: "red",
};

export function MessageStatusBadge({ status }: { status: keyof typeof messageStatusLabels }) {
  return <Badge tone={messageTones[status]} label={messageStatusLabels[status]} />;
}

const outboxTones: Record<keyof typeof outboxStatusLabels, keyof typeof tones> = {
  pending: "yellow",
  sending: "blue",
  sent: "green",
  dead: "red",
};

export function OutboxStatusBadge({ status }: { status: keyof typeof outboxStatusLabels }) {
  return <Badge tone={outboxTones[status]} label={outboxStatusLabels[status]} />;
}

// Plan requests, subscribers and newsletter issues: the page passes the label with the status.
const otherTones: Record<string, keyof typeof tones> = {
  requested: "yellow",
  draft: "grey",
  contacted: "blue",
  active: "green",
  confirmed: "green",
  declined: "grey",
  cancelled: "grey",
  unsubscribed: "grey",
  ...outboxTones,
};

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return <Badge tone={otherTones[status] ?? "grey"} label={label} />;
}

const contractTones: Record<keyof typeof contractStatusLabels, keyof typeof tones> = {
  draft: "grey",
  active: "green",
  expiring: "yellow",
  expired: "red",
  renewed: "blue",
  cancelled: "grey",
};

/** A contract's status; a draft sent to the customer says it awaits their acceptance. */
export function ContractStatusBadge({ status, sent }: { status: keyof typeof contractStatusLabels; sent: boolean }) {
  return status === "draft" && sent ? (
    <Badge tone="blue" label={contractSentLabel} />
  ) : (
    <Badge tone={contractTones[status]} label={contractStatusLabels[status]} />
  );
}

import { type Tone, ToneBadge } from "~/components/ui/tone-badge";
import { outboxStatusLabels } from "~/content/staff-email";
import { messageStatusLabels } from "~/content/staff-messages";

const messageTones: Record<keyof typeof messageStatusLabels, Tone> = {
  new: "blue",
  open: "yellow",
  replied: "green",
  closed: "grey",
  spam: "red",
};

export function MessageStatusBadge({ status }: { status: keyof typeof messageStatusLabels }) {
  return <ToneBadge tone={messageTones[status]}>{messageStatusLabels[status]}</ToneBadge>;
}

const outboxTones: Record<keyof typeof outboxStatusLabels, Tone> = {
  pending: "yellow",
  sending: "blue",
  sent: "green",
  dead: "red",
};

export function OutboxStatusBadge({ status }: { status: keyof typeof outboxStatusLabels }) {
  return <ToneBadge tone={outboxTones[status]}>{outboxStatusLabels[status]}</ToneBadge>;
}

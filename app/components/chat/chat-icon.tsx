import type { IconComponent } from "~/components/ui/icons";
import {
  Bot,
  CircleHelp,
  Code,
  Camera,
  Gauge,
  Hand,
  Laptop,
  Monitor,
  Network,
  Phone,
  Tag,
  TriangleAlert,
  Wifi,
} from "./chat-icons";
import type { ChatIcon as ChatIconName } from "~/content/schema";

const icons: Record<ChatIconName, IconComponent> = {
  bot: Bot,
  alert: TriangleAlert,
  monitor: Monitor,
  gauge: Gauge,
  laptop: Laptop,
  wifi: Wifi,
  network: Network,
  code: Code,
  camera: Camera,
  tag: Tag,
  phone: Phone,
  hand: Hand,
  help: CircleHelp,
};

/** A decorative icon of the chat script (its meaning is always in the text beside it). */
export function ChatIcon({ name, className }: { name: ChatIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}

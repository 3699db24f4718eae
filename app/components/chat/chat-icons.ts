// The chat panel's icons, made here rather than imported from ui/icons: they load with the panel,
// which the browser fetches only when a visitor opens the chat, instead of with every page.
import { spriteIcon } from "~/components/ui/icons";

export const Bot = spriteIcon("bot");
export const Camera = spriteIcon("camera");
export const CircleHelp = spriteIcon("circle-help");
export const Code = spriteIcon("code");
export const Gauge = spriteIcon("gauge");
export const Hand = spriteIcon("hand");
export const Laptop = spriteIcon("laptop");
export const Mail = spriteIcon("mail");
export const MessageSquareText = spriteIcon("message-square-text");
export const Monitor = spriteIcon("monitor");
export const Network = spriteIcon("network");
export const Phone = spriteIcon("phone");
export const RotateCcw = spriteIcon("rotate-ccw");
export const SendHorizontal = spriteIcon("send-horizontal");
export const Tag = spriteIcon("tag");
export const TriangleAlert = spriteIcon("triangle-alert");
export const Wifi = spriteIcon("wifi");
export const Wrench = spriteIcon("wrench");
export const X = spriteIcon("x");

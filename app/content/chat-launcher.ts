// Words on the floating chat button, which every page of the layout ships. They sit apart from the
// chat script (chat.ts) so that the button's JavaScript stays tiny; the script loads with the panel.
import type { ChatLauncherCopy } from "./schema";

export const chatLauncherCopy: ChatLauncherCopy = {
  landmark: "Support chat",
  open: "Chat with Netra",
  // Deliberately free of the word "contact", so the header's and pages' "Contact" links stay unique by name.
  fallback: "Message our support team",
  loading: "Opening the chat…",
  failed: "The chat couldn't load just now.",
};

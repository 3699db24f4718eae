import { createContext, useContext } from "react";
import type { ChatScript } from "~/content/schema";

/**
 * The chat script of the page's language, which the launcher loads with the panel: the panel's
 * components are the same in both languages and take their words from here, so neither language's
 * script is bundled with them.
 */
export const ChatScriptContext = createContext<ChatScript | null>(null);

export function useChatScript(): ChatScript {
  const script = useContext(ChatScriptContext);
  if (!script) throw new Error("The chat's components render inside ChatPanel, which provides its script.");
  return script;
}

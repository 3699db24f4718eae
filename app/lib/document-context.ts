import { createContext, useContext } from "react";

/**
 * Per-request values that only the server knows: the CSP nonce and the site's stylesheet text,
 * which is inlined into <head> so the first paint needs no extra request (see README, Performance).
 * In the browser the context is empty and components reuse what the server rendered.
 */
export type DocumentValues = { nonce: string; css: string };

export const DocumentContext = createContext<DocumentValues>({ nonce: "", css: "" });

export function useNonce() {
  return useContext(DocumentContext).nonce || undefined;
}

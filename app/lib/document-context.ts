import { createContext } from "react";

/**
 * What only the server knows when it renders a document: the site's stylesheet text, which is
 * inlined into <head> so the first paint needs no extra request (see README, Performance). In the
 * browser the context is empty and components reuse what the server rendered.
 */
export type DocumentValues = { css: string };

export const DocumentContext = createContext<DocumentValues>({ css: "" });

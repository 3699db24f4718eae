import type { Config } from "@react-router/dev/config";

export default {
  // Every page is rendered per request: the header depends on the visitor's session and each
  // response carries its own CSP nonce (docs/decisions/001-ssr-without-prerender.md).
  ssr: true,
} satisfies Config;

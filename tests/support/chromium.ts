// Debian's Chromium, as the end-to-end tests and the Lighthouse benchmark start it: never a browser
// download (this network refuses them), and none of its background connections to Google's hosts.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

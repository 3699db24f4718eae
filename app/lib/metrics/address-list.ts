// Addresses and subnets written in the configuration ("10.0.0.5, 10.1.0.0/16, ::1"), read into a
// node:net BlockList that answers "is this client one of them?". Relative imports only:
// app/lib/env.server.ts validates METRICS_ALLOW with it, and scripts run that file directly under Node.
import { BlockList, isIP } from "node:net";

export type AddressList = { entries: string[]; list: BlockList };

/** One address or subnet, or the reason it is not one. */
function readEntry(
  entry: string,
): { ok: true; address: string; prefix?: number; family: "ipv4" | "ipv6" } | { ok: false } {
  const [address = "", prefixText, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return { ok: false };
  const family = version === 4 ? "ipv4" : "ipv6";
  if (prefixText === undefined) return { ok: true, address, family };
  const prefix = /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : Number.NaN;
  if (!(prefix >= 0 && prefix <= (version === 4 ? 32 : 128))) return { ok: false };
  return { ok: true, address, prefix, family };
}

/** Comma-separated addresses and subnets, or the entries that are neither. */
export function parseAddressList(text: string): { ok: true; value: AddressList } | { ok: false; invalid: string[] } {
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const list = new BlockList();
  const invalid: string[] = [];
  for (const entry of entries) {
    const read = readEntry(entry);
    if (!read.ok) invalid.push(entry);
    else if (read.prefix === undefined) list.addAddress(read.address, read.family);
    else list.addSubnet(read.address, read.prefix, read.family);
  }
  return invalid.length > 0 ? { ok: false, invalid } : { ok: true, value: { entries, list } };
}

/**
 * Whether a client's address (Express's req.ip) is in the list. An IPv4 client of a server that
 * listens on IPv6 arrives as "::ffff:10.0.0.5": it is matched as the IPv4 address it is.
 */
export function isListed(addresses: AddressList, clientAddress: string | undefined): boolean {
  if (!clientAddress) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(clientAddress)?.[1];
  const address = mapped ?? clientAddress;
  const version = isIP(address);
  if (version === 0) return false;
  return addresses.list.check(address, version === 4 ? "ipv4" : "ipv6");
}

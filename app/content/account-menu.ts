// The header's account menu words, on their own: the menu is on every page, the other account
// words only on the account pages (keeps them out of the shared browser bundle).
export type AccountMenuCopy = {
  menuLabel: string;
  links: readonly { href: string; label: string }[];
  logout: string;
};

export const accountMenuCopy: AccountMenuCopy = {
  /** Read before the name by screen readers: "Account menu: Anjali Nair". */
  menuLabel: "Account menu:",
  /** The menu's pages, in order. */
  links: [
    { href: "/account", label: "My account" },
    { href: "/account/tickets", label: "Support tickets" },
    { href: "/account/contracts", label: "AMC contracts" },
    { href: "/account/invoices", label: "Invoices" },
    { href: "/account/billing", label: "Billing details" },
    { href: "/account/devices", label: "Devices" },
  ],
  logout: "Log out",
};

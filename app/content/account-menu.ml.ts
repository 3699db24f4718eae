import type { AccountMenuCopy } from "./account-menu";

export const accountMenuCopy: AccountMenuCopy = {
  menuLabel: "അക്കൗണ്ട് മെനു:",
  links: [
    { href: "/account", label: "എന്റെ അക്കൗണ്ട്" },
    { href: "/account/tickets", label: "സപ്പോർട്ട് ടിക്കറ്റുകൾ" },
    { href: "/account/contracts", label: "AMC കരാറുകൾ" },
    { href: "/account/invoices", label: "ഇൻവോയ്സുകൾ" },
    { href: "/account/billing", label: "ബില്ലിംഗ് വിവരങ്ങൾ" },
    { href: "/account/devices", label: "ഉപകരണങ്ങൾ" },
  ],
  logout: "ലോഗ് ഔട്ട്",
};

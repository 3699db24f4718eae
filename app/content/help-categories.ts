// The help centre's categories, in the order /help lists them. An article's category column holds
// one of these keys (help_articles.category): adding a category is a content change (its key, and its title in
// both languages), no migration.
export const helpCategoryKeys = [
  "internet-and-wifi",
  "cctv-and-security",
  "printers",
  "computers-and-laptops",
  "email-and-accounts",
  "backups-and-data",
  "software-and-updates",
  "smart-home",
] as const;

export type HelpCategoryKey = (typeof helpCategoryKeys)[number];

export type HelpCategory = {
  /** The key stored on an article and used in the address /help/category/{key}. */
  key: HelpCategoryKey;
  title: string;
  /** One sentence under the title on /help. */
  description: string;
};

export const helpCategories: readonly HelpCategory[] = [
  {
    key: "internet-and-wifi",
    title: "Internet and Wi-Fi",
    description: "Routers, Wi-Fi passwords, slow or dropped connections and network devices.",
  },
  {
    key: "cctv-and-security",
    title: "CCTV and security",
    description: "Cameras, recorders (NVR / DVR), viewing on your phone, access control and alarms.",
  },
  {
    key: "printers",
    title: "Printers",
    description: "Stuck print queues, paper jams, scanning and adding a printer to a computer.",
  },
  {
    key: "computers-and-laptops",
    title: "Computers and laptops",
    description: "Slow or noisy computers, startup problems, disk space and everyday care.",
  },
  {
    key: "email-and-accounts",
    title: "Email and accounts",
    description: "Setting up email on a phone or computer, passwords and signing in.",
  },
  {
    key: "backups-and-data",
    title: "Backups and data",
    description: "Backing up to a drive or the cloud, restoring files and keeping data safe.",
  },
  {
    key: "software-and-updates",
    title: "Software and updates",
    description: "Windows and app updates, installing software and licences.",
  },
  {
    key: "smart-home",
    title: "Smart home",
    description: "Smart hubs, lights, locks and the apps that control them.",
  },
];

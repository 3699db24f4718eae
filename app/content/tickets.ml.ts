// The support desk's shared words in Malayalam: the twin of tickets.ts (the names customers see on
// their tickets and in their emails).
import type { TicketPriority, TicketStatus, TicketType } from "~/db/tickets-schema";

export const ticketPriorityLabels: Record<TicketPriority, string> = {
  critical: "അതീവ ഗുരുതരം",
  high: "ഉയർന്നത്",
  medium: "ഇടത്തരം",
  low: "കുറഞ്ഞത്",
};

export const ticketPriorityMeanings: Record<TicketPriority, string> = {
  critical: "ബിസിനസ് പൂർണമായും നിലച്ചു, അല്ലെങ്കിൽ ഒരു സുരക്ഷാ പ്രശ്നം",
  high: "ഒരു പ്രധാന സംവിധാനത്തെയോ പല ഉപയോക്താക്കളെയോ ബാധിച്ചു",
  medium: "ഒരാളെ മാത്രം ബാധിച്ചു, അല്ലെങ്കിൽ തൽക്കാലം മറ്റൊരു വഴിയുണ്ട്",
  low: "സംശയങ്ങൾ, മാറ്റങ്ങൾ, മുൻകൂട്ടി നിശ്ചയിച്ച ജോലികൾ",
};

export const ticketTypeLabels: Record<TicketType, string> = {
  hardware: "ഹാർഡ്‌വെയർ",
  software: "സോഫ്റ്റ്‌വെയർ",
  network: "നെറ്റ്‌വർക്ക്",
  data_recovery: "ഡാറ്റ വീണ്ടെടുക്കൽ",
  other: "മറ്റുള്ളവ",
};

export const ticketStatusLabels: Record<TicketStatus, string> = {
  new: "പുതിയത്",
  open: "നടപടിയിൽ",
  waiting_on_customer: "നിങ്ങളുടെ മറുപടി കാത്തിരിക്കുന്നു",
  resolved: "പരിഹരിച്ചു",
  closed: "അവസാനിപ്പിച്ചു",
};

export const staffTicketStatusLabels: Record<TicketStatus, string> = {
  ...ticketStatusLabels,
  waiting_on_customer: "ഉപഭോക്താവിന്റെ മറുപടി കാത്തിരിക്കുന്നു",
};

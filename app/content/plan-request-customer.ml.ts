// Words a customer reads about their plan request, in Malayalam: the twin of plan-request-customer.ts.
import type * as en from "./plan-request-customer";

export const planRequestCustomerCopy: typeof en.planRequestCustomerCopy = {
  subject: (planName: string, status: string) => `നിങ്ങളുടെ ${planName} അപേക്ഷ: ${status}`,
  greeting: (name: string) => `നമസ്കാരം ${name},`,
  statusLine: (planName: string, status: string) => `${planName} പ്ലാനിനായുള്ള നിങ്ങളുടെ അപേക്ഷയുടെ ഇപ്പോഴത്തെ സ്ഥിതി: ${status}.`,
  messageIntro: "ഞങ്ങളുടെ ടീമിന്റെ സന്ദേശം:",
  closing: "നിങ്ങളുടെ അപേക്ഷകളും ഈ സന്ദേശവും അക്കൗണ്ട് പേജിൽ കാണാം:",
  signature: "— Anantha IT Solutions",
  historyLabel: (planName: string) => `നിങ്ങളുടെ ${planName} അപേക്ഷയുടെ നാൾവഴി`,
  historyEntry: (status: string) => status,
  activeSince: "സജീവമായത്",
  responseTime: "പ്രതികരണ സമയം",
};

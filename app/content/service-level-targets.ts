// The terms' service levels, the same words /terms (./legal.ts) and /service-levels show: their own
// module, so the /service-levels page's script takes these figures and not the whole legal text
// (which names the company's address and phones, ./site.ts).

/** Response, resolution and availability figures of the terms ("Terms figures"). */
export const serviceLevels = {
  responseTimes: [
    ["Critical: business stopped or a security incident", "1 hour"],
    ["High: a key system or several users affected", "4 hours"],
    ["Medium: one user affected, or a workaround exists", "8 hours"],
    ["Low: questions, changes and planned work", "24 hours"],
  ],
  resolutionTimes: [
    ["Hardware faults", "24-48 hours"],
    ["Software issues", "4-8 hours"],
    ["Network problems", "2-4 hours"],
    ["Data recovery", "1-3 days"],
  ],
  availability: [
    ["24x7 support", "99.9%"],
    ["Remote support", "99.5%"],
    ["On-site support", "99%"],
  ],
  quality: [
    ["First-call resolution", "85%"],
    ["Customer satisfaction", "95%"],
    ["Follow-up call after a resolved request", "Within 48 hours"],
  ],
} satisfies Record<string, [string, string][]>;

// The words of the emails a customer gets about their contract, and of the staff's digest. Contract
// figures go in as the contract copied them; the terms themselves are on the contract's page.
export const contractEmailWords = {
  greeting: (name: string) => `Hello ${name},`,
  signature: "— Anantha IT Solutions",
  viewLine: "See your contract, its terms and your service at:",
  sent: {
    subject: (id: number, plan: string) => `Your ${plan} contract AMC-${id} is ready to accept`,
    lines: (plan: string, from: string, to: string) => [
      `Your ${plan} contract is ready: it runs from ${from} to ${to}.`,
      "Please read its terms and accept them on your account page. The contract starts only once you accept it.",
    ],
  },
  accepted: {
    subject: (id: number, plan: string) => `Contract AMC-${id} accepted: your ${plan} is active`,
    lines: (plan: string, from: string, to: string, response: string) => [
      `Thank you: you accepted your ${plan} contract, which runs from ${from} to ${to}.`,
      `From its start, we answer your support tickets within ${response}.`,
    ],
  },
  cancelled: {
    subject: (id: number, plan: string) => `Your ${plan} contract AMC-${id} is cancelled`,
    lines: (plan: string, reason: string) => [`Your ${plan} contract has been cancelled.`, `Reason: ${reason}`],
  },
  autoRenew: {
    subject: (id: number, on: boolean) => `Automatic renewal ${on ? "on" : "off"} for contract AMC-${id}`,
    lines: (on: boolean, end: string) =>
      on
        ? [`Automatic renewal is now on: your contract renews by itself on ${end}.`]
        : [`Automatic renewal is now off: your contract ends on ${end} unless you renew it.`],
  },
} as const;

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
  reminder: {
    subject: (id: number, plan: string, daysLeft: number, end: string, autoRenew: boolean) =>
      daysLeft < 0
        ? `Your ${plan} contract AMC-${id} has ended: renew it before its grace period runs out`
        : autoRenew
          ? `Your ${plan} contract AMC-${id} renews ${daysLeft === 0 ? "today" : `on ${end}`}`
          : daysLeft === 0
            ? `Your ${plan} contract AMC-${id} ends today`
            : `Your ${plan} contract AMC-${id} ends in ${daysLeft === 1 ? "1 day" : `${daysLeft} days`}, on ${end}`,
    ending: (plan: string, id: number, end: string) => `Your ${plan} contract AMC-${id} ends on ${end}.`,
    ended: (plan: string, id: number, end: string, graceEnd: string) =>
      `Your ${plan} contract AMC-${id} ended on ${end}. Its service continues in a grace period until ${graceEnd}; renew it by then to keep it.`,
    entitlementsHeading: "What the contract gives you, and what lapses with it:",
    response: (response: string) => `First response to a support ticket: within ${response}.`,
    graceAhead: (graceEnd: string) =>
      `If it is not renewed, the plan's service continues in a grace period until ${graceEnd}; after that, your support tickets get the standard response times of our Terms of Service.`,
    serviceHeading: (from: string) => `How we served you under this contract (since ${from}):`,
    serviceNone: "You have not opened a support ticket under this contract.",
    serviceOpened: (count: number) => `Support tickets opened: ${count}.`,
    serviceFirstResponse: (within: number, due: number, response: string) =>
      `First responses within ${response}: ${within} of ${due}.`,
    serviceResolution: (within: number, resolved: number) => `Resolved within target: ${within} of ${resolved}.`,
    autoRenewOn: (end: string, price: string, billed: string) =>
      `Automatic renewal is on: the contract renews by itself on ${end} for another year at ${price} a month, billed ${billed}. You need do nothing. To turn automatic renewal off, use the switch on your contract's page before then.`,
    autoRenewOff: (from: string, to: string, price: string, billed: string) =>
      `Automatic renewal is off. To renew, press Renew below and confirm on the page it opens: the next contract runs from ${from} to ${to} at ${price} a month, billed ${billed}, plus GST.`,
    renewAction: (id: number) => `Renew AMC-${id}`,
  },
  renewed: {
    subject: (id: number, nextId: number) => `Contract AMC-${id} renewed as AMC-${nextId}`,
    lines: (plan: string, nextId: number, from: string, to: string, automatic: boolean) => [
      automatic
        ? `Your ${plan} contract renewed by itself, as automatic renewal was on. The new contract AMC-${nextId} runs from ${from} to ${to}.`
        : `Thank you: your ${plan} contract is renewed. The new contract AMC-${nextId} runs from ${from} to ${to}.`,
    ],
    price: (monthly: string, billed: string, periodPrice: string) =>
      `Price: ${monthly} a month, billed ${billed} at ${periodPrice}, plus GST.`,
  },
  expired: {
    subject: (id: number, plan: string) => `Your ${plan} contract AMC-${id} has expired`,
    lines: (plan: string, id: number, end: string, graceEnd: string) => [
      `Your ${plan} contract AMC-${id} ended on ${end} and was not renewed by the end of its grace period on ${graceEnd}, so it has now expired.`,
    ],
    lapsedHeading: "What lapsed with it:",
    standardTerms: (termsUrl: string) =>
      `From now on, your support tickets get the standard response times of our Terms of Service (${termsUrl}), not the plan's.`,
    again: (plansUrl: string) =>
      `To get a plan again, choose one at ${plansUrl}; we then send you a new contract to accept.`,
  },
};

// The links /terms and /amc-plans carry to /service-levels: their own module, so those
// pages take these few words and not the service-levels page's copy.
export const serviceLevelsLink = {
  label: "Service levels we achieved",
  value: "Our measured response and resolution times over the last 90 days, beside these targets",
  href: "/service-levels",
  plans: "See the response times we achieved over the last 90 days",
};

// The privacy policy and terms of service. Every figure in "Terms figures"
// appears here verbatim; content.test.ts checks each one. Written for an Indian LLP: it names the
// Digital Personal Data Protection Act, 2023 where it applies, and promises only what we do.
import { hrResponseDays } from "./jobs";
import type { LegalDocument } from "./schema";
import { fullAddress, site } from "./site";
import { serviceLevelsLink } from "./service-levels-link";
import { serviceLevels } from "./service-level-targets";

export const privacyPolicy: LegalDocument = {
  lastUpdated: "2026-11-25",
  summary:
    "We collect only what we need to answer you, support your devices and run your projects. We never sell personal data, we open your files only when you ask us to, and everything we store is encrypted with AES-256.",
  sections: [
    {
      id: "principles",
      title: "Our four privacy principles",
      blocks: [
        {
          kind: "paragraph",
          text: `${site.legalName} ("we", "us") provides IT support, maintenance and software services from Thiruvananthapuram, Kerala. Our promise is transparent service without losing your privacy, and four principles guide how we keep it.`,
        },
        {
          kind: "cards",
          items: [
            {
              title: "Transparency",
              description: "We tell you what we collect, why we need it and who else handles it, in plain language.",
              icon: "eye",
            },
            {
              title: "Only what is needed",
              description:
                "We collect the minimum information required to answer you or deliver the service you asked for.",
              icon: "check",
            },
            {
              title: "Your consent, your control",
              description:
                "Remote sessions start only when you approve them, and you can withdraw consent at any time.",
              icon: "users",
            },
            {
              title: "Security by default",
              description:
                "Stored data is encrypted with AES-256, data in transit uses TLS, and access is limited and logged.",
              icon: "lock",
            },
          ],
        },
      ],
    },
    {
      id: "information-we-collect",
      title: "Information we collect",
      blocks: [
        { kind: "paragraph", text: "Depending on how you deal with us, we may hold the following personal data:" },
        {
          kind: "list",
          items: [
            "Enquiries: your name, email address, and optionally your phone number and company, with the message you send through our contact form or by email.",
            "Customers: billing name and address, GSTIN for businesses, the devices covered by your plan (make, model and serial number) and the history of your support requests.",
            "Support work: the diagnostic information needed to fix a fault, such as error logs and system settings. We do not open personal files, photos or messages unless you ask us to, for example during data recovery.",
            "Accounts: your name, email address and password, which we store only as a one-way hash.",
            "Job applicants: the CV and details you email to our careers team.",
            "Website visits: standard server logs (IP address, browser type, pages requested and time), kept for up to 90 days to keep the site secure.",
          ],
        },
        {
          kind: "paragraph",
          text: "Our website uses no third-party analytics, advertising trackers or social media pixels. It sets only the cookies strictly needed for signing in and for security.",
        },
      ],
    },
    {
      id: "how-we-use-it",
      title: "How we use your information",
      blocks: [
        {
          kind: "list",
          items: [
            "To reply to your enquiry and prepare quotes.",
            "To deliver the support, maintenance visits and projects you have asked for.",
            "To issue invoices, collect payments and keep the accounting and tax records Indian law requires.",
            "To tell you about your plan, such as scheduled maintenance or a renewal date.",
            "To send our newsletter, only if you subscribe; every issue has an unsubscribe link.",
            "To consider your job application.",
            "To protect our systems and yours against misuse and fraud.",
          ],
        },
        {
          kind: "paragraph",
          text: "We never sell or rent personal data. We share it only with service providers who process it for us under contract (hosting, email delivery and payment collection), and with authorities when the law requires us to.",
        },
      ],
    },
    {
      id: "how-we-protect-it",
      title: "How we protect it",
      blocks: [
        {
          kind: "list",
          items: [
            "Customer records, backups and our engineers' laptops are encrypted at rest with AES-256.",
            "Data travelling between you, our website and our systems is protected with TLS (HTTPS).",
            "Staff can see customer data only when their work needs it; access requires multi-factor authentication and is logged.",
            "Remote support sessions start only after you approve them, and end as soon as you close them.",
            "Every team member signs a confidentiality agreement and completes privacy training each year.",
          ],
        },
        {
          kind: "paragraph",
          text: "If a personal data breach affects you, we will inform you and the Data Protection Board of India as the Digital Personal Data Protection Act, 2023 requires, and tell you what we are doing about it.",
        },
      ],
    },
    {
      id: "how-long-we-keep-it",
      title: "How long we keep it",
      blocks: [
        {
          kind: "list",
          items: [
            "Enquiries that do not lead to work: up to two years, then deleted.",
            "Customer records: for as long as you are a customer, and afterwards for as long as tax and accounting laws require.",
            "Job applications: twelve months, unless you ask us to delete yours sooner.",
          ],
        },
        {
          kind: "paragraph",
          text: `Careers: an application sent on our careers pages, résumé included, is seen only by our HR team and deleted automatically twelve months after its last change, together with the network address and browser it was sent from (kept with it to stop misuse). To have it deleted sooner, write to ${site.careersEmail}.`,
        },
      ],
    },
    {
      id: "your-rights",
      title: "Your rights",
      blocks: [
        {
          kind: "paragraph",
          text: "Under the Digital Personal Data Protection Act, 2023 you have the right to:",
        },
        {
          kind: "list",
          items: [
            "Obtain a summary of the personal data we hold about you and the parties we have shared it with.",
            "Have your personal data corrected, completed or updated.",
            "Have your personal data erased when we no longer need it, unless the law requires us to keep it.",
            "Withdraw your consent at any time; this does not affect what we did with your consent before.",
            "Nominate another person to exercise these rights for you in case of death or incapacity.",
            "Have your grievance addressed by us and, if you are not satisfied, complain to the Data Protection Board of India.",
          ],
        },
        {
          kind: "paragraph",
          text: "Requests are free of charge. We may ask you to confirm your identity before we act on one, so that nobody else can see or change your data.",
        },
      ],
    },
    {
      id: "children",
      title: "Children",
      blocks: [
        {
          kind: "paragraph",
          text: "Our services are meant for adults and businesses. We do not knowingly collect personal data of anyone under 18 without verifiable consent from a parent or lawful guardian.",
        },
      ],
    },
    {
      id: "privacy-contact",
      title: "Privacy contact",
      blocks: [
        {
          kind: "paragraph",
          text: "For any question, request or complaint about your personal data, write to our privacy contact. We reply to every request and tell you what we have done.",
        },
        {
          kind: "links",
          items: [
            { label: "Email", value: site.privacyEmail, href: `mailto:${site.privacyEmail}` },
            { label: "Phone", value: site.phone, href: site.phoneHref },
            { label: "Office", value: `Privacy Contact, ${site.legalName}, ${fullAddress}`, href: site.mapUrl },
          ],
        },
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      blocks: [
        {
          kind: "paragraph",
          text: "When we change this policy we update the date at the top of this page. If a change affects how we use data you have already given us, we will tell our customers by email before it takes effect.",
        },
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  lastUpdated: "2026-11-23",
  summary:
    "We state our prices in rupees before we start, respond within fixed times by priority, and keep your data private. Corporate invoices are due within 30 days, and AMC plans start from ₹399 per month.",
  sections: [
    {
      id: "about-these-terms",
      title: "About these terms",
      blocks: [
        {
          kind: "paragraph",
          text: `These terms apply when you use our website or buy services from ${site.legalName}, a limited liability partnership registered in India with its office in Thiruvananthapuram, Kerala. Where a signed contract or written quote says something different, the contract or quote applies for the points it covers.`,
        },
      ],
    },
    {
      id: "service-scope",
      title: "Service scope",
      blocks: [
        {
          kind: "paragraph",
          text: "We provide 24x7 technical support, preventive maintenance, computer, network, CCTV, security and smart-system services, annual maintenance contracts (AMC), and software, cloud and SaaS development. Each plan, quote or contract lists exactly what it covers.",
        },
        { kind: "paragraph", text: "Unless your plan or quote says otherwise, the following are not included:" },
        {
          kind: "list",
          items: [
            "Spare parts and consumables, which we quote separately and buy only with your approval.",
            "Repairs after accidents, liquid damage, power surges or unauthorised changes by others.",
            "Outages of services we do not run, such as your internet provider or a third-party cloud platform.",
            "Installing unlicensed software, which we do not do.",
          ],
        },
        {
          kind: "paragraph",
          text: "To help us deliver on time, you give our engineers access to the equipment in scope, tell us about problems promptly, use licensed software and keep your own backups unless your plan includes backup management.",
        },
      ],
    },
    {
      id: "pricing-and-payment",
      title: "Pricing and payment",
      blocks: [
        {
          kind: "list",
          items: [
            "All prices are in Indian rupees (INR) and exclude GST, which is added at the applicable rate.",
            "AMC plans start from ₹399 per month. Plan prices are billed monthly or annually in advance.",
            "Corporate payment terms are 30 days: business invoices are due within 30 days of the invoice date.",
            "Home customers pay on completion of a visit, or in advance for plans.",
            "New customers get their first PC service and PC diagnosis free, once per customer.",
            "You can change your plan at any time; the change is prorated by billing cycle.",
          ],
        },
        {
          kind: "paragraph",
          text: "We confirm the price of any work outside your plan in writing before we start it. If an invoice stays unpaid after a reminder, we may pause non-emergency work until it is settled.",
        },
      ],
    },
    {
      id: "service-levels",
      title: "Service levels (SLA)",
      blocks: [
        {
          kind: "paragraph",
          text: "The targets below apply to corporate support contracts; we measure ourselves against them and publish the figures of the last 90 days on our Service levels page. Customers on an AMC plan get the response time their plan states, and a critical issue always goes to the front of the queue.",
        },
        {
          kind: "table",
          caption: "Response times by priority",
          columns: ["Priority", "First response within"],
          rows: serviceLevels.responseTimes,
        },
        {
          kind: "table",
          caption: "Resolution times by type of issue",
          columns: ["Type of issue", "Target resolution time"],
          rows: serviceLevels.resolutionTimes,
        },
        {
          kind: "table",
          caption: "Service availability",
          columns: ["Service", "Availability"],
          rows: serviceLevels.availability,
        },
        {
          kind: "table",
          caption: "Quality commitments",
          columns: ["Measure", "Target"],
          rows: serviceLevels.quality,
        },
        // The published service levels: the figures measured against these targets.
        {
          kind: "links",
          items: [{ label: serviceLevelsLink.label, value: serviceLevelsLink.value, href: serviceLevelsLink.href }],
        },
        {
          kind: "paragraph",
          text: "How we count these times: critical and high priority requests are counted around the clock (24x7), weekends and holidays included. Medium and low priority requests are counted in business hours, Monday to Friday, 9:00 AM to 6:00 PM India time (IST), excluding Kerala public holidays. Where a time is a range, we aim for the shorter time and promise the longer one. The clock pauses while a request is waiting on information or a reply from you, and restarts when you answer.",
        },
        {
          kind: "paragraph",
          text: "Resolution times are targets for work within our control. When a repair needs a part that is not in stock, we tell you the expected date and, where we can, lend you a replacement device in the meantime.",
        },
      ],
    },
    {
      id: "privacy",
      title: "Privacy and confidentiality",
      blocks: [
        {
          kind: "paragraph",
          text: "We treat everything we see on your systems as confidential. Remote sessions start only with your approval, stored data is encrypted with AES-256, and we handle personal data as our privacy policy and the Digital Personal Data Protection Act, 2023 require.",
        },
        {
          kind: "links",
          items: [
            { label: "Privacy Policy", value: "What we collect, how we protect it and your rights", href: "/privacy" },
          ],
        },
      ],
    },
    {
      id: "contact-and-response",
      title: "Contact and response",
      blocks: [
        {
          kind: "list",
          items: [
            "Messages sent through our contact form receive a reply within 24 hours on business days.",
            `Job applicants are contacted by our HR team within ${hrResponseDays} business days.`,
            "Support requests are accepted 24x7 by phone and are answered within the response times above.",
            "Business days are Monday to Friday, excluding public holidays in Kerala.",
          ],
        },
      ],
    },
    {
      id: "warranty-and-liability",
      title: "Warranty and liability",
      blocks: [
        {
          kind: "paragraph",
          text: "If our workmanship is at fault, we put it right at no extra cost. Parts carry their manufacturer's warranty, which we help you claim. As far as the law allows, our liability for any claim is limited to the amount you paid for the service concerned, and we are not liable for indirect losses such as lost profits.",
        },
      ],
    },
    {
      id: "governing-law",
      title: "Governing law",
      blocks: [
        {
          kind: "paragraph",
          text: "These terms are governed by the laws of India. We will always try to resolve a disagreement by talking first; if we cannot, the courts at Thiruvananthapuram, Kerala have jurisdiction.",
        },
      ],
    },
    {
      id: "changes",
      title: "Changes to these terms",
      blocks: [
        {
          kind: "paragraph",
          text: "When we change these terms we update the date at the top of this page. Changes do not apply to work already agreed, and business customers are told in writing before a change to their contract terms.",
        },
      ],
    },
  ],
};

/** Labels around the legal documents on /privacy and /terms. */
export const legalLabels = {
  tableOfContents: "On this page",
  lastUpdated: "Last updated:",
  summary: "In short",
  opensInNewTab: "opens in a new tab",
  /** Shown on translations only (the English page is the text itself), with a link to the English. */
  englishPrevails:
    "This translation is provided for convenience. If it differs from the English text, the English text prevails.",
  englishText: "Read the English text",
};

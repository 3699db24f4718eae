// The script of Netra, the support chat assistant: its welcome, the
// quick-start topics and the keyword rules with their replies. Phone numbers, emails, hours and
// prices are read from site.ts, services.ts and plans.ts, so the chat never quotes a stale figure.
// Only the chat panel imports this module, and the panel is loaded when a visitor opens it.
import { type HelpCategoryKey, helpCategories } from "./help-categories";
import { getPlan } from "./plans";
import type { ChatLink, ChatScript } from "./schema";
import { getService } from "./services";
import { contactOfficeHours, fullAddress, site } from "./site";

/** A service's starting price without its prefix: 'Starting from ₹2,500/month' → '₹2,500/month'. */
function startingPrice(slug: string): string {
  const service = getService(slug);
  if (!service) throw new Error(`chat.ts names an unknown service: ${slug}`);
  return service.price.replace(/^Starting from\s+/i, "");
}

/** A plan's price with its period: '₹399/month'. */
function planPrice(id: string): string {
  const plan = getPlan(id);
  if (!plan) throw new Error(`chat.ts names an unknown plan: ${id}`);
  return `${plan.price}${plan.duration}`;
}

function planName(id: string): string {
  return getPlan(id)?.name ?? id;
}

function serviceLink(slug: string): ChatLink {
  const service = getService(slug);
  if (!service) throw new Error(`chat.ts links an unknown service: ${slug}`);
  return { label: service.title, href: `/services/${slug}` };
}

/**
 * A topic of the help centre (/help#{category}): the published articles on it. A rule may also link
 * one article (`/help/{slug}`), which then must stay published; a topic never goes missing.
 */
function helpTopicLink(key: HelpCategoryKey): ChatLink {
  const category = helpCategories.find((candidate) => candidate.key === key);
  if (!category) throw new Error(`chat.ts links an unknown help topic: ${key}`);
  return { label: `Help centre: ${category.title}`, href: `/help#${key}` };
}

const plansLink: ChatLink = { label: `AMC plans from ${planPrice("starter")}`, href: "/amc-plans" };
const officeHours = contactOfficeHours.map((slot) => `${slot.days} ${slot.hours}`).join(", ");

export const chatScript: ChatScript = {
  assistantName: "Netra",

  welcome: {
    id: "welcome",
    topic: "An IT support question",
    icon: "bot",
    content: `Hi, I'm Netra, ${site.shortName}'s technical support assistant. Tell me what's wrong with your computer, Wi-Fi, network, CCTV or software, or ask me about our services and plans.\n\nIf something is down right now, call our 24x7 emergency line on ${site.emergencyPhone}, day or night.`,
    suggestions: [],
  },

  quickTopics: [
    { text: "My computer is running slow", icon: "gauge", category: "hardware" },
    { text: "Wi-Fi keeps disconnecting", icon: "wifi", category: "network" },
    { text: "What are your prices?", icon: "tag", category: "pricing" },
    { text: "I have an IT emergency", icon: "alert", category: "emergency" },
    { text: "I need CCTV cameras installed", icon: "camera", category: "security" },
    { text: "Help with software or apps", icon: "code", category: "software" },
    { text: "How can I contact you?", icon: "phone", category: "contact" },
  ],

  rules: [
    {
      keywords: ["emergency", "emergencies", "urgent", "urgently", "critical", "asap"],
      reply: {
        id: "emergency",
        topic: "An urgent IT problem",
        icon: "alert",
        priority: "high",
        showContact: true,
        content: `This sounds urgent, so please don't wait on a chat: call our 24x7 emergency line on ${site.emergencyPhone}. An engineer answers at any hour, including Sundays and holidays, and can connect remotely within minutes or come to you anywhere in ${site.address.city}.`,
        stepsTitle: "While you call",
        steps: [
          "If you see smoke or sparks or smell burning, switch the device off at the wall and keep away from it.",
          "Don't keep restarting a computer or server that clicks, beeps or won't boot: it can make data loss worse.",
          "Note the exact error message (a photo on your phone is fine) and what changed just before the problem started.",
        ],
        links: [serviceLink("24x7-technical-support")],
        suggestions: ["I see a blue screen", "The whole network is down", "CCTV stopped recording"],
      },
    },
    {
      keywords: [
        "blue screen",
        "bsod",
        "stop code",
        // Common stop codes, which visitors paste as they appear on screen.
        "critical process died",
        "irql not less or equal",
        "kernel security check failure",
        "video tdr failure",
      ],
      reply: {
        id: "blue-screen",
        topic: "A blue screen error",
        icon: "monitor",
        showContact: true,
        content:
          "A blue screen means Windows hit an error it couldn't recover from and restarted to protect your files. A single one after an update is often harmless; repeated ones usually point to a driver, a failing drive or faulty memory.",
        stepsTitle: "Try these first",
        steps: [
          "Write down the stop code shown on the screen (for example MEMORY_MANAGEMENT): it tells an engineer where to look.",
          "Unplug any USB device or hardware you added recently, then restart.",
          "If Windows starts, run Windows Update and install the optional driver updates under Advanced options.",
          "If it crashes while starting, hold Shift and choose Restart, then Troubleshoot › Advanced options › Startup Settings › Safe Mode, and uninstall the latest update or driver.",
          "Back up your important files as soon as the PC is running: repeated crashes can mean the drive is failing.",
        ],
        note: `Still crashing? Our Computer Support engineers find the cause. The diagnosis is free for new customers and repairs start from ${startingPrice("computer-support")}.`,
        links: [serviceLink("computer-support")],
        suggestions: ["My laptop is slow too", "What does a repair cost?", "Talk to an engineer"],
      },
    },
    {
      keywords: [
        "slow",
        "slower",
        "slowly",
        "slowness",
        "sluggish",
        "lag",
        "lagging",
        "laggy",
        "hangs",
        "hanging",
        "freezes",
        "freezing",
        "performance",
        "speed up",
      ],
      reply: {
        id: "slow",
        topic: "A slow computer",
        icon: "gauge",
        content: "Most slow computers can be brought back up to speed without buying a new one. Try these in order:",
        stepsTitle: "Speed it up",
        steps: [
          "Restart properly (Start › Power › Restart). A shutdown with Fast Startup on doesn't clear everything.",
          "Open Task Manager with Ctrl + Shift + Esc and sort by CPU, Memory and Disk to see what is hogging the machine.",
          "On the Startup apps tab, disable programs that don't need to open the moment Windows starts.",
          "Keep at least 15% of the C: drive free: Settings › System › Storage › Cleanup recommendations.",
          "Run a full scan in Windows Security to rule out malware.",
        ],
        note: `If Disk sits near 100% on an older machine, an SSD is usually the biggest speed-up for the money. We fit SSDs and RAM under Computer Support (from ${startingPrice("computer-support")}), and Preventive Maintenance (from ${startingPrice("preventive-maintenance")}) keeps machines tuned. If it's the internet that's slow rather than the computer, tell me about your Wi-Fi.`,
        links: [serviceLink("computer-support"), serviceLink("preventive-maintenance")],
        suggestions: ["How much is an SSD upgrade?", "Is the PC diagnosis free?", "Wi-Fi keeps dropping"],
      },
    },
    {
      keywords: [
        "computer",
        "computers",
        "laptop",
        "laptops",
        "pc",
        "pcs",
        "desktop",
        "desktops",
        "notebook",
        "macbook",
        "printer",
        "printers",
      ],
      reply: {
        id: "computer",
        topic: "A computer or laptop repair",
        icon: "laptop",
        showContact: true,
        content: `We repair and upgrade desktops and laptops of every brand: machines that won't start, overheating, broken screens and keyboards, weak batteries, viruses and lost files. We explain the fault in plain words and tell you the cost before any work starts.\n\nNew customers get free PC diagnosing. Repairs start from ${startingPrice("computer-support")}, at your home or office or at ours.`,
        note: "Tell me the symptom (slow, blue screen, no display, won't charge) and I'll suggest what to try first.",
        links: [serviceLink("computer-support"), plansLink],
        suggestions: ["My laptop is slow", "I see a blue screen", "What does a repair cost?"],
      },
    },
    {
      keywords: ["wi-fi", "wireless", "wlan", "hotspot"],
      reply: {
        id: "wifi",
        topic: "A Wi-Fi problem",
        icon: "wifi",
        content: "Let's get your Wi-Fi back. First work out whether one device is affected or all of them:",
        stepsTitle: "Try these first",
        steps: [
          "Restart the router: switch it off at the plug for 30 seconds, switch it on and give it two minutes.",
          "If only one phone or laptop can't connect, forget the network on that device and join again with the password.",
          "If nothing connects and the router's internet light is red or off, the fault is on your provider's line: call your internet provider.",
          "Weak signal in some rooms? Keep the router high and central, away from steel cupboards, mirrors and the microwave.",
          "Use the 5 GHz network near the router for speed and the 2.4 GHz one for distance.",
        ],
        note: `For dead zones in larger homes and offices we install mesh systems and access points (Network Devices, from ${startingPrice("network-devices")}) and map coverage room by room (Networking Support, from ${startingPrice("networking-support")}).`,
        links: [serviceLink("network-devices"), serviceLink("networking-support"), helpTopicLink("internet-and-wifi")],
        suggestions: ["Our office network is down", "Can an engineer visit?", "What are your prices?"],
      },
    },
    {
      keywords: [
        "network",
        "networks",
        "networking",
        "internet",
        "lan",
        "ethernet",
        "router",
        "routers",
        "modem",
        "broadband",
        "vpn",
      ],
      reply: {
        id: "network",
        topic: "A network problem",
        icon: "network",
        showContact: true,
        content: "Network trouble is quicker to fix once we know how far it spreads.",
        stepsTitle: "Try these first",
        steps: [
          "Check whether one computer is offline or every device: if everyone is down, start with the router and your provider's line.",
          "Look at the lights on the router and switch ports. No light usually means a loose or damaged cable: reseat it or try another port.",
          "Restart in order (modem, router, switches, then computers), letting each one come up before the next.",
          "On Windows, run ipconfig in Command Prompt. An address starting with 169.254 means the PC isn't getting one from the router.",
        ],
        note: `Networking Support (from ${startingPrice("networking-support")}) covers cabling, VLANs, VPNs and intermittent faults. For round-the-clock cover of a business network, see 24x7 Technical Support (from ${startingPrice("24x7-technical-support")}).`,
        links: [
          serviceLink("networking-support"),
          serviceLink("network-devices"),
          serviceLink("24x7-technical-support"),
        ],
        suggestions: ["Wi-Fi keeps dropping", "Do you offer AMC plans?", "Talk to an engineer"],
      },
    },
    {
      keywords: [
        "software",
        "app",
        "apps",
        "application",
        "applications",
        "program",
        "programs",
        "website",
        "saas",
        "cloud",
        "virus",
        "viruses",
        "malware",
        "antivirus",
        "ms office",
      ],
      reply: {
        id: "software",
        topic: "Software help",
        icon: "code",
        content: `We help with software in two ways.\n\nFixing what you use: installing and activating Windows and Microsoft Office, removing viruses and malware, and sorting out apps that crash or won't update. That is part of Computer Support (from ${startingPrice("computer-support")}), and remote fixes are included in our AMC plans from ${planPrice("starter")}.\n\nBuilding something new: custom software from ${startingPrice("software-development")}, SaaS products from ${startingPrice("saas-development")} and cloud setups from ${startingPrice("cloud-networking")}, each starting with a free consultation.`,
        stepsTitle: "If an app keeps crashing",
        steps: [
          "Restart the computer, then open only that app.",
          "Install pending updates for Windows and for the app itself.",
          "Repair or reinstall it: Settings › Apps › Installed apps › the app's menu › Modify or Advanced options › Repair.",
        ],
        links: [serviceLink("software-development"), serviceLink("saas-development"), serviceLink("cloud-networking")],
        suggestions: ["Book a free consultation", "Show me AMC plans"],
      },
    },
    {
      keywords: [
        "cctv",
        "camera",
        "cameras",
        "security",
        "surveillance",
        "dvr",
        "nvr",
        "access control",
        "alarm",
        "alarms",
        "door phone",
      ],
      reply: {
        id: "cctv",
        topic: "CCTV and security systems",
        icon: "camera",
        showContact: true,
        content: `We plan, install and maintain CCTV for homes, shops, clinics and schools, from ${startingPrice("cctv-systems")}, beginning with a free site survey. Recordings stay on your own recorder or private cloud account, and live view is locked to your phone.\n\nFor doors and alarms, Security Systems (from ${startingPrice("security-systems")}) covers biometric access control, intrusion alarms and video door phones.`,
        stepsTitle: "If a camera has gone offline",
        steps: [
          "Check that the recorder (DVR or NVR) is on and its disk light looks normal: a full or failed disk stops recording.",
          "Check the camera's cable and the power adapter or PoE switch port it is plugged into.",
          "Restart the recorder, then the cameras, and check the picture on the monitor before the phone app.",
          "If only the phone app fails, the recorder has probably lost its internet connection: check its cable to the router.",
        ],
        links: [serviceLink("cctv-systems"), serviceLink("security-systems"), helpTopicLink("cctv-and-security")],
        suggestions: ["Book a free site survey", "What are your prices?"],
      },
    },
    {
      keywords: [
        "price",
        "prices",
        "pricing",
        "cost",
        "costs",
        "charge",
        "charges",
        "fee",
        "fees",
        "rate",
        "rates",
        "tariff",
        "quote",
        "quotation",
        "plan",
        "plans",
        "amc",
        "how much",
        "budget",
        "affordable",
      ],
      reply: {
        id: "pricing",
        topic: "Prices and plans",
        icon: "tag",
        content: "Our prices are in rupees, and you get a written quote before any work starts:",
        points: [
          `24x7 technical support from ${startingPrice("24x7-technical-support")}`,
          `Computer support from ${startingPrice("computer-support")}`,
          "Free PC diagnosing for new customers",
          `AMC plans: ${planName("starter")} ${planPrice("starter")}, ${planName("professional")} ${planPrice("professional")}, ${planName("enterprise")} ${planPrice("enterprise")}, and ${planName("custom")} by quote`,
        ],
        note: "Every other service shows its starting price on its own page.",
        links: [plansLink, { label: "All services", href: "/services" }, serviceLink("24x7-technical-support")],
        suggestions: ["My computer needs a repair", "I need CCTV cameras", "Talk to an engineer"],
      },
    },
    {
      keywords: [
        "contact",
        "call",
        "phone",
        "e-mail",
        "address",
        "office",
        "hours",
        "timings",
        "location",
        "reach",
        "talk",
        "speak",
        "human",
        "person",
        "engineer",
        "technician",
        "visit",
        "book",
        "appointment",
      ],
      reply: {
        id: "contact",
        topic: "Getting in touch",
        icon: "phone",
        showContact: true,
        content: "You can reach our team directly:",
        points: [
          `Phone: ${site.phone} (${officeHours})`,
          `Email: ${site.supportEmail}, answered within 24 hours on business days`,
          `24x7 emergency line: ${site.emergencyPhone}`,
          `Office: ${fullAddress}`,
        ],
        links: [{ label: "Contact page", href: "/contact" }],
        suggestions: ["What are your prices?", "I have an emergency"],
      },
    },
    {
      keywords: [
        "hi",
        "hii",
        "hello",
        "hey",
        "namaste",
        "namaskaram",
        "greetings",
        "good morning",
        "good afternoon",
        "good evening",
      ],
      reply: {
        id: "greeting",
        topic: "An IT support question",
        icon: "hand",
        content:
          'Hello! Tell me what\'s going wrong, for example "my laptop is slow" or "Wi-Fi keeps dropping", or ask me about our services and prices.',
        suggestions: ["My computer is slow", "Wi-Fi keeps dropping", "What are your prices?", "I have an emergency"],
      },
    },
  ],

  fallback: {
    id: "fallback",
    topic: "An IT support question",
    icon: "help",
    showContact: true,
    content: "I want to point you to the right help. Could you tell me a little more?",
    points: [
      "Which device: a computer or laptop, the Wi-Fi router, a CCTV camera, or some software",
      "What you see: an error message, slowness, no connection",
      "When it started, and whether anything changed just before",
    ],
    note: "If you'd rather talk it through, our team is a call or a message away.",
    suggestions: ["My computer won't start", "Internet is not working", "What are your prices?"],
  },

  contactPrefill: {
    subject: "{topic} (from the Netra chat)",
    message: 'Hello, I was asking Netra about this:\n\n"{question}"\n\nPlease get in touch with me about it.',
  },

  ui: {
    panelTitle: "Chat with Netra",
    panelSubtitle: "Technical support assistant",
    closeChat: "Close chat",
    startOver: "Start over",
    conversationLabel: "Conversation with Netra",
    visitorName: "You",
    inputLabel: "Your message",
    inputPlaceholder: "Describe your IT problem…",
    send: "Send message",
    typing: "Netra is typing",
    quickTopicsHeading: "Popular topics",
    suggestionsLabel: "Suggested replies",
    stepsHeading: "Try these first",
    linksHeading: "Related pages",
    helpArticle: "This article from our help centre may answer it:",
    urgent: "Urgent",
    contactActionsLabel: "Reach our team",
    call: "Call",
    callEmergency: "Call the 24x7 emergency line",
    email: "Email support",
    sendMessage: "Send us a message",
    // The hand-off to the support desk: the visitor's messages go into the new-ticket form.
    openTicket: "Open a support ticket",
  },
};

// The eleven services. List order matters: the home and /services grids
// follow it, and "related services" are the first three others in this order.
import type { Service } from "./schema";
import { serviceCatalogue } from "./service-catalogue";

export const services: Service[] = [
  {
    id: "24x7-technical-support",
    slug: "24x7-technical-support",
    title: "24x7 Technical Support",
    shortDescription:
      "Round-the-clock help for computers, networks, CCTV and smart devices at home or at work, by phone, remotely or on site.",
    description:
      "IT problems rarely wait for office hours. Our support desk in Kazhakkoottam answers day and night, fixes most issues remotely within minutes, and sends an engineer anywhere in Thiruvananthapuram when a visit is needed. Every ticket is logged, so you always know who is working on it, what was done and what it cost. We only access your systems with your consent, and we never copy or keep your personal data.",
    icon: "headset",
    features: [
      "Phone, email and remote-desktop support at any hour, including Sundays and holidays",
      "Priority escalation for outages that stop billing, classes or patient care",
      "Same-day engineer visits across Trivandrum city and Technopark",
      "Ticket history and a written summary after every fix",
      "Consent-based remote access that ends when the session closes",
      "One point of contact for PCs, Wi-Fi, printers, CCTV and smart devices",
    ],
    technologies: ["AnyDesk", "Microsoft Remote Desktop", "Zabbix", "Freshdesk", "Windows, macOS and Linux"],
    price: "Starting from ₹2,500/month",
    duration: "Ongoing (24x7)",
    imageAlt: "Illustration: a support headset on a blue circuit-board pattern",
  },
  {
    id: "preventive-maintenance",
    slug: "preventive-maintenance",
    title: "Preventive Maintenance",
    shortDescription:
      "Scheduled check-ups that keep PCs, servers and network gear healthy, so small faults are caught before they become downtime.",
    description:
      "Kerala's heat, humidity and monsoon power cuts are hard on electronics. Our engineers visit on a fixed schedule to clean hardware, check disks and batteries, apply updates and test backups. You receive a short health report after each visit with anything that needs attention, ranked by urgency and with a clear cost estimate before any work is done.",
    icon: "wrench",
    features: [
      "Monthly on-site inspection and internal dust cleaning",
      "Disk, battery and UPS health checks with early-warning alerts",
      "Operating system, driver and firmware updates",
      "Backup restore test so you know your data can come back",
      "Written health report with prioritised recommendations",
    ],
    technologies: ["CrystalDiskInfo", "Windows Update for Business", "Veeam Agent", "APC PowerChute"],
    price: "Starting from ₹1,800/month",
    duration: "Monthly",
    imageAlt: "Illustration: a wrench on a blue circuit-board pattern",
  },
  {
    id: "computer-support",
    slug: "computer-support",
    title: "Computer Support",
    shortDescription:
      "Repairs, upgrades and troubleshooting for desktops and laptops, from slow start-ups and blue screens to failed drives.",
    description:
      "Whether it is a family laptop that will not boot or a billing PC at a shop counter, we diagnose the fault first and explain it in plain words before we fix anything. New customers get the first diagnosis free. We carry common parts, so many repairs are finished in a single visit, and we back up your files before touching the disk.",
    icon: "monitor",
    features: [
      "Free first-time PC diagnosis for new customers",
      "Windows, macOS and Linux installation and repair",
      "Virus and malware removal with a security clean-up",
      "SSD, RAM and battery upgrades with genuine parts",
      "Data recovery from failing or accidentally formatted drives",
      "Printer, scanner and peripheral setup",
      "Home visits or drop-off at our Kazhakkoottam office",
    ],
    technologies: ["Windows 11", "macOS", "Ubuntu", "Microsoft Defender", "Macrium Reflect"],
    price: "Starting from ₹1,500/visit",
    duration: "On-demand",
    imageAlt: "Illustration: a computer monitor on a blue circuit-board pattern",
  },
  {
    id: "network-devices",
    slug: "network-devices",
    title: "Network Devices",
    shortDescription:
      "Supply, setup and configuration of routers, switches, access points and firewalls that suit your space and budget.",
    description:
      "We help you choose the right router, switch or access point for the size of your home, shop or office, then install and configure it securely: strong passwords, updated firmware, separate guest Wi-Fi and sensible defaults. Each device is labelled and documented so that anyone on your team can find it later.",
    icon: "router",
    features: [
      "Router, switch and access point installation",
      "Secure configuration with updated firmware and changed default passwords",
      "Separate guest and staff Wi-Fi networks",
      "Firewall and port-forwarding setup for CCTV and remote work",
      "Broadband failover between two internet providers",
      "Device labelling and a configuration record handed over to you",
    ],
    technologies: ["TP-Link Omada", "Ubiquiti UniFi", "MikroTik", "Cisco Meraki Go", "Fortinet FortiGate"],
    price: "Starting from ₹1,000/device",
    duration: "1-2 days",
    imageAlt: "Illustration: a Wi-Fi router on a blue circuit-board pattern",
  },
  {
    id: "cctv-systems",
    slug: "cctv-systems",
    title: "CCTV Systems",
    shortDescription:
      "HD camera systems for homes, shops, clinics and schools, with mobile viewing and recordings that stay under your control.",
    description:
      "We survey your premises, recommend camera positions that cover entrances and cash counters without intruding on neighbours, and install weatherproof cameras rated for coastal humidity. Recordings stay on your own recorder or private cloud account, mobile viewing is locked to your phone, and we show you how to export footage if you ever need it.",
    icon: "camera",
    features: [
      "Free site survey and camera placement plan",
      "HD and night-vision IP cameras rated for outdoor use",
      "NVR and DVR setup with 30-day recording",
      "Secure live view on your phone",
      "Motion alerts for after-hours activity",
      "Annual health check of cameras and storage",
    ],
    technologies: ["Hikvision", "CP Plus", "Dahua", "PoE switches", "Hik-Connect"],
    price: "Starting from ₹2,500/installation",
    duration: "1-3 days",
    imageAlt: "Illustration: a security camera on a blue circuit-board pattern",
  },
  {
    id: "networking-support",
    slug: "networking-support",
    title: "Networking Support",
    shortDescription:
      "Structured cabling, Wi-Fi planning and troubleshooting for offices, clinics and campuses that need a network they can trust.",
    description:
      "Slow Wi-Fi in the back rooms, dropped video calls and mysterious outages usually have a clear cause. We map your network, measure signal strength room by room and fix the weak points, from tangled cabling to overloaded routers. For new premises we plan, cable and certify the whole network before you move in.",
    icon: "network",
    features: [
      "Wi-Fi site survey and coverage heat map",
      "Structured Cat6 cabling with tested and labelled points",
      "LAN, VLAN and VPN configuration",
      "Troubleshooting of slow or intermittent connections",
      "Network documentation and rack organisation",
      "Bandwidth monitoring and usage reports",
    ],
    technologies: ["Cat6 and fibre cabling", "Ekahau", "Wireshark", "PRTG Network Monitor", "WireGuard"],
    price: "Starting from ₹2,000/setup",
    duration: "2-5 days",
    imageAlt: "Illustration: connected network nodes on a blue circuit-board pattern",
  },
  {
    id: "security-systems",
    slug: "security-systems",
    title: "Security Systems",
    shortDescription:
      "Access control, intrusion alarms, video door phones and endpoint protection, planned together as one system.",
    description:
      "Physical and digital security work best together. We install biometric and card access for doors, intrusion alarms that alert your phone, and video door phones, and we protect the computers behind them with managed antivirus and firewall rules. You decide who holds which keys and codes; we document everything and hand it over.",
    icon: "shield",
    features: [
      "Biometric and RFID access control with attendance reports",
      "Intrusion and fire alarm panels with mobile alerts",
      "Video door phones for homes and apartments",
      "Managed antivirus and endpoint protection",
      "Firewall policies and security audits for small offices",
      "Staff training on passwords and phishing",
    ],
    technologies: ["ZKTeco", "eSSL", "Honeywell", "Sophos Endpoint", "Bitdefender GravityZone"],
    price: "Starting from ₹5,000/installation",
    duration: "2-5 days",
    imageAlt: "Illustration: a shield on a blue circuit-board pattern",
  },
  {
    id: "smart-systems",
    slug: "smart-systems",
    title: "Smart Systems",
    shortDescription:
      "Smart lighting, climate, curtains and voice control for homes, offices and classrooms, set up room by room.",
    description:
      "Automation should make daily life easier, not add another app to worry about. We design smart-home and smart-office setups room by room: lights and fans on schedules, air conditioners that switch off in empty rooms, and scenes you can run from a switch, your phone or your voice. Devices run on your own network and we keep local control available when the internet is down.",
    icon: "home-smart",
    features: [
      "Smart lighting, fan and air-conditioner control",
      "Scenes and schedules for homes, meeting rooms and classrooms",
      "Voice control with Alexa or Google Assistant",
      "Energy monitoring to cut electricity bills",
      "Local control that keeps working during internet outages",
    ],
    technologies: ["Home Assistant", "Zigbee", "Matter", "Wipro and Philips smart devices", "Amazon Alexa"],
    price: "Starting from ₹3,000/room",
    duration: "1-3 days",
    imageAlt: "Illustration: a house with a Wi-Fi signal on a blue circuit-board pattern",
  },
  {
    id: "software-development",
    slug: "software-development",
    title: "Software Development",
    shortDescription:
      "Custom web applications, business tools and integrations built around the way your team actually works.",
    description:
      "Spreadsheets and paper registers only go so far. We build web and mobile software for billing, inventory, appointments, admissions and field work, starting with a short discovery workshop so the first release solves the problem that costs you most. You own the source code, and every project ships with documentation and a support period.",
    icon: "code",
    features: [
      "Discovery workshop and a fixed-scope proposal",
      "Responsive web applications and customer portals",
      "Android and iOS apps from a single codebase",
      "Integrations with Tally, payment gateways and WhatsApp Business",
      "Automated testing and code review on every release",
      "Full source code ownership and documentation",
      "Three months of free post-launch support",
    ],
    technologies: ["TypeScript", "React", "Node.js", "PostgreSQL", "React Native", "Python"],
    price: "Starting from ₹50,000/project",
    duration: "4-12 weeks",
    imageAlt: "Illustration: code brackets on a blue circuit-board pattern",
  },
  {
    id: "cloud-networking",
    slug: "cloud-networking",
    title: "Cloud Networking",
    shortDescription:
      "Cloud servers, secure connections between branches and managed backups, with costs you can predict.",
    description:
      "We move email, files and business applications to the cloud, connect your branches and remote staff through secure VPNs, and keep it all monitored. Data can be hosted in Indian cloud regions when your customers or regulators expect it. A monthly report shows uptime, backups and spending, so there are no surprises on the bill.",
    icon: "cloud",
    features: [
      "Migration of email, files and applications to the cloud",
      "Site-to-site and remote-worker VPNs",
      "Hosting in Mumbai and Hyderabad cloud regions on request",
      "Daily backups with tested restores",
      "24x7 monitoring with alerting",
      "Monthly cost and usage review",
    ],
    technologies: [
      "Amazon Web Services",
      "Microsoft Azure",
      "Google Workspace",
      "Microsoft 365",
      "Terraform",
      "Cloudflare",
    ],
    price: "Starting from ₹15,000/month",
    duration: "Monthly",
    imageAlt: "Illustration: a cloud on a blue circuit-board pattern",
  },
  {
    id: "saas-development",
    slug: "saas-development",
    title: "SaaS Development",
    shortDescription:
      "Multi-tenant software products, from first prototype to a paid launch, for founders and established businesses.",
    description:
      "For Technopark start-ups and businesses turning an in-house tool into a product, we design, build and launch software-as-a-service platforms: tenant isolation, subscription billing in rupees and other currencies, role-based access and an admin console. We plan for scale from day one, yet keep the first release small enough to reach paying customers quickly.",
    icon: "layers",
    features: [
      "Product discovery and clickable prototype",
      "Multi-tenant architecture with data isolation",
      "Subscription billing with Razorpay or Stripe",
      "Role-based access, audit logs and single sign-on",
      "Admin console and usage analytics",
      "Cloud infrastructure as code with automated deployments",
      "Post-launch support and a product roadmap",
    ],
    technologies: ["React", "Node.js", "PostgreSQL", "Docker", "Kubernetes", "Razorpay", "AWS"],
    price: "Starting from ₹2,00,000/project",
    duration: "8-16 weeks",
    imageAlt: "Illustration: stacked layers on a blue circuit-board pattern",
  },
];

export const { headerServiceIds, headerServices, getService, relatedServices } = serviceCatalogue(services);

// The leadership team on /about (avatars are drawn from initials; no stock photos).
import type { TeamMember } from "./schema";

export const team: TeamMember[] = [
  {
    name: "Anand Krishnan",
    position: "Founder & CEO",
    bio: "Anand spent a decade running IT for companies in Technopark before founding Anantha IT to give homes and small businesses the same level of care. He still takes support calls every week.",
    initials: "AK",
  },
  {
    name: "Meera Suresh",
    position: "Technical Lead",
    bio: "Meera leads software and SaaS development, from discovery workshops to production releases. She has built booking, billing and e-commerce systems used across Kerala.",
    initials: "MS",
  },
  {
    name: "Vishnu Prasad",
    position: "Head of Support",
    bio: "Vishnu runs the 24x7 support desk and the field engineering team. His checklists for preventive maintenance keep hundreds of PCs, networks and CCTV systems running.",
    initials: "VP",
  },
  {
    name: "Fathima Rasheed",
    position: "Cloud & Security Lead",
    bio: "Fathima designs the cloud migrations and security programmes for our clients, with a focus on keeping data private and in India. She holds AWS and security certifications.",
    initials: "FR",
  },
];

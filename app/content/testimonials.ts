// Customer testimonials shown in the home carousel, on /portfolio and on /testimonials.
import type { Testimonial } from "./schema";

export const testimonials: Testimonial[] = [
  {
    id: "arun-menon-vanchinad-mart",
    name: "Arun Menon",
    position: "Managing Partner",
    company: "Vanchinad Mart",
    rating: 5,
    content:
      "Our online store went from an idea to 150% more online sales in its first year. Anantha IT understood how a Trivandrum grocery business runs, from festival rushes to cash on delivery, and they still answer the phone when we need them.",
    project: "E-commerce Platform",
    date: "2025-03-18",
  },
  {
    id: "dr-lakshmi-nair-lotus-clinic",
    name: "Dr. Lakshmi Nair",
    position: "Medical Director",
    company: "Lotus Family Clinic",
    rating: 5,
    content:
      "Patients now book and get reminders on their phones, and our reception desk finally has time for the people standing in front of it. The team was careful with patient data at every step and explained each decision in plain language.",
    project: "Clinic Appointment App",
    date: "2025-12-02",
  },
  {
    id: "fr-joseph-thomas-green-valley-school",
    name: "Fr. Joseph Thomas",
    position: "Principal",
    company: "Green Valley Public School, Sreekaryam",
    rating: 5,
    content:
      "They cabled our new block, set up Wi-Fi in every classroom and installed CCTV at the gates during the summer break, exactly on schedule. When the monsoon knocked out a switch, an engineer was on campus the same morning.",
    project: "Campus Network and CCTV",
    date: "2026-07-10",
  },
  {
    id: "sreedevi-pillai-home-user",
    name: "Sreedevi Pillai",
    position: "Retired Teacher",
    company: "Home customer, Vazhuthacaud",
    rating: 4,
    content:
      "My old laptop was so slow I had given up on video calls with my grandchildren. The free diagnosis found the problem, they replaced the hard disk with an SSD and saved every photo. Booking a visit took a couple of calls, but the work itself was excellent.",
    project: "Computer Support",
    date: "2026-09-24",
  },
];

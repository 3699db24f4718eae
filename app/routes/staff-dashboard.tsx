import type { Route } from "./+types/staff-dashboard";
import { staffCopy } from "~/content/staff";

export const meta: Route.MetaFunction = () => [
  { title: staffCopy.title("Dashboard") },
  { name: "robots", content: "noindex" },
];

export default function StaffDashboard() {
  return <h1 className="text-2xl font-bold text-slate-900">{staffCopy.dashboardHeading}</h1>;
}

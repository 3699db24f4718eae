import {
  BarChart3,
  Briefcase,
  Building2,
  Calendar,
  Camera,
  Check,
  Clock,
  Cloud,
  Code2,
  Coffee,
  Eye,
  Gift,
  GraduationCap,
  Headset,
  Heart,
  HouseWifi,
  Layers,
  Lightbulb,
  Lock,
  type IconComponent,
  Mail,
  MapPin,
  Monitor,
  Network,
  Phone,
  Rocket,
  Router,
  Shield,
  Star,
  Tag,
  Users,
  Wrench,
  Zap,
} from "~/components/ui/icons";
import type { IconName } from "~/content/schema";

const icons: Record<IconName, IconComponent> = {
  headset: Headset,
  wrench: Wrench,
  monitor: Monitor,
  router: Router,
  camera: Camera,
  network: Network,
  shield: Shield,
  "home-smart": HouseWifi,
  code: Code2,
  cloud: Cloud,
  layers: Layers,
  clock: Clock,
  check: Check,
  star: Star,
  users: Users,
  rocket: Rocket,
  gift: Gift,
  tag: Tag,
  building: Building2,
  lock: Lock,
  heart: Heart,
  lightbulb: Lightbulb,
  chart: BarChart3,
  phone: Phone,
  mail: Mail,
  "map-pin": MapPin,
  calendar: Calendar,
  briefcase: Briefcase,
  graduation: GraduationCap,
  coffee: Coffee,
  zap: Zap,
  eye: Eye,
};

/** A decorative icon named in the content model (hidden from assistive technology). */
export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" className={className} width={24} height={24} />;
}

/** An icon on a tinted tile, as used at the top of cards. */
export function IconTile({ name, tone = "brand" }: { name: IconName; tone?: "brand" | "accent" }) {
  const tones = { brand: "bg-brand-50 text-brand-700", accent: "bg-teal-50 text-accent-700" };
  return (
    <span className={`inline-flex size-12 items-center justify-center rounded-xl ${tones[tone]}`}>
      <Icon name={name} />
    </span>
  );
}

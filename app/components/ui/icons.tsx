// Every icon the site shows, drawn from one cached SVG sprite (app/assets/icon-sprite.svg, made from
// lucide's drawings by `npm run icons`) with <use href>, instead of an inline copy of each drawing in
// every page and a JavaScript module per icon (docs/decisions/012-performance-budgets.md).
// The components are drop-ins for lucide-react's: same names, same default size and stroke.
// This list names every icon of the sprite (`npm run icons` reads it). Code the browser fetches on demand
// (the chat panel, the staff console's previews) makes the icons it alone draws with spriteIcon, where
// it is: imported from here, they would sit in every page's first load, as this module does.
import type { SVGProps } from "react";
import spriteHref from "~/assets/icon-sprite.svg?url";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "ref">;

/** A component that draws one icon of the sprite. */
export type IconComponent = (props: IconProps) => React.JSX.Element;

/** The component that draws the sprite's symbol `id` (one of the ids listed below). */
export function spriteIcon(id: string): IconComponent {
  // biome-ignore lint/correctness/noComponentHookFactories: each icon component is made once, when this module loads, never during a render.
  function SpriteIcon({ width = 24, height = 24, strokeWidth = 2, ...props }: IconProps) {
    return (
      // The symbol carries the drawing's box, stroke colour and line ends (generate-icon-sprite.ts): on
      // every icon of a page they were a tenth of a kilobyte per ten icons. Fill and stroke width stay
      // here, where a class (a filled star) or a prop (a bolder check) may change them.
      <svg aria-hidden="true" width={width} height={height} fill="none" strokeWidth={strokeWidth} {...props}>
        <use href={`${spriteHref}#${id}`} />
      </svg>
    );
  }
  return SpriteIcon;
}

export const ArrowDownRight = spriteIcon("arrow-down-right");
export const ArrowLeft = spriteIcon("arrow-left");
export const ArrowRight = spriteIcon("arrow-right");
export const ArrowUpRight = spriteIcon("arrow-up-right");
export const BarChart3 = spriteIcon("bar-chart-3");
export const Bot = spriteIcon("bot");
export const Briefcase = spriteIcon("briefcase");
export const Building2 = spriteIcon("building-2");
export const Calendar = spriteIcon("calendar");
export const CalendarCheck = spriteIcon("calendar-check");
export const CalendarClock = spriteIcon("calendar-clock");
export const CalendarDays = spriteIcon("calendar-days");
export const Camera = spriteIcon("camera");
export const Check = spriteIcon("check");
export const ChevronDown = spriteIcon("chevron-down");
export const ChevronLeft = spriteIcon("chevron-left");
export const ChevronRight = spriteIcon("chevron-right");
export const Circle = spriteIcon("circle");
export const CircleAlert = spriteIcon("circle-alert");
export const CircleCheck = spriteIcon("circle-check");
export const CircleHelp = spriteIcon("circle-help");
export const CircleUser = spriteIcon("circle-user");
export const Clock = spriteIcon("clock");
export const Clock3 = spriteIcon("clock-3");
export const Cloud = spriteIcon("cloud");
export const CloudUpload = spriteIcon("cloud-upload");
export const Code = spriteIcon("code");
export const Code2 = spriteIcon("code-2");
export const Coffee = spriteIcon("coffee");
export const DatabaseBackup = spriteIcon("database-backup");
export const ExternalLink = spriteIcon("external-link");
export const Eye = spriteIcon("eye");
export const EyeOff = spriteIcon("eye-off");
export const FileCheck = spriteIcon("file-check");
export const FolderSearch = spriteIcon("folder-search");
export const Gauge = spriteIcon("gauge");
export const Gift = spriteIcon("gift");
export const Globe = spriteIcon("globe");
export const GraduationCap = spriteIcon("graduation-cap");
export const Hand = spriteIcon("hand");
export const HardDrive = spriteIcon("hard-drive");
export const Headset = spriteIcon("headset");
export const Heart = spriteIcon("heart");
export const HouseWifi = spriteIcon("house-wifi");
export const IndianRupee = spriteIcon("indian-rupee");
export const Info = spriteIcon("info");
export const Laptop = spriteIcon("laptop");
export const Layers = spriteIcon("layers");
export const Lightbulb = spriteIcon("lightbulb");
export const Link2 = spriteIcon("link-2");
export const LoaderCircle = spriteIcon("loader-circle");
export const Lock = spriteIcon("lock");
export const LockKeyhole = spriteIcon("lock-keyhole");
export const LogOut = spriteIcon("log-out");
export const Mail = spriteIcon("mail");
export const MailCheck = spriteIcon("mail-check");
export const MapPin = spriteIcon("map-pin");
export const Menu = spriteIcon("menu");
export const MessageCircle = spriteIcon("message-circle");
export const MessageSquareText = spriteIcon("message-square-text");
export const Minus = spriteIcon("minus");
export const Monitor = spriteIcon("monitor");
export const Navigation = spriteIcon("navigation");
export const Network = spriteIcon("network");
export const Palette = spriteIcon("palette");
export const Pause = spriteIcon("pause");
export const Phone = spriteIcon("phone");
export const Play = spriteIcon("play");
export const Quote = spriteIcon("quote");
export const Rocket = spriteIcon("rocket");
export const RotateCcw = spriteIcon("rotate-ccw");
export const Router = spriteIcon("router");
export const Rss = spriteIcon("rss");
export const Search = spriteIcon("search");
export const SearchX = spriteIcon("search-x");
export const SendHorizontal = spriteIcon("send-horizontal");
export const Settings2 = spriteIcon("settings-2");
export const Shield = spriteIcon("shield");
export const ShieldCheck = spriteIcon("shield-check");
export const Smartphone = spriteIcon("smartphone");
export const Star = spriteIcon("star");
export const Tablet = spriteIcon("tablet");
export const Tag = spriteIcon("tag");
export const Target = spriteIcon("target");
export const Timer = spriteIcon("timer");
export const TrendingUp = spriteIcon("trending-up");
export const TriangleAlert = spriteIcon("triangle-alert");
export const UserRound = spriteIcon("user-round");
export const Users = spriteIcon("users");
export const Wifi = spriteIcon("wifi");
export const Wrench = spriteIcon("wrench");
export const X = spriteIcon("x");
export const Zap = spriteIcon("zap");

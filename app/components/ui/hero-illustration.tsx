import type { Locale } from "~/lib/i18n/locale";

/**
 * The caption's font. A file shown by an <img> is a document of its own: it has neither the page's
 * font stack nor its faces. A Malayalam caption names the Malayalam font first; with system-ui first,
 * Chromium searched every installed font for its letters (6-7 ms each, ADR 012).
 */
const illustrationFonts: Record<Locale, string> = {
  en: "system-ui, sans-serif",
  ml: '"Noto Sans Malayalam", system-ui, sans-serif',
};

/**
 * The home hero's drawing: a monitor with a healthy-systems dashboard, linked to the things we look
 * after (security, cloud, network, CCTV). A file of its own (hero-illustration.server.tsx serves it,
 * one per language for its caption), not inline markup: it shows only on wide screens, and inline it
 * was a fifteenth of the home page's compressed HTML on every phone that never draws it.
 */
export function HeroIllustration({ caption, lang }: { caption: string; lang: Locale }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: a file shown by an <img>, whose alt names it (home-hero.tsx).
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 560 460"
      width="560"
      height="460"
      fontFamily={illustrationFonts[lang]}
    >
      <defs>
        <filter id="hero-shadow" x="-30%" y="-30%" width="160%" height="170%">
          <feDropShadow dx="0" dy="10" stdDeviation="12" floodColor="#0b1a4a" floodOpacity="0.35" />
        </filter>
        <linearGradient id="hero-screen" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f8fafc" />
          <stop offset="1" stopColor="#e0ecff" />
        </linearGradient>
      </defs>

      {/* Glow and orbit rings */}
      <circle cx="280" cy="215" r="205" fill="#ffffff" opacity="0.05" />
      <circle cx="280" cy="215" r="150" fill="#ffffff" opacity="0.06" />
      <circle cx="280" cy="215" r="190" fill="none" stroke="#ffffff" strokeOpacity="0.18" strokeDasharray="2 8" />

      {/* Links from the monitor to each device */}
      <g stroke="#99f6e4" strokeOpacity="0.7" strokeWidth="2" strokeDasharray="6 7" fill="none">
        <path d="M160 150 C120 140 110 120 100 110" />
        <path d="M400 140 C440 130 455 110 470 95" />
        <path d="M175 270 C140 300 120 320 100 338" />
        <path d="M390 265 C425 290 440 310 462 330" />
      </g>

      {/* Monitor */}
      <g filter="url(#hero-shadow)">
        <rect x="140" y="85" width="280" height="196" rx="16" fill="#ffffff" />
      </g>
      <rect x="152" y="97" width="256" height="156" rx="9" fill="url(#hero-screen)" />
      <path d="M258 281 h44 l9 38 h-62 z" fill="#cbd5e1" />
      <rect x="226" y="316" width="108" height="11" rx="5.5" fill="#e2e8f0" />

      {/* Dashboard: window dots, title, uptime ring, load bars, status rows */}
      <circle cx="166" cy="111" r="3.5" fill="#f87171" />
      <circle cx="178" cy="111" r="3.5" fill="#fbbf24" />
      <circle cx="190" cy="111" r="3.5" fill="#34d399" />
      <rect x="206" y="107" width="74" height="8" rx="4" fill="#bfdbfe" />
      <circle cx="205" cy="172" r="31" fill="none" stroke="#dbeafe" strokeWidth="10" />
      <circle
        cx="205"
        cy="172"
        r="31"
        fill="none"
        stroke="#0d9488"
        strokeWidth="10"
        strokeLinecap="round"
        strokeDasharray="185 195"
        transform="rotate(-90 205 172)"
      />
      <path
        d="M192 172 l9 9 l16 -18"
        fill="none"
        stroke="#0d9488"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <g fill="#3b82f6">
        <rect x="262" y="170" width="16" height="40" rx="4" />
        <rect x="287" y="152" width="16" height="58" rx="4" />
        <rect x="312" y="164" width="16" height="46" rx="4" />
        <rect x="337" y="138" width="16" height="72" rx="4" fill="#1d4ed8" />
        <rect x="362" y="148" width="16" height="62" rx="4" />
      </g>
      <rect x="258" y="212" width="124" height="2" fill="#cbd5e1" />
      <circle cx="170" cy="229" r="4" fill="#10b981" />
      <rect x="180" y="226" width="86" height="6" rx="3" fill="#cbd5e1" />
      <circle cx="170" cy="243" r="4" fill="#10b981" />
      <rect x="180" y="240" width="62" height="6" rx="3" fill="#cbd5e1" />
      <rect x="300" y="226" width="96" height="20" rx="10" fill="#ccfbf1" />
      <rect x="312" y="233" width="72" height="6" rx="3" fill="#14b8a6" />

      {/* Security shield */}
      <g filter="url(#hero-shadow)">
        <rect x="24" y="44" width="100" height="100" rx="22" fill="#ffffff" />
      </g>
      <path d="M74 66 l24 10 v20 c0 16 -11 26 -24 32 c-13 -6 -24 -16 -24 -32 v-20 z" fill="#1d4ed8" />
      <path
        d="M63 97 l8 8 l15 -16"
        fill="none"
        stroke="#ffffff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />

      {/* Cloud */}
      <g filter="url(#hero-shadow)">
        <rect x="436" y="28" width="100" height="86" rx="22" fill="#ffffff" />
      </g>
      <g fill="#14b8a6">
        <circle cx="471" cy="76" r="13" />
        <circle cx="488" cy="64" r="17" />
        <circle cx="505" cy="76" r="13" />
        <rect x="458" y="76" width="60" height="13" rx="6.5" />
      </g>

      {/* Wi-Fi router */}
      <g filter="url(#hero-shadow)">
        <rect x="24" y="318" width="104" height="92" rx="22" fill="#ffffff" />
      </g>
      <g stroke="#1e40af" strokeWidth="4" strokeLinecap="round" fill="none">
        <path d="M56 372 l-6 -22" />
        <path d="M96 372 l6 -22" />
      </g>
      <rect x="42" y="372" width="68" height="22" rx="6" fill="#1e40af" />
      <g fill="#5eead4">
        <circle cx="56" cy="383" r="3" />
        <circle cx="67" cy="383" r="3" />
        <circle cx="78" cy="383" r="3" />
      </g>
      <g stroke="#14b8a6" strokeWidth="3.5" strokeLinecap="round" fill="none">
        <path d="M62 350 q14 -12 28 0" />
        <path d="M68 357 q8 -6 16 0" />
      </g>

      {/* CCTV camera */}
      <g filter="url(#hero-shadow)">
        <rect x="432" y="308" width="104" height="92" rx="22" fill="#ffffff" />
      </g>
      <rect x="452" y="380" width="34" height="7" rx="3.5" fill="#94a3b8" />
      <rect x="465" y="358" width="8" height="24" fill="#94a3b8" />
      <g transform="rotate(-14 484 346)">
        <rect x="456" y="333" width="58" height="26" rx="8" fill="#334155" />
        <circle cx="505" cy="346" r="9" fill="#0f172a" />
        <circle cx="505" cy="346" r="4" fill="#38bdf8" />
        <circle cx="466" cy="340" r="3" fill="#ef4444" />
      </g>

      {/* Status chip */}
      <g filter="url(#hero-shadow)">
        <rect x="176" y="352" width="208" height="40" rx="20" fill="#ffffff" />
      </g>
      <circle cx="200" cy="372" r="6" fill="#10b981" />
      <text x="214" y="377" fontSize="14" fontWeight="600" fill="#0f172a">
        {caption}
      </text>
    </svg>
  );
}

/** The /insights header illustration: a drawn dashboard of rising bars and a trend line (no stock imagery). */
export function InsightsArt({ alt }: { alt: string }) {
  const bars = [38, 52, 47, 66, 74, 92];
  return (
    <svg role="img" aria-label={alt} viewBox="0 0 420 280" width={420} height={280} className="h-auto w-full">
      <defs>
        <linearGradient id="insights-bar" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#5eead4" />
          <stop offset="1" stopColor="#14b8a6" stopOpacity="0.55" />
        </linearGradient>
      </defs>
      <rect x="0" y="0" width="420" height="280" rx="24" fill="#ffffff" fillOpacity="0.1" />
      <rect x="0.5" y="0.5" width="419" height="279" rx="23.5" fill="none" stroke="#ffffff" strokeOpacity="0.25" />
      <rect x="28" y="26" width="120" height="10" rx="5" fill="#ffffff" fillOpacity="0.7" />
      <rect x="28" y="44" width="76" height="8" rx="4" fill="#ffffff" fillOpacity="0.35" />
      <rect x="300" y="24" width="92" height="30" rx="15" fill="#ffffff" fillOpacity="0.15" />
      <path
        d="M316 44 l8 -8 l6 5 l10 -10"
        stroke="#5eead4"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="348" y="35" width="32" height="8" rx="4" fill="#ffffff" fillOpacity="0.6" />
      {[100, 150, 200].map((y) => (
        <line key={y} x1="28" x2="392" y1={y} y2={y} stroke="#ffffff" strokeOpacity="0.12" />
      ))}
      {bars.map((height, index) => {
        const x = 40 + index * 60;
        const top = 248 - height * 1.6;
        return <rect key={x} x={x} y={top} width="36" height={248 - top} rx="8" fill="url(#insights-bar)" />;
      })}
      <polyline
        points={bars.map((height, index) => `${58 + index * 60},${236 - height * 1.6}`).join(" ")}
        fill="none"
        stroke="#ffffff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {bars.map((height, index) => (
        <circle
          key={`dot-${height}`}
          cx={58 + index * 60}
          cy={236 - height * 1.6}
          r="5"
          fill="#1e40af"
          stroke="#ffffff"
          strokeWidth="3"
        />
      ))}
      <line x1="28" x2="392" y1="248" y2="248" stroke="#ffffff" strokeOpacity="0.4" />
    </svg>
  );
}

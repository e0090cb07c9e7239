/** The Orator mark: a presenter's head with a speaking mouth, drawn in SVG (no image assets). */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" className="brand-mark">
      <defs>
        <linearGradient id="brand-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4f46e5" />
          <stop offset="1" stopColor="#0ea5e9" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#brand-gradient)" />
      <circle cx="32" cy="26" r="11" fill="#fff" />
      <path d="M14 54c2-10 9-15 18-15s16 5 18 15" fill="#fff" />
      <path d="M27 29q5 4 10 0" stroke="#4f46e5" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </svg>
  );
}

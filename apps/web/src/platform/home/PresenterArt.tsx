import { useTranslation } from 'react-i18next';

/**
 * The hero illustration: a studio frame with an illustrated presenter who blinks and
 * speaks, a subtitle line and a timeline — drawn in SVG and CSS, no photos.
 */
export function PresenterArt() {
  const { t } = useTranslation();
  return (
    <div className="presenter-frame" aria-hidden="true">
      <div className="presenter-toolbar">
        <span />
        <span />
        <span />
        <em>16:9 · 1280×720</em>
      </div>
      <div className="presenter-stage">
        <svg viewBox="0 0 480 270" className="presenter-svg">
          <defs>
            <linearGradient id="stage-bg" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="#1e1b4b" />
              <stop offset="1" stopColor="#0c4a6e" />
            </linearGradient>
            <radialGradient id="stage-glow" cx="0.5" cy="0.45" r="0.6">
              <stop offset="0" stopColor="#818cf8" stopOpacity="0.55" />
              <stop offset="1" stopColor="#818cf8" stopOpacity="0" />
            </radialGradient>
          </defs>
          <rect width="480" height="270" fill="url(#stage-bg)" />
          <circle cx="240" cy="130" r="150" fill="url(#stage-glow)" />
          <g opacity="0.18" stroke="#c7d2fe">
            <line x1="40" y1="60" x2="130" y2="60" strokeWidth="6" strokeLinecap="round" />
            <line x1="40" y1="80" x2="110" y2="80" strokeWidth="6" strokeLinecap="round" />
            <line x1="40" y1="100" x2="120" y2="100" strokeWidth="6" strokeLinecap="round" />
            <rect x="345" y="48" width="96" height="64" rx="8" fill="none" strokeWidth="4" />
            <polyline points="355,100 380,78 398,92 415,70 432,100" fill="none" strokeWidth="4" />
          </g>
          {/* the presenter sits high in the frame so the subtitle line stays below the face */}
          <g transform="translate(0 -22)">
            {/* shoulders and jacket */}
            <path d="M150 300v-30c6-52 44-80 90-80s84 28 90 80v30z" fill="#312e81" />
            <path d="M212 196l28 40 28-40-10-6h-36z" fill="#f8fafc" />
            <path d="M240 236l-7 34h14z" fill="#4f46e5" />
            {/* neck and head */}
            <rect x="226" y="160" width="28" height="36" rx="12" fill="#f2c6a0" />
            <ellipse cx="240" cy="128" rx="44" ry="50" fill="#f8d3b0" />
            <path d="M194 122c-2-40 22-60 48-60 30 0 50 22 46 60-8-18-22-30-46-30-22 0-38 12-48 30z" fill="#1f2937" />
            <ellipse cx="196" cy="134" rx="6" ry="10" fill="#f2c6a0" />
            <ellipse cx="284" cy="134" rx="6" ry="10" fill="#f2c6a0" />
            {/* eyes blink by scaling the lids */}
            <g className="presenter-eyes">
              <ellipse cx="224" cy="130" rx="4.5" ry="5" fill="#111827" />
              <ellipse cx="256" cy="130" rx="4.5" ry="5" fill="#111827" />
            </g>
            <path d="M215 117q9-5 18 0M247 117q9-5 18 0" stroke="#374151" strokeWidth="2.5" fill="none" strokeLinecap="round" />
            <path d="M240 134l-3 12h6" stroke="#e0a983" strokeWidth="2" fill="none" strokeLinecap="round" />
            {/* the mouth opens and closes like a viseme loop */}
            <ellipse className="presenter-mouth" cx="240" cy="156" rx="9" ry="5" fill="#9f1239" />
            <circle cx="214" cy="146" r="6" fill="#fb7185" opacity="0.18" />
            <circle cx="266" cy="146" r="6" fill="#fb7185" opacity="0.18" />
          </g>
        </svg>
        <div className="presenter-subtitle">{t('home.avatarCaption')}</div>
        <div className="presenter-live">
          <i /> REC
        </div>
      </div>
      <div className="presenter-timeline">
        <div className="track">
          <span className="clip clip-avatar" style={{ width: '58%' }} />
          <span className="clip clip-avatar-2" style={{ width: '30%' }} />
        </div>
        <div className="track">
          <span className="clip clip-voice" style={{ width: '26%' }} />
          <span className="clip clip-voice" style={{ width: '36%' }} />
          <span className="clip clip-voice" style={{ width: '22%' }} />
        </div>
        <div className="track">
          <span className="clip clip-sub" style={{ width: '88%' }} />
        </div>
        <div className="playhead" />
      </div>
    </div>
  );
}

/**
 * Small SVG and CSS charts for the records analysis (no chart library in the web app; these are
 * enough for counts). Each bar carries its value in a title for the pointer and in data attributes
 * for tests.
 */
export interface Bar {
  label: string;
  value: number;
}

const CHART_WIDTH = 600;
const CHART_HEIGHT = 200;
const LABEL_SPACE = 34;
const VALUE_SPACE = 16;

/** Vertical bars over a shared baseline, labels underneath (every nth label when crowded). */
export function ColumnChart({ bars, testId, colour = '#4f46e5' }: { bars: Bar[]; testId: string; colour?: string }) {
  const width = CHART_WIDTH;
  // A few bars stay bar-sized, centred; many share the width.
  const slot = width / Math.max(8, bars.length);
  const left = (width - slot * bars.length) / 2;
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const plot = CHART_HEIGHT - LABEL_SPACE - VALUE_SPACE;
  const labelEvery = Math.ceil(bars.length / 8);
  return (
    <svg className="ak-chart" viewBox={`0 0 ${width} ${CHART_HEIGHT}`} role="img" data-testid={testId}>
      <line x1={0} x2={width} y1={VALUE_SPACE + plot} y2={VALUE_SPACE + plot} stroke="#cbd5e1" />
      {bars.map((bar, i) => {
        const height = (bar.value / max) * plot;
        const x = left + i * slot + slot * 0.15;
        const y = VALUE_SPACE + plot - height;
        return (
          <g key={bar.label} data-testid={`${testId}-bar`} data-label={bar.label} data-value={bar.value}>
            <title>{`${bar.label}: ${bar.value}`}</title>
            <rect x={x} y={y} width={slot * 0.7} height={Math.max(height, bar.value > 0 ? 1 : 0)} rx={3} fill={colour} />
            {bar.value > 0 && slot >= 14 && (
              <text x={x + slot * 0.35} y={y - 4} textAnchor="middle" className="ak-chart-value">
                {bar.value}
              </text>
            )}
            {i % labelEvery === 0 && (
              <text x={x + slot * 0.35} y={CHART_HEIGHT - 14} textAnchor="middle" className="ak-chart-label">
                {bar.label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/** Horizontal bars, one row per item (questions, sources), longest first as given. */
export function BarList({ bars, testId, colour = '#4f46e5' }: { bars: Bar[]; testId: string; colour?: string }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <ol className="ak-bar-list" data-testid={testId}>
      {bars.map((bar) => (
        <li key={bar.label} data-testid={`${testId}-row`} data-value={bar.value} title={`${bar.label}: ${bar.value}`}>
          <span className="ak-bar-list-label">{bar.label}</span>
          <span className="ak-bar-list-track">
            <span className="ak-bar-list-fill" style={{ width: `${(bar.value / max) * 100}%`, background: colour }} />
          </span>
          <span className="ak-bar-list-value">{bar.value}</span>
        </li>
      ))}
    </ol>
  );
}

import type { RobotReportRecord } from '@orator/shared';
import { useTranslation } from 'react-i18next';

const WIDTH = 600;
const HEIGHT = 160;
const PAD = 24;

/** The battery of the given reports (oldest left) as a line, with the charge thresholds as dashed lines. */
export function BatteryChart({ reports, low, working }: { reports: RobotReportRecord[]; low?: number; working?: number }) {
  const { t } = useTranslation('aiask');
  const ordered = [...reports].reverse();
  const x = (i: number) => PAD + (ordered.length <= 1 ? 0 : (i * (WIDTH - 2 * PAD)) / (ordered.length - 1));
  const y = (battery: number) => HEIGHT - PAD - (battery / 100) * (HEIGHT - 2 * PAD);
  const line = ordered.map((r, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(r.battery).toFixed(1)}`).join(' ');
  const threshold = (value: number | undefined, color: string) =>
    value === undefined ? null : <line x1={PAD} x2={WIDTH - PAD} y1={y(value)} y2={y(value)} stroke={color} strokeDasharray="4 4" />;
  return (
    <svg
      className="rb-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={t('robot.chargeData.chart')}
      data-testid="battery-chart"
      data-points={ordered.length}
      data-charging-points={ordered.filter((r) => r.mode === 'charging').length}
    >
      <text x={PAD} y={14} fontSize={11} fill="#667">
        {t('robot.chargeData.chart')}
      </text>
      {[0, 50, 100].map((v) => (
        <text key={v} x={2} y={y(v) + 4} fontSize={10} fill="#99a">
          {v}
        </text>
      ))}
      {threshold(low, '#e8833a')}
      {threshold(working, '#3aa76d')}
      {ordered.length > 0 && <path d={line} fill="none" stroke="#1677ff" strokeWidth={2} />}
      {ordered.map((r, i) => (
        <circle key={r.id} cx={x(i)} cy={y(r.battery)} r={2.5} fill={r.mode === 'charging' ? '#3aa76d' : '#1677ff'} />
      ))}
    </svg>
  );
}

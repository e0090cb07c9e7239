import type { RobotMode } from '@orator/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<RobotMode, string> = {
  idle: 'default',
  running: 'processing',
  paused: 'warning',
  toCharge: 'orange',
  charging: 'green',
};

/** A robot's state as a coloured tag (`data-mode` for tests). */
export function ModeTag({ mode, testId }: { mode: RobotMode; testId?: string }) {
  const { t } = useTranslation('aiask');
  return (
    <Tag color={COLORS[mode]} data-mode={mode} data-testid={testId}>
      {t(`robot.modes.${mode}`)}
    </Tag>
  );
}

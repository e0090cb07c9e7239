import type { Robot } from '@orator/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { robotApi } from './robotApi.ts';

/** Robots offered by the picker (the newest 100: a page of the list is enough to choose from). */
const PICKER_SIZE = 100;

/** The robot a per-robot page shows: `?robot=`, else the newest one (written back to the address). */
export function useChosenRobot(): { robot: Robot | null; robots: Robot[]; loading: boolean; choose: (id: string) => void } {
  const [params, setParams] = useSearchParams();
  const list = useQuery({ queryKey: ['robot', 'robots', 'picker'], queryFn: () => robotApi.page({ page: 1, size: PICKER_SIZE }) });
  const robots = list.data?.items ?? [];
  const wanted = params.get('robot');
  const robot = robots.find((r) => r.id === wanted) ?? (wanted ? null : (robots[0] ?? null));
  const choose = (id: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('robot', id);
        return next;
      },
      { replace: true },
    );
  useEffect(() => {
    if (!wanted && robots[0]) choose(robots[0].id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the list arrives without a choice
  }, [wanted, robots[0]?.id]);
  return { robot, robots, loading: list.isPending, choose };
}

export function RobotPicker({ chosen }: { chosen: ReturnType<typeof useChosenRobot> }) {
  const { t } = useTranslation('aiask');
  if (!chosen.loading && chosen.robots.length === 0)
    return <Alert type="info" showIcon message={t('robot.picker.none')} data-testid="robot-picker-none" />;
  return (
    <div className="rb-picker">
      <span>{t('robot.picker.label')}</span>
      <Select
        data-testid="robot-picker"
        style={{ minWidth: 240 }}
        loading={chosen.loading}
        value={chosen.robot?.id}
        onChange={chosen.choose}
        options={chosen.robots.map((r) => ({ value: r.id, label: `${r.name} (${r.id})` }))}
      />
    </div>
  );
}

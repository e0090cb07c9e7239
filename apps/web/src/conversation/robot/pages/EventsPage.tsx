import type { RobotEventGroup } from '@orator/shared';
import { useTranslation } from 'react-i18next';
import { RobotPicker, useChosenRobot } from '../RobotPicker.tsx';
import { EventsTable } from './EventsTable.tsx';

/** navigationData and defaultData: one robot's task or default-state history. */
function EventsPage({ group, titleKey }: { group: RobotEventGroup; titleKey: 'navigationData' | 'defaultData' }) {
  const { t } = useTranslation('aiask');
  const chosen = useChosenRobot();
  return (
    <div className="ak-page" data-testid={`robot-${titleKey}`}>
      <div className="ak-head">
        <div>
          <h1>{t(`robot.${titleKey}.title`)}</h1>
          <p>{t(`robot.${titleKey}.intro`)}</p>
        </div>
      </div>
      <RobotPicker chosen={chosen} />
      {chosen.robot && <EventsTable key={chosen.robot.id} robotId={chosen.robot.id} group={group} />}
    </div>
  );
}

export function NavigationDataPage() {
  return <EventsPage group="navigation" titleKey="navigationData" />;
}

export function DefaultDataPage() {
  return <EventsPage group="default" titleKey="defaultData" />;
}

import { CaretRightOutlined, PauseOutlined } from '@ant-design/icons';
import type { Robot, RobotCommand } from '@orator/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, InputNumber, Select, Space, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModeTag } from '../pages/ModeTag.tsx';
import { robotApi } from '../robotApi.ts';
import type { useSimulator } from './useSimulator.ts';

type Sim = ReturnType<typeof useSimulator>;
const SPEEDS = [1, 2, 5, 10, 20];

/** Run / halt, speed, the battery to start from, voice, and starting a task (the owner's control call). */
export function SimControls({
  robot,
  sim,
  canRun,
  speed,
  onSpeed,
  voice,
  onVoice,
}: {
  robot: Robot;
  sim: Sim;
  canRun: boolean;
  speed: number;
  onSpeed: (speed: number) => void;
  voice: boolean;
  onVoice: (on: boolean) => void;
}) {
  const { t } = useTranslation('aiask');
  const queryClient = useQueryClient();
  const [battery, setBattery] = useState<number | null>(Math.floor(sim.body.battery));
  const [taskId, setTaskId] = useState<string | undefined>();
  const [words, setWords] = useState('');
  const tasks = useQuery({ queryKey: ['robot', 'tasks', 'picker'], queryFn: () => robotApi.taskPage({ page: 1, size: 100 }) });
  const start = async () => {
    if (!taskId) return;
    try {
      await robotApi.control({ id: robot.id, action: 'start', taskId });
      await queryClient.invalidateQueries({ queryKey: ['robot', 'robot', robot.id] });
    } catch {
      // shown by the HTTP client
    }
  };
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      {sim.running ? (
        <Button icon={<PauseOutlined />} onClick={sim.halt} data-testid="sim-halt">
          {t('robot.sim.halt')}
        </Button>
      ) : (
        <Button type="primary" icon={<CaretRightOutlined />} disabled={!canRun} onClick={sim.run} data-testid="sim-run">
          {t('robot.sim.run')}
        </Button>
      )}
      <span>{t('robot.sim.speed')}</span>
      <Select
        value={speed}
        onChange={onSpeed}
        options={SPEEDS.map((s) => ({ value: s, label: `×${s}` }))}
        style={{ width: 80 }}
        data-testid="sim-speed"
      />
      <span>{t('robot.sim.initialBattery')}</span>
      <InputNumber
        min={0}
        max={100}
        precision={0}
        value={battery}
        onChange={setBattery}
        style={{ width: 80 }}
        data-testid="sim-battery-input"
      />
      <Button disabled={battery === null} onClick={() => battery !== null && sim.setBattery(battery)} data-testid="sim-battery-set">
        {t('robot.sim.setBattery')}
      </Button>
      <span>{t('robot.sim.voice')}</span>
      <Switch checked={voice} onChange={onVoice} data-testid="sim-voice" />
      <Select
        value={taskId}
        onChange={setTaskId}
        placeholder={t('robot.start.taskRequired')}
        style={{ minWidth: 180 }}
        loading={tasks.isPending}
        options={(tasks.data?.items ?? []).map((task) => ({ value: task.id, label: task.name }))}
        data-testid="sim-task"
      />
      <Button disabled={!taskId} onClick={() => void start()} data-testid="sim-start-task">
        {t('robot.sim.startTask')}
      </Button>
      <Input.Search
        value={words}
        onChange={(event) => setWords(event.target.value)}
        onSearch={(text) => {
          if (!text.trim()) return;
          sim.hear(text.trim());
          setWords('');
        }}
        enterButton={t('robot.sim.say')}
        placeholder={t('robot.sim.sayPlaceholder')}
        title={t('robot.sim.sayHint')}
        disabled={!sim.running}
        style={{ width: 300 }}
        data-testid="sim-say"
      />
    </Space>
  );
}

function useCommandText() {
  const { t } = useTranslation('aiask');
  return (command: RobotCommand) =>
    command.type === 'goto'
      ? t('robot.sim.commands.goto', { point: command.point })
      : command.type === 'speak'
        ? t('robot.sim.commands.speak', { text: command.text })
        : t(`robot.sim.commands.${command.type}`);
}

/** What the robot is: the rules' state, battery, where it is, what it says, and a log of what it was told. */
export function SimStatus({ sim }: { sim: Sim }) {
  const { t } = useTranslation('aiask');
  const commandText = useCommandText();
  const { body, answer } = sim;
  return (
    <div data-testid="sim-status" data-voiced={sim.voiced}>
      <dl className="rb-sim-status">
        <dt>{t('robot.sim.state')}</dt>
        <dd data-testid="sim-state" data-mode={answer?.mode ?? ''}>
          {answer ? <ModeTag mode={answer.mode} /> : t('robot.sim.offline')}
        </dd>
        <dt>{t('robot.sim.battery')}</dt>
        <dd data-testid="sim-battery" data-battery={Math.floor(body.battery)}>
          {Math.floor(body.battery)}%{body.charging ? ` (${t('robot.sim.charging')})` : ''}
        </dd>
        <dt>{t('robot.sim.position')}</dt>
        <dd data-testid="sim-position">
          {body.position ?? (body.walkingTo ? t('robot.list.heading', { point: body.walkingTo }) : t('robot.sim.between'))}
        </dd>
        {body.speaking && (
          <>
            <dt>{t('robot.sim.speaking')}</dt>
            <dd data-testid="sim-speaking">{body.speaking.text}</dd>
          </>
        )}
      </dl>
      <h4>{t('robot.sim.log')}</h4>
      <div className="rb-sim-log" data-testid="sim-log">
        {sim.log.map((entry) => (
          <div key={entry.id} data-testid="sim-log-entry" data-mode={entry.mode}>
            [{t(`robot.modes.${entry.mode}`)} {entry.battery}%] {entry.commands.map(commandText).join(' · ')}
          </div>
        ))}
      </div>
    </div>
  );
}

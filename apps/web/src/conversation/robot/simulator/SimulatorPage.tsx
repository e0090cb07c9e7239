import { ArrowLeftOutlined } from '@ant-design/icons';
import type { Robot } from '@orator/shared';
import { avatarCatalog } from '@orator/scene';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AvatarStage } from '../../room/AvatarStage.tsx';
import { ROBOT_ROUTES } from '../paths.ts';
import { robotApi } from '../robotApi.ts';
import { spotOf } from './layout.ts';
import { SimControls, SimStatus } from './SimPanels.tsx';
import { SimMap } from './SimMap.tsx';
import { rememberedToken, rememberToken } from './tokenStore.ts';
import { useSimulator } from './useSimulator.ts';
import { useConfirmDelete } from '../../ui/useConfirmDelete.ts';

/** /aiask/robot/simulator?id=: the browser acting as the robot through the device API. */
export default function SimulatorPage() {
  const { t } = useTranslation('aiask');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const robot = useQuery({ queryKey: ['robot', 'robot', id], queryFn: () => robotApi.get(id), enabled: !!id, refetchInterval: 2000 });
  const charge = useQuery({ queryKey: ['robot', 'charge', id], queryFn: () => robotApi.charge(id), enabled: !!id });
  if (robot.isError || charge.isError)
    return (
      <div className="ak-page">
        <Alert type="warning" showIcon message={t('common.notFound')} data-testid="robot-simulator-missing" />
      </div>
    );
  if (!robot.data || charge.data === undefined) return <div className="ak-page" data-testid="robot-simulator-loading" />;
  return <Simulator key={robot.data.id} robot={robot.data} chargingPoint={charge.data?.chargingPoint ?? null} />;
}

function Simulator({ robot, chargingPoint }: { robot: Robot; chargingPoint: string | null }) {
  const { t } = useTranslation('aiask');
  const navigate = useNavigate();
  const confirm = useConfirmDelete();
  const [token, setToken] = useState<string | null>(() => rememberedToken(robot.id));
  const [typed, setTyped] = useState('');
  const [speed, setSpeed] = useState(1);
  const [voice, setVoice] = useState(true);
  const place = (point: string) => spotOf(point, chargingPoint);
  const startAt = robot.position ?? chargingPoint;
  const sim = useSimulator({
    token,
    start: { at: startAt ? place(startAt) : { x: 300, y: 180 }, battery: robot.battery, position: startAt },
    place,
    speed,
    voice,
  });
  const task = useQuery({
    queryKey: ['robot', 'task', robot.taskId],
    queryFn: () => robotApi.task(robot.taskId ?? ''),
    enabled: !!robot.taskId,
  });
  const applyToken = (value: string) => {
    rememberToken(robot.id, value);
    setToken(value);
  };
  const regenerate = () =>
    confirm({
      title: t('robot.token.regenerateConfirm', { name: robot.name }),
      content: t('robot.token.regenerateHint'),
      onOk: async () => applyToken((await robotApi.regenerateToken(robot.id)).apiToken),
    });
  const avatarId = avatarCatalog()[0]?.id;

  return (
    <div className="ak-page" data-testid="robot-simulator">
      <div className="ak-head">
        <div>
          <h1>{t('robot.sim.title', { name: robot.name })}</h1>
          <p>{t('robot.sim.intro')}</p>
        </div>
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(ROBOT_ROUTES.list)}>
          {t('robot.sim.back')}
        </Button>
      </div>
      {(!token || sim.refused) && (
        <Card size="small" style={{ marginBottom: 16 }}>
          {sim.refused && (
            <Alert type="error" showIcon message={t('robot.sim.badToken')} style={{ marginBottom: 8 }} data-testid="sim-token-refused" />
          )}
          <p className="ak-muted">{t('robot.sim.tokenHint')}</p>
          <Space wrap>
            <Input.Password
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              placeholder={t('robot.sim.tokenLabel')}
              style={{ width: 320 }}
              data-testid="sim-token"
            />
            <Button disabled={!typed.trim()} onClick={() => applyToken(typed.trim())} data-testid="sim-token-use">
              {t('robot.sim.applyToken')}
            </Button>
            <Button onClick={regenerate} data-testid="sim-token-new">
              {t('robot.sim.newToken')}
            </Button>
          </Space>
        </Card>
      )}
      <SimControls
        robot={robot}
        sim={sim}
        canRun={!!token && !sim.refused}
        speed={speed}
        onSpeed={setSpeed}
        voice={voice}
        onVoice={setVoice}
      />
      <div className="rb-sim">
        <SimMap
          body={sim.body}
          path={task.data?.points.map((p) => p.point) ?? []}
          chargingPoint={chargingPoint}
          place={place}
          mapName={task.data?.map ?? ''}
        />
        <div className="rb-sim-panel">
          {avatarId && (
            <div className="rb-sim-avatar">
              <AvatarStage avatarId={avatarId} audio={sim.audio} width={260} height={200} />
            </div>
          )}
          <SimStatus sim={sim} />
        </div>
      </div>
    </div>
  );
}

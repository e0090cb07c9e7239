import { messageFor } from '@orator/shared';
import {
  DEFAULT_LINE_AUDIENCE,
  LINE_AUDIENCES,
  LINE_STYLES,
  normaliseLiveName,
  type LineAudience,
  type LineStyle,
  type LiveDecoration,
  type LiveRoom,
  type LiveScene,
} from '@orator/shared/live';
import { avatarCatalog } from '@orator/scene';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Input, Modal, Popconfirm, Select, Slider, Space, Tabs, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLanguageStore } from '../lib/i18n/index.ts';
import { toast } from '../lib/ui/notify.ts';
import { LIVE_NAMESPACE } from './i18n/register.ts';
import { INTERACTION_NAMESPACE } from './interaction/i18n.ts';
import { InteractionTab, SimulatorPanel } from './interaction/InteractionTabs.tsx';
import { liveApi } from './liveApi.ts';
import { GoLivePanel } from './GoLivePanel.tsx';
import { RoomPreview } from './RoomPreview.tsx';
import { roomScene } from './roomScene.ts';
import './live.css';
import { useWritingLabels } from '../lib/i18n/writing/register.ts';

const DEFAULT_AVATAR = 'sys-0003';
const working = (room: LiveRoom | undefined) =>
  room?.productList.some((p) =>
    p.sceneList.some((s) => s.lineGroups.some((g) => g.linesList.some((l) => l.cmpStatus === 'synthesizing'))),
  ) ?? false;

/** The room editor (spec §2): lines, decorate room, scene and global interaction, and the event simulator. */
export default function LiveRoomPage() {
  const { t } = useTranslation(LIVE_NAMESPACE);
  const { t: ti } = useTranslation(INTERACTION_NAMESPACE);
  const language = useLanguageStore((s) => s.language);
  const { id = '' } = useParams();
  const [polling, setPolling] = useState(false);
  const room = useQuery({
    queryKey: ['live', 'room', id],
    queryFn: () => liveApi.room(id),
    refetchInterval: (query) => (polling || working(query.state.data) ? 1000 : false),
  });
  useEffect(() => {
    if (polling && room.data && !working(room.data)) {
      const pending = room.data.productList.some((p) =>
        p.sceneList.some((s) => s.lineGroups.some((g) => g.linesList.some((l) => l.cmpStatus === 'preparing'))),
      );
      if (!pending) setPolling(false);
    }
  }, [polling, room.data]);

  if (!room.data) return <div className="live-page">{room.isError ? messageFor('notFound', language) : null}</div>;
  return (
    <div className="live-page">
      <h1 data-testid="live-room-title">{room.data.name}</h1>
      <GoLivePanel roomId={room.data.id} />
      <Tabs
        items={[
          { key: 'lines', label: t('tabs.lines'), children: <LinesTab room={room.data} onSynthesising={() => setPolling(true)} /> },
          { key: 'decorate', label: t('tabs.decorate'), children: <DecorateTab room={room.data} /> },
          { key: 'sceneInteraction', label: ti('tabs.scene'), children: <InteractionTab room={room.data} scoped /> },
          { key: 'globalInteraction', label: ti('tabs.global'), children: <InteractionTab room={room.data} scoped={false} /> },
          { key: 'simulator', label: ti('tabs.simulator'), children: <SimulatorPanel room={room.data} /> },
        ]}
      />
    </div>
  );
}

function DecorateTab({ room }: { room: LiveRoom }) {
  const { t } = useTranslation(LIVE_NAMESPACE);
  const queryClient = useQueryClient();
  const [decoration, setDecoration] = useState<LiveDecoration>(room.decoration);
  const [avatarId, setAvatarId] = useState(room.avatarId ?? DEFAULT_AVATAR);
  const [stickers, setStickers] = useState(room.decoration.stickers.map((s) => s.text).join('\n'));
  const avatars = useMemo(() => avatarCatalog().slice(0, 40), []);
  const stickerList = stickers
    .split('\n')
    .map((text) => text.trim())
    .filter(Boolean)
    .slice(0, 10)
    .map((text, index) => ({ text: text.slice(0, 40), x: 0.75, y: 0.1 + index * 0.08 }));
  const current = { ...decoration, stickers: stickerList };
  const scene = roomScene({
    ratio: room.ratio,
    decoration: current,
    avatarId,
    productName: room.productList[0]?.name ?? null,
    caption: t('decorate.previewCaption'),
  });

  const save = async (replaceAvatar: boolean) => {
    const avatarChanged = avatarId !== (room.avatarId ?? null);
    if (avatarChanged && room.roomType === 'realPerson' && room.avatarId && !replaceAvatar) {
      Modal.confirm({ title: t('decorate.replaceAvatar'), onOk: () => save(true) });
      return;
    }
    const updated = await liveApi.updateRoom(room.id, { decoration: current, avatarId, replaceAvatar });
    queryClient.setQueryData(['live', 'room', room.id], updated);
    toast.success(t('decorate.save'));
  };

  return (
    <div className="live-decorate">
      <RoomPreview scene={scene} />
      <Space direction="vertical" style={{ minWidth: 320 }}>
        <label>{t('decorate.avatar')}</label>
        <Select
          value={avatarId}
          onChange={setAvatarId}
          options={avatars.map((a) => ({ value: a.id, label: a.name }))}
          data-testid="live-avatar"
        />
        <label>{t('decorate.background')}</label>
        <Input
          value={decoration.background ?? ''}
          onChange={(e) => setDecoration({ ...decoration, background: e.target.value.trim() || null })}
        />
        <label>{t('decorate.avatarX')}</label>
        <Slider
          min={0}
          max={1}
          step={0.01}
          value={decoration.avatar.x}
          onChange={(x) => setDecoration({ ...decoration, avatar: { ...decoration.avatar, x } })}
        />
        <label>{t('decorate.avatarScale')}</label>
        <Slider
          min={0.4}
          max={1.4}
          step={0.05}
          value={decoration.avatar.scale}
          onChange={(scale) => setDecoration({ ...decoration, avatar: { ...decoration.avatar, scale } })}
        />
        <Checkbox checked={decoration.productCard} onChange={(e) => setDecoration({ ...decoration, productCard: e.target.checked })}>
          {t('decorate.productCard')}
        </Checkbox>
        <Checkbox checked={decoration.captions} onChange={(e) => setDecoration({ ...decoration, captions: e.target.checked })}>
          {t('decorate.captions')}
        </Checkbox>
        <label>{t('decorate.stickers')}</label>
        <Input.TextArea rows={3} value={stickers} onChange={(e) => setStickers(e.target.value)} />
        <Alert type="info" message={t('decorate.resynthesise')} />
        <Button type="primary" onClick={() => void save(false)} data-testid="live-decorate-save">
          {t('decorate.save')}
        </Button>
      </Space>
    </div>
  );
}

function LinesTab({ room, onSynthesising }: { room: LiveRoom; onSynthesising: () => void }) {
  const { t } = useTranslation(LIVE_NAMESPACE);
  const language = useLanguageStore((s) => s.language);
  const queryClient = useQueryClient();
  const products = useQuery({ queryKey: ['live', 'products', 'all'], queryFn: () => liveApi.products(1, 100) });
  const [sceneName, setSceneName] = useState<Record<string, string>>({});
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['live', 'room', room.id] });
  const inRoom = new Set(room.productList.map((p) => p.productId));

  const synthesise = async () => {
    const started = await liveApi.compose(room.id);
    if (started.lines === 0) toast.info(t('lines.nothingToSynthesise'));
    else {
      toast.info(t('lines.synthesising', { count: started.lines }));
      onSynthesising();
    }
    void refresh();
  };
  const check = async () => {
    await liveApi.checkGoLive(room.id);
    toast.success(t('lines.readyToGoLive'));
  };
  const addScene = async (productId: string) => {
    const name = sceneName[productId] ?? '';
    if (!normaliseLiveName(name)) return toast.error(messageFor('nameRequired', language));
    await liveApi.createScene(room.id, productId, name);
    setSceneName({ ...sceneName, [productId]: '' });
    void refresh();
  };

  return (
    <div>
      <Space wrap>
        <Select
          style={{ minWidth: 240 }}
          placeholder={t('products.addToRoom')}
          value={null}
          data-testid="live-add-product"
          options={products.data?.items.filter((p) => !inRoom.has(p.id)).map((p) => ({ value: p.id, label: p.name })) ?? []}
          onChange={(productId: string) => void liveApi.putProduct(room.id, productId, true).then(refresh)}
        />
        <Button type="primary" onClick={() => void synthesise()} data-testid="live-synthesise">
          {t('lines.synthesise')}
        </Button>
        <Button onClick={() => void check()} data-testid="live-check">
          {t('lines.checkLive')}
        </Button>
      </Space>
      {room.productList.length === 0 && <Alert style={{ marginTop: 16 }} type="info" message={t('lines.noProducts')} />}
      {room.productList.map((product) => (
        <section key={product.productId} data-testid="live-room-product">
          <h2>
            {product.name} <Tag>{t(`categories.${product.category}`)}</Tag>
          </h2>
          {product.sceneList.map((scene) => (
            <SceneEditor key={scene.id} scene={scene} productId={product.productId} onSaved={refresh} />
          ))}
          <Space>
            <Input
              placeholder={t('lines.newScene')}
              value={sceneName[product.productId] ?? ''}
              onChange={(e) => setSceneName({ ...sceneName, [product.productId]: e.target.value })}
              data-testid="live-scene-name"
            />
            <Button onClick={() => void addScene(product.productId)} data-testid="live-add-scene">
              {t('lines.addScene')}
            </Button>
          </Space>
        </section>
      ))}
    </div>
  );
}

interface DraftLine {
  uuid?: string;
  text: string;
  style: LineStyle;
  audience: LineAudience;
}
interface DraftGroup {
  id?: string;
  name: string;
  linesList: DraftLine[];
}

const STATUS_COLOURS = { preparing: 'default', synthesizing: 'processing', success: 'success', fail: 'error' } as const;

function SceneEditor({ scene, productId, onSaved }: { scene: LiveScene; productId: string; onSaved: () => void }) {
  const { t } = useTranslation(LIVE_NAMESPACE);
  const w = useWritingLabels();
  const [groups, setGroups] = useState<DraftGroup[]>([]);
  const [style, setStyle] = useState<LineStyle>('warm');
  const [audience, setAudience] = useState<LineAudience>(DEFAULT_LINE_AUDIENCE);
  const [writtenBy, setWrittenBy] = useState<'model' | 'template' | null>(null);
  const stored = JSON.stringify(scene.lineGroups.map((g) => [g.id, g.name, g.linesList.map((l) => [l.uuid, l.text])]));
  useEffect(() => {
    setGroups(
      scene.lineGroups.map((g) => ({
        id: g.id,
        name: g.name,
        linesList: g.linesList.map((l) => ({ uuid: l.uuid, text: l.text, style: l.style, audience: l.audience })),
      })),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when the stored lines change
  }, [stored]);
  const statusOf = new Map(scene.lineGroups.flatMap((g) => g.linesList.map((l) => [l.uuid, l] as const)));
  const setLine = (gi: number, li: number, change: Partial<DraftLine>) =>
    setGroups(groups.map((g, i) => (i === gi ? { ...g, linesList: g.linesList.map((l, j) => (j === li ? { ...l, ...change } : l)) } : g)));

  const write = async () => {
    const result = await liveApi.writeLines({ productId, style, audience, count: 3 });
    setWrittenBy(result.mode);
    const written = result.lines.map((text) => ({ text, style, audience }));
    setGroups(
      groups.length === 0
        ? [{ name: t('lines.group'), linesList: written }]
        : groups.map((g, i) => (i === 0 ? { ...g, linesList: [...g.linesList, ...written] } : g)),
    );
  };
  const save = async () => {
    await liveApi.updateScene({ id: scene.id, lineGroups: groups });
    onSaved();
  };

  return (
    <div className="live-scene" data-testid="live-scene">
      <Space wrap>
        <strong>
          {t('lines.scene')}: {scene.name}
        </strong>
        <Select value={style} onChange={setStyle} options={LINE_STYLES.map((value) => ({ value, label: w(`lineStyles.${value}`) }))} />
        <Select
          value={audience}
          onChange={setAudience}
          options={LINE_AUDIENCES.map((value) => ({ value, label: w(`audiences.${value}`) }))}
        />
        <Button onClick={() => void write()} data-testid="live-write">
          {t('lines.write')}
        </Button>
        <Popconfirm title={t('lines.confirmDeleteScene')} onConfirm={() => liveApi.deleteScene(scene.id).then(onSaved)}>
          <Button danger size="small">
            {t('lines.deleteScene')}
          </Button>
        </Popconfirm>
      </Space>
      {writtenBy && (
        <Alert
          type="info"
          style={{ marginTop: 8 }}
          data-testid="live-written-by"
          message={t(writtenBy === 'model' ? 'lines.writtenByModel' : 'lines.writtenByTemplate')}
        />
      )}
      {groups.map((group, gi) => (
        <div key={group.id ?? `new-${gi}`}>
          <Input
            value={group.name}
            addonBefore={t('lines.group')}
            onChange={(e) => setGroups(groups.map((g, i) => (i === gi ? { ...g, name: e.target.value } : g)))}
            style={{ maxWidth: 360, marginTop: 8 }}
          />
          {group.linesList.map((line, li) => {
            const saved = line.uuid ? statusOf.get(line.uuid) : undefined;
            return (
              <div className="live-line" key={line.uuid ?? `new-${li}`} data-testid="live-line">
                <Input.TextArea
                  aria-label={t('lines.text')}
                  autoSize
                  value={line.text}
                  maxLength={500}
                  onChange={(e) => setLine(gi, li, { text: e.target.value })}
                />
                {saved && (
                  <Tag color={STATUS_COLOURS[saved.cmpStatus]} data-testid="live-line-status" data-status={saved.cmpStatus}>
                    {t(`lines.status.${saved.cmpStatus}`)}
                  </Tag>
                )}
                {saved?.vidoeUrl && (
                  <a href={saved.vidoeUrl} target="_blank" rel="noreferrer">
                    {t('lines.play')}
                  </a>
                )}
                <Button
                  size="small"
                  onClick={() =>
                    setGroups(groups.map((g, i) => (i === gi ? { ...g, linesList: g.linesList.filter((_, j) => j !== li) } : g)))
                  }
                >
                  {t('lines.deleteLine')}
                </Button>
              </div>
            );
          })}
          <Button
            size="small"
            onClick={() =>
              setGroups(groups.map((g, i) => (i === gi ? { ...g, linesList: [...g.linesList, { text: '', style, audience }] } : g)))
            }
          >
            {t('lines.addLine')}
          </Button>
        </div>
      ))}
      <Space style={{ marginTop: 8 }}>
        <Button size="small" onClick={() => setGroups([...groups, { name: `${t('lines.group')} ${groups.length + 1}`, linesList: [] }])}>
          {t('lines.addGroup')}
        </Button>
        <Button type="primary" size="small" onClick={() => void save()} data-testid="live-save-scene">
          {t('lines.save')}
        </Button>
      </Space>
    </div>
  );
}

import type { LiveRoom } from '@orator/shared/live';
import {
  LIVE_HOOK_SECRET_HEADER,
  LIVE_TRIGGER_KINDS,
  type LiveEventBody,
  type LiveInteraction,
  type LiveReplyView,
  type LiveTriggerRule,
} from '@orator/shared/livestream';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Empty, Input, InputNumber, Pagination, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AIASK_ROUTES } from '../../lib/routing/paths/conversation.ts';
import { qaApi } from '../../conversation/api/qaApi.ts';
import { toast } from '../../lib/ui/notify.ts';
import { INTERACTION_NAMESPACE } from './i18n.ts';
import { interactionApi } from './interactionApi.ts';

const LOG_PAGE_SIZE = 10;
const STATUS_COLOURS = {
  queued: 'default',
  synthesising: 'processing',
  ready: 'success',
  taken: 'cyan',
  played: 'blue',
  dropped: 'error',
} as const;

const newRule = (sceneId: string | null): LiveTriggerRule => ({
  id: crypto.randomUUID(),
  kind: 'keyword',
  keywords: '',
  enabled: true,
  sceneId,
  reply: { kind: 'text', text: '' },
  cooldownMs: 0,
  priority: 1,
});

/** A rule switched to another kind keeps what it has in common and gets the new kind's field. */
function withKind(rule: LiveTriggerRule, kind: LiveTriggerRule['kind']): LiveTriggerRule {
  const { id, enabled, sceneId, reply, cooldownMs, priority } = rule;
  const common = { id, enabled, sceneId, reply, cooldownMs, priority };
  if (kind === 'keyword') return { ...common, kind, keywords: '' };
  if (kind === 'onlineCount') return { ...common, kind, threshold: 100 };
  if (kind === 'interval') return { ...common, kind, minutes: 5 };
  return { ...common, kind };
}

function useInteraction(roomId: string) {
  return useQuery({ queryKey: ['live', 'interaction', roomId], queryFn: () => interactionApi.get(roomId) });
}

/**
 * The editor's "scene interaction" (`scoped`: rules of one of the room's scenes) and "global
 * interaction" tabs (rules for the whole room, Q&A libraries, queue limits, the webhook).
 */
export function InteractionTab({ room, scoped }: { room: LiveRoom; scoped: boolean }) {
  const { t } = useTranslation(INTERACTION_NAMESPACE);
  const settings = useInteraction(room.id);
  const scenes = room.productList.flatMap((product) => product.sceneList);
  const [sceneId, setSceneId] = useState<string | null>(scenes[0]?.id ?? null);
  if (!settings.data) return null;
  if (scoped && scenes.length === 0) return <Alert type="info" message={t('rules.noScenes')} />;
  const scope = scoped ? sceneId : null;
  return (
    <div className="live-interaction">
      {scoped && (
        <Space style={{ marginBottom: 12 }}>
          <span>{t('rules.scene')}</span>
          <Select
            style={{ minWidth: 220 }}
            value={sceneId}
            onChange={setSceneId}
            options={scenes.map((scene) => ({ value: scene.id, label: scene.name }))}
            data-testid="live-rule-scene"
          />
        </Space>
      )}
      <RulesEditor key={scope ?? 'global'} room={room} settings={settings.data} sceneId={scope} />
      {!scoped && <GlobalSettings room={room} settings={settings.data} />}
    </div>
  );
}

function RulesEditor({ room, settings, sceneId }: { room: LiveRoom; settings: LiveInteraction; sceneId: string | null }) {
  const { t } = useTranslation(INTERACTION_NAMESPACE);
  const queryClient = useQueryClient();
  const mine = (rule: LiveTriggerRule) => (rule.sceneId ?? null) === sceneId;
  const [rules, setRules] = useState<LiveTriggerRule[]>(settings.rules.filter(mine));
  const lines = room.productList.flatMap((p) =>
    p.sceneList.flatMap((s) => s.lineGroups.flatMap((g) => g.linesList.filter((l) => l.cmpStatus === 'success'))),
  );
  const change = (index: number, next: LiveTriggerRule) => setRules(rules.map((rule, i) => (i === index ? next : rule)));

  const save = async () => {
    const others = settings.rules.filter((rule) => !mine(rule));
    const saved = await interactionApi.update(room.id, { rules: [...others, ...rules] });
    queryClient.setQueryData(['live', 'interaction', room.id], saved);
    toast.success(t('rules.saved'));
  };

  return (
    <section>
      {rules.length === 0 && <Empty description={t('rules.empty')} />}
      {rules.map((rule, index) => (
        <div className="live-rule" key={rule.id} data-testid="live-rule">
          <Space wrap>
            <Checkbox checked={rule.enabled} onChange={(e) => change(index, { ...rule, enabled: e.target.checked })}>
              {t('rules.enabled')}
            </Checkbox>
            <Select
              style={{ minWidth: 180 }}
              value={rule.kind}
              aria-label={t('rules.kind')}
              onChange={(kind: LiveTriggerRule['kind']) => change(index, withKind(rule, kind))}
              options={LIVE_TRIGGER_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
              data-testid="live-rule-kind"
            />
            {rule.kind === 'keyword' && (
              <Input
                style={{ width: 240 }}
                placeholder={t('rules.keywords')}
                value={rule.keywords}
                onChange={(e) => change(index, { ...rule, keywords: e.target.value })}
                data-testid="live-rule-keywords"
              />
            )}
            {rule.kind === 'onlineCount' && (
              <InputNumber
                min={1}
                addonBefore={t('rules.threshold')}
                value={rule.threshold}
                onChange={(value) => change(index, { ...rule, threshold: value ?? 1 })}
              />
            )}
            {rule.kind === 'interval' && (
              <InputNumber
                min={1}
                addonBefore={t('rules.minutes')}
                value={rule.minutes}
                onChange={(value) => change(index, { ...rule, minutes: value ?? 1 })}
              />
            )}
            <InputNumber
              min={0}
              addonBefore={t('rules.cooldown')}
              value={Math.round(rule.cooldownMs / 1000)}
              onChange={(value) => change(index, { ...rule, cooldownMs: (value ?? 0) * 1000 })}
            />
            <InputNumber
              min={0}
              max={100}
              addonBefore={t('rules.priority')}
              value={rule.priority}
              onChange={(value) => change(index, { ...rule, priority: value ?? 0 })}
            />
            <Popconfirm title={t('rules.confirmRemove')} onConfirm={() => setRules(rules.filter((_, i) => i !== index))}>
              <Button danger size="small">
                {t('rules.remove')}
              </Button>
            </Popconfirm>
          </Space>
          <Space wrap style={{ marginTop: 8, width: '100%' }}>
            <Select
              value={rule.reply.kind}
              aria-label={t('rules.replyKind')}
              onChange={(kind: 'text' | 'line') =>
                change(index, {
                  ...rule,
                  reply: kind === 'text' ? { kind, text: '' } : { kind, lineId: lines[0]?.uuid ?? '' },
                })
              }
              options={[
                { value: 'text', label: t('rules.replyKindText') },
                ...(lines.length > 0 ? [{ value: 'line', label: t('rules.replyKindLine') }] : []),
              ]}
            />
            {rule.reply.kind === 'text' ? (
              <Input
                style={{ width: 480 }}
                placeholder={t('rules.replyText')}
                value={rule.reply.text}
                maxLength={300}
                onChange={(e) => change(index, { ...rule, reply: { kind: 'text', text: e.target.value } })}
                data-testid="live-rule-reply"
              />
            ) : (
              <Select
                style={{ width: 480 }}
                aria-label={t('rules.line')}
                value={rule.reply.lineId}
                onChange={(lineId: string) => change(index, { ...rule, reply: { kind: 'line', lineId } })}
                options={lines.map((line) => ({ value: line.uuid, label: line.text.slice(0, 80) }))}
              />
            )}
          </Space>
        </div>
      ))}
      <Space style={{ marginTop: 12 }}>
        <Button onClick={() => setRules([...rules, newRule(sceneId)])} data-testid="live-rule-add">
          {t('rules.add')}
        </Button>
        <Button type="primary" onClick={() => void save()} data-testid="live-rules-save">
          {t('rules.save')}
        </Button>
      </Space>
    </section>
  );
}

function GlobalSettings({ room, settings }: { room: LiveRoom; settings: LiveInteraction }) {
  const { t } = useTranslation(INTERACTION_NAMESPACE);
  const queryClient = useQueryClient();
  const libraries = useQuery({ queryKey: ['qa', 'libraries', 'all'], queryFn: () => qaApi.libraries({ page: 1, size: 100 }) });
  const [secret, setSecret] = useState<string | null>(null);
  const store = (saved: LiveInteraction) => queryClient.setQueryData(['live', 'interaction', room.id], saved);
  const hookUrl = `${window.location.origin}${settings.hookPath}`;
  const socketUrl = `${window.location.origin.replace(/^http/, 'ws')}${settings.socketPath}?secret=…`;
  const rotate = async () => {
    const made = await interactionApi.rotateSecret(room.id);
    setSecret(made.secret);
    store({ ...settings, hasSecret: true });
  };
  const curl = `curl -X POST '${hookUrl}' -H '${LIVE_HOOK_SECRET_HEADER}: ${secret ?? '<secret>'}' -H 'content-type: application/json' -d '{"kind":"comment","text":"how much?","user":"Ann"}'`;

  return (
    <section style={{ marginTop: 24 }}>
      <h3>{t('qa.title')}</h3>
      <Typography.Paragraph type="secondary">
        {t('qa.help')} <Link to={AIASK_ROUTES.qaLibraries}>{t('qa.manage')}</Link>
      </Typography.Paragraph>
      <Select
        mode="multiple"
        style={{ minWidth: 360 }}
        placeholder={t('qa.placeholder')}
        value={settings.qaLibraryIds}
        onChange={(ids: string[]) => void interactionApi.update(room.id, { qaLibraryIds: ids }).then(store)}
        options={libraries.data?.items.map((library) => ({ value: library.id, label: library.name })) ?? []}
        data-testid="live-qa-libraries"
      />
      <h3>{t('queue.title')}</h3>
      <Space wrap>
        <InputNumber
          min={1}
          max={50}
          addonBefore={t('queue.maxQueue')}
          value={settings.maxQueue}
          onChange={(value) => value && void interactionApi.update(room.id, { maxQueue: value }).then(store)}
        />
        <InputNumber
          min={5}
          max={600}
          addonBefore={t('queue.forgetSeconds')}
          value={settings.forgetSeconds}
          onChange={(value) => value && void interactionApi.update(room.id, { forgetSeconds: value }).then(store)}
        />
      </Space>
      <h3>{t('hook.title')}</h3>
      <div>
        {t('hook.url')}: <Typography.Text copyable>{hookUrl}</Typography.Text>
      </div>
      <div>
        {t('hook.socket')}: <Typography.Text copyable>{socketUrl}</Typography.Text>
      </div>
      <Space style={{ margin: '8px 0' }}>
        <Tag color={settings.hasSecret ? 'success' : 'warning'}>{settings.hasSecret ? t('hook.hasSecret') : t('hook.noSecret')}</Tag>
        {settings.hasSecret ? (
          <Popconfirm title={t('hook.confirmRotate')} onConfirm={() => void rotate()}>
            <Button data-testid="live-hook-rotate">{t('hook.rotate')}</Button>
          </Popconfirm>
        ) : (
          <Button onClick={() => void rotate()} data-testid="live-hook-rotate">
            {t('hook.make')}
          </Button>
        )}
      </Space>
      {secret && (
        <Alert
          type="warning"
          message={t('hook.secretOnce')}
          description={
            <Typography.Text copyable code data-testid="live-hook-secret">
              {secret}
            </Typography.Text>
          }
        />
      )}
      <div style={{ marginTop: 8 }}>
        {t('hook.example')}:
        <Typography.Paragraph copyable code>
          {curl}
        </Typography.Paragraph>
      </div>
    </section>
  );
}

/** Sends events by hand and shows each reply's state (polled while any is on its way). */
export function SimulatorPanel({ room }: { room: LiveRoom }) {
  const { t } = useTranslation(INTERACTION_NAMESPACE);
  const [page, setPage] = useState(1);
  const [comment, setComment] = useState('');
  const [user, setUser] = useState('');
  const [online, setOnline] = useState<number | null>(100);
  const log = useQuery({
    queryKey: ['live', 'replies', room.id, page],
    queryFn: () => interactionApi.replies(room.id, page, LOG_PAGE_SIZE),
    refetchInterval: (query) =>
      query.state.data?.items.some((reply) => ['queued', 'synthesising', 'ready', 'taken'].includes(reply.status)) ? 1000 : 5000,
  });
  useEffect(() => setPage(1), [room.id]);

  const send = async (body: LiveEventBody) => {
    const accepted = await interactionApi.simulate(room.id, body);
    if (accepted.replies.length === 0) toast.info(t('simulator.noReply'));
    else toast.success(t('simulator.sent', { count: accepted.replies.length }));
    if (body.kind === 'comment') setComment('');
    setPage(1);
    void log.refetch();
  };
  const viewer = user.trim() || undefined;

  return (
    <div className="live-simulator" data-testid="live-simulator">
      <Space wrap>
        <Input
          style={{ width: 160 }}
          placeholder={t('simulator.user')}
          value={user}
          onChange={(e) => setUser(e.target.value)}
          data-testid="live-sim-user"
        />
        <Input
          style={{ width: 320 }}
          placeholder={t('simulator.comment')}
          value={comment}
          maxLength={500}
          onChange={(e) => setComment(e.target.value)}
          onPressEnter={() => comment.trim() && void send({ kind: 'comment', text: comment, user: viewer })}
          data-testid="live-sim-comment"
        />
        <Button
          type="primary"
          disabled={!comment.trim()}
          onClick={() => void send({ kind: 'comment', text: comment, user: viewer })}
          data-testid="live-sim-send"
        >
          {t('simulator.send')}
        </Button>
      </Space>
      <Space wrap style={{ marginTop: 8 }}>
        {(['follow', 'gift', 'view', 'like'] as const).map((kind) => (
          <Button key={kind} onClick={() => void send({ kind, user: viewer })} data-testid={`live-sim-${kind}`}>
            {t(`simulator.${kind}`)}
          </Button>
        ))}
        <InputNumber min={0} addonBefore={t('simulator.online')} value={online} onChange={setOnline} />
        <Button onClick={() => void send({ kind: 'online', count: online ?? 0 })} data-testid="live-sim-online">
          {t('simulator.setOnline')}
        </Button>
      </Space>
      <h3>{t('simulator.log')}</h3>
      {log.data && log.data.items.length === 0 && <Empty description={t('simulator.empty')} />}
      <ul className="live-list" data-testid="live-reply-log">
        {log.data?.items.map((reply) => (
          <ReplyRow key={reply.id} reply={reply} />
        ))}
      </ul>
      {log.data && log.data.total > LOG_PAGE_SIZE && (
        <Pagination current={page} pageSize={LOG_PAGE_SIZE} total={log.data.total} onChange={setPage} showSizeChanger={false} />
      )}
    </div>
  );
}

function ReplyRow({ reply }: { reply: LiveReplyView }) {
  const { t } = useTranslation(INTERACTION_NAMESPACE);
  return (
    <li className="live-list-item" data-testid="live-reply" data-status={reply.status}>
      <Tag color={STATUS_COLOURS[reply.status]} data-testid="live-reply-status">
        {t(`status.${reply.status}`)}
        {reply.dropReason ? ` (${t(`drop.${reply.dropReason}`)})` : ''}
      </Tag>
      <Tag>{t(`source.${reply.source}`)}</Tag>
      <span className="live-muted">
        {reply.comment ? `${reply.user ?? ''}${reply.user ? ': ' : ''}${reply.comment} → ` : ''}
        {reply.text}
      </span>
      <span>{new Date(reply.eventAt).toLocaleTimeString()}</span>
    </li>
  );
}

import { CrownOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ACTION_TYPES } from '@orator/scene';
import {
  changeSpeaker,
  dubbingOf,
  SPEAKER_TYPES,
  type AvatarInfo,
  type DigitalManElement,
  type ProjectPage,
  type UserAvatar,
} from '@orator/shared';
import { Button, InputNumber, Segmented, Select, Slider, Spin, Switch, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAvatarRefusal } from '../../shared/avatar/avatarAccess.ts';
import { AvatarThumb } from '../../shared/avatar/AvatarThumb.tsx';
import { errorText } from '../../../lib/i18n/index.ts';
import { MyAvatars } from '../../shared/avatar/MyAvatars.tsx';
import { MY_AVATARS_NAMESPACE } from '../../shared/avatar/i18n/register.ts';
import { useAvatarGate, useAvatarPages } from '../../shared/avatar/useAvatarCatalog.ts';
import { videoApi } from '../../shared/api/videoApi.ts';
import { framingOf, placementOf, withFraming, withPlacement, type Placement } from '../state/avatarSettings.ts';
import { newDigitalMan, newOwnAvatarMan, type AvatarFraming } from '../state/elementFactory.ts';
import { newId, useEditorStore } from '../state/editorStore.ts';
import { usePageEditing } from '../state/usePageEditing.ts';
import { PanelSection } from './PanelKit.tsx';

const PAGE_SIZE = 24;

function manOf(page: ProjectPage | null): DigitalManElement | undefined {
  return page?.elements.find((e): e is DigitalManElement => e.type === 'digitalMan');
}

/** Digital human: pick an avatar (gated, product-rules#export-avatar-gating), framing, placement, circle head, speaker type, gestures. */
export function AvatarPanel() {
  const { t } = useTranslation('studio');
  const { t: mine } = useTranslation(MY_AVATARS_NAMESPACE);
  const { page, ratio, updateEl, setEl, updateAllPages, apply } = usePageEditing();
  const [gender, setGender] = useState<'all' | 'female' | 'male'>('all');
  const man = manOf(page);
  const avatars = useAvatarPages('page-editor', PAGE_SIZE, gender === 'all' ? undefined : gender);
  const { checking, allowed } = useAvatarGate(t('avatar.notAllowed'));
  // Avatars the plan does not open are shown disabled, with the reason as their title.
  const refusalOf = useAvatarRefusal();

  const choose = async (avatar: AvatarInfo) => {
    if (!(await allowed(avatar))) return;
    const session = useEditorStore.getState().session;
    if (!session) return;
    const pages = session.history.present.pages;
    const needsVoice = pages.some((p) => !dubbingOf(p)?.voiceId);
    const voiceId = needsVoice && avatar.defaultVoiceId ? avatar.defaultVoiceId : undefined;
    const choice = { avatarId: avatar.id, manType: avatar.manType, gender: avatar.gender };
    if (pages.some((p) => manOf(p))) {
      apply((s) => changeSpeaker(s, { url: avatar.id, speaker_id: avatar.id, gender: avatar.gender, voiceId }));
    } else {
      // First avatar of the project: every page gets the presenter, half body at the side.
      updateAllPages((p) => ({
        ...p,
        elements: [
          ...p.elements.map((e) => (e.type === 'dubbing' && voiceId && !e.voiceId ? { ...e, voiceId } : e)),
          {
            ...newDigitalMan(newId, ratio, choice, 'half'),
            zIndex: 1 + Math.max(0, ...p.elements.map((e) => ('zIndex' in e ? e.zIndex : 0))),
          },
        ],
      }));
    }
    void videoApi.addRecentSpeaker(avatar.id, avatar.manType);
  };

  // A photo or cloned avatar of My avatars replaces the presenter on every page (or becomes it), keeping each page's gestures.
  const choosePhoto = (avatar: UserAvatar) => {
    updateAllPages((p) => {
      const photo = newOwnAvatarMan(newId, ratio, avatar);
      if (!photo) return p;
      const current = manOf(p);
      const zIndex = current?.zIndex ?? 1 + Math.max(0, ...p.elements.map((e) => ('zIndex' in e ? e.zIndex : 0)));
      const placed = { ...photo, zIndex, avatarActionInfos: current?.avatarActionInfos ?? [] };
      return { ...p, elements: current ? p.elements.map((e) => (e === current ? placed : e)) : [...p.elements, placed] };
    });
    if (avatar.kind === 'photo') void videoApi.addRecentSpeaker(avatar.id, 'PHOTO');
  };

  const setFraming = (framing: AvatarFraming) => {
    if (man) setEl(man, (m) => withFraming(m, ratio, framing));
  };

  const items = avatars.data?.pages.flatMap((p) => p.items) ?? [];
  const framing: AvatarFraming = man ? framingOf(man) : 'half';

  return (
    <div className="panel-body">
      {man && (
        <PanelSection title={t('avatar.current')}>
          <div className="avatar-current">
            <AvatarThumb avatarId={man.speaker_id} size={72} framing={framing} face={man.face} />
            <div className="avatar-current-controls">
              <Segmented
                block
                value={framing}
                onChange={(value) => setFraming(value as AvatarFraming)}
                options={[
                  { value: 'half', label: t('avatar.half') },
                  { value: 'head', label: t('avatar.head') },
                ]}
              />
              <label className="panel-row">
                <span>{t('avatar.circle')}</span>
                <Switch
                  size="small"
                  checked={man.circle}
                  onChange={(circle) => setEl(man, (m) => ({ ...m, circle }))}
                  data-testid="avatar-circle"
                />
              </label>
            </div>
          </div>
          <label className="panel-field">
            <span>{t('avatar.speakerType')}</span>
            <Select
              value={man.speaker_type}
              onChange={(speakerType) => setEl(man, (m) => ({ ...m, speaker_type: speakerType }))}
              options={SPEAKER_TYPES.map((type) => ({ value: type, label: t(`avatar.speakerTypes.${type}`) }))}
            />
          </label>
          <label className="panel-field">
            <span>{t('avatar.scale')}</span>
            <Slider
              min={40}
              max={200}
              value={man.position.scale}
              onChange={(scale) => updateEl(man, (m) => ({ ...m, position: { ...m.position, scale } }))}
            />
          </label>
          <div className="panel-field">
            <span>{t('avatar.placement')}</span>
            <Segmented
              block
              value={placementOf(man, ratio)}
              options={[
                { value: 'left', label: t('avatar.left') },
                { value: 'center', label: t('avatar.center') },
                { value: 'right', label: t('avatar.right') },
              ]}
              onChange={(where) => setEl(man, (m) => withPlacement(m, ratio, where as Placement))}
            />
          </div>
          <Gestures
            man={man}
            onChange={(infos) =>
              setEl(man, (m) => ({ ...m, avatarActionInfos: infos, actionType: infos.length ? 'custom_action' : m.actionType }))
            }
          />
        </PanelSection>
      )}
      <PanelSection title={mine('title')}>
        <MyAvatars pageSize={6} onPick={choosePhoto} selectedId={man?.speaker_id} />
      </PanelSection>
      <PanelSection
        title={t('avatar.library')}
        extra={
          <Segmented
            size="small"
            value={gender}
            onChange={(value) => setGender(value as typeof gender)}
            options={[
              { value: 'all', label: t('avatar.all') },
              { value: 'female', label: t('avatar.female') },
              { value: 'male', label: t('avatar.male') },
            ]}
          />
        }
      >
        {avatars.isPending ? (
          <Spin />
        ) : (
          <div className="avatar-grid" data-testid="avatar-grid">
            {items.map((avatar) => {
              const refusal = refusalOf(avatar);
              return (
                <button
                  type="button"
                  key={avatar.id}
                  className={`avatar-card${man?.speaker_id === avatar.id ? ' is-selected' : ''}`}
                  onClick={() => void choose(avatar)}
                  disabled={checking !== null || refusal !== null}
                  title={refusal ? errorText(refusal) : undefined}
                  data-refusal={refusal ?? undefined}
                  data-testid="avatar-card"
                  data-vip={avatar.vipType || 'free'}
                >
                  <AvatarThumb avatarId={avatar.id} />
                  <span className="avatar-card-name">{avatar.name}</span>
                  {avatar.vipType && (
                    <Tag className="avatar-card-vip" color="gold" icon={<CrownOutlined />}>
                      VIP
                    </Tag>
                  )}
                </button>
              );
            })}
          </div>
        )}
        {avatars.hasNextPage && (
          <Button block onClick={() => void avatars.fetchNextPage()} loading={avatars.isFetchingNextPage}>
            {t('common.more')}
          </Button>
        )}
      </PanelSection>
    </div>
  );
}

function Gestures({ man, onChange }: { man: DigitalManElement; onChange(infos: DigitalManElement['avatarActionInfos']): void }) {
  const { t } = useTranslation('studio');
  const [action, setAction] = useState<(typeof ACTION_TYPES)[number]>('wave');
  const [at, setAt] = useState(0.5);
  const infos = man.avatarActionInfos;
  return (
    <div className="panel-field">
      <span>{t('avatar.gestures')}</span>
      {infos.map((info, index) => (
        <div className="gesture-row" key={`${info.actionKey}-${info.startTime}-${index}`}>
          <span>{t(`avatar.actions.${info.actionKey}`, { defaultValue: info.actionKey })}</span>
          <span className="gesture-at">{(info.startTime / 1000).toFixed(1)} s</span>
          <Button
            size="small"
            type="text"
            icon={<DeleteOutlined />}
            aria-label={t('common.delete')}
            onClick={() => onChange(infos.filter((_, i) => i !== index))}
          />
        </div>
      ))}
      <div className="gesture-add">
        <Select
          size="small"
          value={action}
          onChange={setAction}
          options={ACTION_TYPES.map((a) => ({ value: a, label: t(`avatar.actions.${a}`) }))}
        />
        <InputNumber size="small" min={0} step={0.5} value={at} onChange={(value) => setAt(value ?? 0)} addonAfter="s" />
        <Button
          size="small"
          icon={<PlusOutlined />}
          onClick={() =>
            onChange([...infos, { actionKey: action, startTime: Math.round(at * 1000) }].sort((a, b) => a.startTime - b.startTime))
          }
          aria-label={t('avatar.addGesture')}
        />
      </div>
    </div>
  );
}

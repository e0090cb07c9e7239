import {
  AudioOutlined,
  CustomerServiceOutlined,
  DeleteOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  FileImageOutlined,
  FontSizeOutlined,
  MutedOutlined,
  SoundOutlined,
  UserOutlined,
  VerticalAlignMiddleOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { setTrackVisibility, type Track, type TrackKind } from '@orator/shared';
import { Button, Popconfirm, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KIND_LABEL_KEYS, kindOfTrack } from '../model/trackKinds.ts';
import { deleteTrack, resetTrack } from '../state/actions.ts';
import { useTrackEditor } from '../state/trackStore.ts';

const KIND_ICONS: Record<TrackKind, ReactNode> = {
  video: <VideoCameraOutlined />,
  image: <FileImageOutlined />,
  digitalHuman: <UserOutlined />,
  dubbing: <AudioOutlined />,
  subtitle: <FontSizeOutlined />,
  audio: <CustomerServiceOutlined />,
  text: <FontSizeOutlined />,
  topic: <FileImageOutlined />,
  action: <UserOutlined />,
  other: <FileImageOutlined />,
};

const SOUND_ONLY: ReadonlySet<TrackKind> = new Set(['audio', 'dubbing']);

/** A track's header: kind and number, show/hide (mute for sound), reset positions, delete. */
export function TrackHeader({ track, number, selected }: { track: Track; number: number; selected: boolean }) {
  const { t } = useTranslation('trackEditor');
  const kind = kindOfTrack(track);
  const dispatch = useTrackEditor((s) => s.dispatch);
  const sound = SOUND_ONLY.has(kind);
  const visibilityLabel = t(sound ? (track.isChecked ? 'track.mute' : 'track.unmute') : track.isChecked ? 'track.hide' : 'track.show');
  const visibilityIcon = sound ? (
    track.isChecked ? (
      <SoundOutlined />
    ) : (
      <MutedOutlined />
    )
  ) : track.isChecked ? (
    <EyeOutlined />
  ) : (
    <EyeInvisibleOutlined />
  );
  return (
    <div
      className={`te-track-head kind-${kind}${selected ? ' is-selected' : ''}${track.isChecked ? '' : ' is-off'}`}
      onClick={() => useTrackEditor.getState().selectTrack(track.uuid)}
      data-testid="track-head"
      data-track-uuid={track.uuid}
    >
      <span className="te-track-icon">{KIND_ICONS[kind]}</span>
      <span className="te-track-name">
        {track.title || `${t(KIND_LABEL_KEYS[kind])} ${number}`}
        <small>{t('track.clips', { count: track.infos.length })}</small>
      </span>
      <span className="te-track-actions" onClick={(event) => event.stopPropagation()}>
        <Tooltip title={visibilityLabel}>
          <Button
            size="small"
            type="text"
            icon={visibilityIcon}
            aria-label={visibilityLabel}
            aria-pressed={!track.isChecked}
            onClick={() => dispatch(setTrackVisibility(track.uuid, !track.isChecked))}
            data-testid="track-visibility"
          />
        </Tooltip>
        <Tooltip title={t('track.resetPositions')}>
          <Button
            size="small"
            type="text"
            icon={<VerticalAlignMiddleOutlined rotate={90} />}
            aria-label={t('track.resetPositions')}
            onClick={() => resetTrack(track.uuid)}
            data-testid="track-reset"
          />
        </Tooltip>
        <Popconfirm
          title={t('track.deleteConfirm')}
          onConfirm={() => deleteTrack(track.uuid)}
          okText={t('common.delete')}
          cancelText={t('common.cancel')}
        >
          <Button size="small" type="text" icon={<DeleteOutlined />} aria-label={t('track.delete')} data-testid="track-delete" />
        </Popconfirm>
      </span>
    </div>
  );
}

import { DeleteOutlined, PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { bgmElementSchema, type StoredFile } from '@orator/shared';
import { Button, Slider, Switch } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchMedia } from '../../shared/api/authedFetch.ts';
import { newId, useEditorStore } from '../state/editorStore.ts';
import { MediaGrid } from './MediaGrid.tsx';
import { PanelEmpty, PanelSection } from './PanelKit.tsx';
import { UploadButton } from './UploadButton.tsx';
import { objectUrl, useUserFiles } from './useUserFiles.ts';

/** Listens to the chosen music (fetched with the session, <audio> cannot send it). */
function useMusicPreview(url: string | null) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    setPlaying(false);
    return () => {
      audio.current?.pause();
      if (audio.current?.src) URL.revokeObjectURL(audio.current.src);
      audio.current = null;
    };
  }, [url]);
  const toggle = async () => {
    if (!url) return;
    if (playing) {
      audio.current?.pause();
      setPlaying(false);
      return;
    }
    audio.current ??= new Audio(URL.createObjectURL(await fetchMedia(url)));
    audio.current.onended = () => setPlaying(false);
    await audio.current.play();
    setPlaying(true);
  };
  return { playing, toggle };
}

/** Background music under the whole video (the project's bgmGlobal): the user's audio files, with upload. */
export function MusicPanel() {
  const { t } = useTranslation('studio');
  const bgm = useEditorStore((s) => s.meta?.bgmGlobal ?? null);
  const updateMeta = useEditorStore((s) => s.updateMeta);
  const audioFiles = useUserFiles('audio');
  const preview = useMusicPreview(bgm?.url ?? null);

  const choose = (url: string, name: string) =>
    updateMeta({
      bgmGlobal: bgmElementSchema.parse({ uuid: newId(), type: 'bgm', url, name, audioDb: 30, loop: true, fadeIn: 500, fadeOut: 1500 }),
    });

  return (
    <div className="panel-body">
      {bgm && (
        <PanelSection title={t('music.current')}>
          <div className="music-current" data-testid="music-current">
            <Button
              shape="circle"
              icon={preview.playing ? <PauseCircleOutlined /> : <PlayCircleOutlined />}
              onClick={() => void preview.toggle()}
              aria-label={t('music.listen')}
            />
            <span className="music-name">{bgm.name ?? bgm.url}</span>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              onClick={() => updateMeta({ bgmGlobal: null })}
              aria-label={t('music.remove')}
            />
          </div>
          <label className="panel-field">
            <span>{t('music.volume', { n: bgm.audioDb })}</span>
            <Slider min={0} max={100} value={bgm.audioDb} onChange={(audioDb) => updateMeta({ bgmGlobal: { ...bgm, audioDb } })} />
          </label>
          <label className="panel-row">
            <span>{t('music.loop')}</span>
            <Switch size="small" checked={bgm.loop} onChange={(loop) => updateMeta({ bgmGlobal: { ...bgm, loop } })} />
          </label>
        </PanelSection>
      )}
      <PanelSection title={t('music.mine')}>
        <UploadButton
          accept=".mp3,.wav,audio/mpeg,audio/wav"
          label={t('upload.audio')}
          onUploaded={(file) => choose(file.url, file.name)}
        />
        <MediaGrid
          files={audioFiles.data}
          loading={audioFiles.isPending}
          empty={t('music.emptyMine')}
          onPick={(file: StoredFile) => choose(objectUrl(file), file.name)}
          selectedUrl={bgm?.url}
        />
      </PanelSection>
      <PanelSection title={t('music.library')}>
        <PanelEmpty text={t('library.notAvailable')} />
      </PanelSection>
    </div>
  );
}

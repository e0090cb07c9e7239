import { DeleteOutlined, PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { bgmElementSchema, type StockItem, type StoredFile } from '@orator/shared';
import { Button, Segmented, Slider, Switch } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchMedia } from '../../shared/api/authedFetch.ts';
import { newId, useEditorStore } from '../state/editorStore.ts';
import { MediaGrid } from './MediaGrid.tsx';
import { PanelSection } from './PanelKit.tsx';
import { StockCategories } from './stock/StockCategories.tsx';
import { StockMusicList } from './stock/StockMusicList.tsx';
import { StockStates } from './stock/StockStates.tsx';
import { ALL_CATEGORIES, useStockImport, useStockLibrary } from './stock/useStockLibrary.ts';
import './stock/stock.css';
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

type Source = 'library' | 'mine';

function StockMusic({ currentName, onUse }: { currentName: string | null; onUse(url: string, name: string): void }) {
  const { t } = useTranslation('studio');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const { query, items, categories } = useStockLibrary('music', category);
  const { busyId, importItem } = useStockImport();
  const use = async (item: StockItem) => {
    const imported = await importItem(item);
    if (imported) onUse(imported.url, item.name);
  };
  return (
    <>
      <StockCategories categories={categories} value={category} onChange={setCategory} />
      <StockStates query={query} count={items.length} empty={t('music.emptyLibrary')}>
        <StockMusicList items={items} busyId={busyId} currentName={currentName} onUse={(item) => void use(item)} />
      </StockStates>
    </>
  );
}

function MyMusic({ selectedUrl, onUse }: { selectedUrl: string | undefined; onUse(url: string, name: string): void }) {
  const { t } = useTranslation('studio');
  const audioFiles = useUserFiles('audio');
  return (
    <>
      <UploadButton accept=".mp3,.wav,audio/mpeg,audio/wav" label={t('upload.audio')} onUploaded={(file) => onUse(file.url, file.name)} />
      <MediaGrid
        files={audioFiles.data}
        loading={audioFiles.isPending}
        empty={t('music.emptyMine')}
        onPick={(file: StoredFile) => onUse(objectUrl(file), file.name)}
        selectedUrl={selectedUrl}
      />
    </>
  );
}

/** Background music under the whole video (the project's bgmGlobal): stock tracks (imported on use) or the user's audio. */
export function MusicPanel() {
  const { t } = useTranslation('studio');
  const bgm = useEditorStore((s) => s.meta?.bgmGlobal ?? null);
  const updateMeta = useEditorStore((s) => s.updateMeta);
  const preview = useMusicPreview(bgm?.url ?? null);
  const [source, setSource] = useState<Source>('library');

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
      <PanelSection title={t('music.choose')}>
        <Segmented<Source>
          block
          value={source}
          onChange={setSource}
          options={[
            { value: 'library', label: <span data-testid="music-source-library">{t('music.library')}</span> },
            { value: 'mine', label: <span data-testid="music-source-mine">{t('music.mine')}</span> },
          ]}
        />
        {source === 'library' ? (
          <StockMusic currentName={bgm?.name ?? null} onUse={choose} />
        ) : (
          <MyMusic selectedUrl={bgm?.url} onUse={choose} />
        )}
      </PanelSection>
    </div>
  );
}

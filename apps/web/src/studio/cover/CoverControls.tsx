import { UploadOutlined } from '@ant-design/icons';
import { FONT_FAMILIES } from '@orator/scene';
import {
  COVER_FONT_SIZE_MAX,
  COVER_FONT_SIZE_MIN,
  COVER_STICKER_SIZE_MAX,
  COVER_STICKER_SIZE_MIN,
  COVER_STROKE_MAX,
  COVER_TITLE_MAX_CHARS,
  STORAGE_PATHS,
  type CoverDocument,
  type CoverState,
  type CoverSticker,
  type CoverTitle,
} from '@orator/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, ColorPicker, Empty, Input, Pagination, Progress, Segmented, Select, Slider, Switch } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { materialsApi } from '../../lib/api/materialsApi.ts';
import { uploadFile } from '../../lib/api/storage.ts';
import { useAuthStore } from '../../platform/auth/authStore.ts';
import { errorText } from '../../lib/i18n/index.ts';
import { screenSelection, storageKeyFor, uploadKindFor } from '../../platform/files/uploadRules.ts';
import { useCatalogKey } from '../kit/catalog.ts';
import { toast } from '../../lib/ui/notify.ts';
import { catalogApi } from '../workspace/api/workspaceApi.ts';
import { frameTimeLabel, newSticker } from './coverModel.ts';

type BackgroundTab = 'frame' | 'assets' | 'upload';
const GRID_SIZE = 8;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="cover-field">
      <span>{label}</span>
      {children}
    </label>
  );
}

/** The editor's side panel: background, title and sticker of the cover document. */
export function CoverControls({
  state,
  doc,
  onChange,
  titleError,
}: {
  state: CoverState;
  doc: CoverDocument;
  onChange: (next: CoverDocument) => void;
  titleError: string | null;
}) {
  const { t } = useTranslation('cover');
  const title = (patch: Partial<CoverTitle>) => onChange({ ...doc, title: { ...doc.title, ...patch } });
  const sticker = (patch: Partial<CoverSticker>) => {
    if (doc.sticker) onChange({ ...doc, sticker: { ...doc.sticker, ...patch } });
  };

  return (
    <aside className="cover-controls">
      <section>
        <h2>{t('background.heading')}</h2>
        <BackgroundControls state={state} doc={doc} onChange={onChange} />
      </section>
      <section>
        <h2>{t('text.heading')}</h2>
        <Input.TextArea
          value={doc.title.text}
          onChange={(event) => title({ text: event.target.value })}
          placeholder={t('text.placeholder')}
          autoSize={{ minRows: 1, maxRows: 3 }}
          showCount={{ formatter: ({ value }) => `${[...value].length} / ${COVER_TITLE_MAX_CHARS}` }}
          status={titleError ? 'error' : undefined}
          data-testid="cover-title"
        />
        {titleError && <div className="cover-error">{titleError}</div>}
        <div className="cover-grid">
          <Field label={t('text.font')}>
            <Select
              value={doc.title.fontFamily}
              onChange={(fontFamily) => title({ fontFamily })}
              options={FONT_FAMILIES.map((font) => ({ value: font.key, label: font.name }))}
              data-testid="cover-font"
            />
          </Field>
          <Field label={t('text.size')}>
            <Slider
              min={COVER_FONT_SIZE_MIN}
              max={COVER_FONT_SIZE_MAX}
              value={doc.title.fontSize}
              onChange={(fontSize) => title({ fontSize })}
            />
          </Field>
          <Field label={t('text.colour')}>
            <ColorPicker
              value={doc.title.color}
              onChangeComplete={(color) => title({ color: color.toHexString() })}
              showText
              data-testid="cover-colour"
            />
          </Field>
          <Field label={t('text.stroke')}>
            <ColorPicker
              value={doc.title.strokeColor}
              allowClear
              onClear={() => title({ strokeColor: null })}
              onChangeComplete={(color) => title({ strokeColor: color.toHexString() })}
              showText
            />
          </Field>
          <Field label={t('text.strokeWidth')}>
            <Slider min={0} max={COVER_STROKE_MAX} value={doc.title.strokeWidth} onChange={(strokeWidth) => title({ strokeWidth })} />
          </Field>
          <Field label={t('text.bold')}>
            <Switch checked={doc.title.bold} onChange={(bold) => title({ bold })} />
          </Field>
          <Field label={t('text.align')}>
            <Segmented
              value={doc.title.align}
              onChange={(align) => title({ align: align as CoverTitle['align'] })}
              options={[
                { value: 'left', label: t('text.alignLeft') },
                { value: 'center', label: t('text.alignCenter') },
                { value: 'right', label: t('text.alignRight') },
              ]}
            />
          </Field>
          <Field label={t('text.position')}>
            <Slider min={0} max={100} value={doc.title.verticalPercent} onChange={(verticalPercent) => title({ verticalPercent })} />
          </Field>
        </div>
      </section>
      <section>
        <h2>{t('sticker.heading')}</h2>
        <StickerPicker
          selected={doc.sticker?.id ?? null}
          onPick={(id) => onChange({ ...doc, sticker: doc.sticker ? { ...doc.sticker, id } : newSticker(id) })}
        />
        {doc.sticker && (
          <div className="cover-grid">
            <Field label={t('sticker.x')}>
              <Slider min={0} max={100} value={doc.sticker.xPercent} onChange={(xPercent) => sticker({ xPercent })} />
            </Field>
            <Field label={t('sticker.y')}>
              <Slider min={0} max={100} value={doc.sticker.yPercent} onChange={(yPercent) => sticker({ yPercent })} />
            </Field>
            <Field label={t('sticker.size')}>
              <Slider
                min={COVER_STICKER_SIZE_MIN}
                max={COVER_STICKER_SIZE_MAX}
                value={doc.sticker.sizePercent}
                onChange={(sizePercent) => sticker({ sizePercent })}
              />
            </Field>
            <Button onClick={() => onChange({ ...doc, sticker: null })} data-testid="cover-sticker-remove">
              {t('sticker.remove')}
            </Button>
          </div>
        )}
      </section>
    </aside>
  );
}

function BackgroundControls({ state, doc, onChange }: { state: CoverState; doc: CoverDocument; onChange: (next: CoverDocument) => void }) {
  const { t } = useTranslation('cover');
  const [tab, setTab] = useState<BackgroundTab>(
    doc.background.kind === 'frame' ? 'frame' : doc.background.source === 'material' ? 'assets' : 'upload',
  );
  const frameTime = doc.background.kind === 'frame' ? doc.background.timeMs : 0;
  const [sliding, setSliding] = useState<number | null>(null);

  return (
    <>
      <Segmented
        block
        value={tab}
        onChange={(value) => {
          setTab(value as BackgroundTab);
          if (value === 'frame' && doc.background.kind !== 'frame') onChange({ ...doc, background: { kind: 'frame', timeMs: frameTime } });
        }}
        options={[
          { value: 'frame', label: <span data-testid="cover-bg-frame">{t('background.frame')}</span> },
          { value: 'assets', label: <span data-testid="cover-bg-assets">{t('background.assets')}</span> },
          { value: 'upload', label: <span data-testid="cover-bg-upload">{t('background.upload')}</span> },
        ]}
      />
      {tab === 'frame' && (
        <Field label={t('background.frameAt', { time: frameTimeLabel(sliding ?? frameTime) })}>
          {/* antd's Slider does not pass data-* attributes on to its element. */}
          <div data-testid="cover-frame-slider">
            <Slider
              min={0}
              max={Math.max(0, state.durationMs)}
              step={40}
              value={sliding ?? frameTime}
              tooltip={{ formatter: (value) => frameTimeLabel(value ?? 0) }}
              onChange={setSliding}
              // The frame is fetched once the slider stops, not on every step.
              onChangeComplete={(timeMs) => {
                setSliding(null);
                onChange({ ...doc, background: { kind: 'frame', timeMs } });
              }}
            />
          </div>
        </Field>
      )}
      {tab === 'assets' && (
        <AssetPicker
          selected={doc.background.kind === 'image' ? doc.background.url : null}
          onPick={(url) => onChange({ ...doc, background: { kind: 'image', url, source: 'material' } })}
        />
      )}
      {tab === 'upload' && (
        <UploadPicker onUploaded={(url) => onChange({ ...doc, background: { kind: 'image', url, source: 'upload' } })} />
      )}
    </>
  );
}

function AssetPicker({ selected, onPick }: { selected: string | null; onPick: (url: string) => void }) {
  const { t } = useTranslation('cover');
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['cover', 'materials', page],
    queryFn: () => materialsApi.page({ kind: 'image', page, size: GRID_SIZE }),
  });
  if (query.data && query.data.total === 0) return <Empty description={t('background.noAssets')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <>
      <div className="cover-thumbs">
        {(query.data?.items ?? []).map((item) => (
          <button
            key={item.id}
            type="button"
            className={`cover-thumb${selected === item.url ? ' selected' : ''}`}
            onClick={() => onPick(item.url)}
            title={item.name}
            data-testid="cover-asset"
          >
            <img src={item.previewUrl} alt={item.name} />
          </button>
        ))}
      </div>
      {(query.data?.total ?? 0) > GRID_SIZE && (
        <Pagination size="small" simple current={page} pageSize={GRID_SIZE} total={query.data?.total ?? 0} onChange={setPage} />
      )}
    </>
  );
}

function UploadPicker({ onUploaded }: { onUploaded: (url: string) => void }) {
  const { t } = useTranslation('cover');
  const input = useRef<HTMLInputElement>(null);
  const userId = useAuthStore((s) => s.user?.userId);
  const [percent, setPercent] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const upload = async (file: File) => {
    if (!userId) return;
    // The image upload rules (product-rules#storage-uploads): JPEG/PNG up to 5 MB, checked here first and again by the server.
    const { accepted, rejected } = screenSelection([file]);
    const name = accepted.get(file.name);
    if (name === undefined || uploadKindFor(name) !== 'image') {
      toast.error(errorText(rejected[0]?.error ?? 'fileFormatNotSupported'));
      return;
    }
    try {
      setPercent(0);
      const result = await uploadFile(file, storageKeyFor(userId, `covers/${name}`), { onProgress: setPercent, purpose: 'image' });
      setDone(name);
      onUploaded(STORAGE_PATHS.object(result.key));
    } catch (error) {
      toast.error(`${file.name}: ${errorText('uploadFailed')} (${error instanceof Error ? error.message : String(error)})`);
    } finally {
      setPercent(null);
    }
  };

  return (
    <div className="cover-upload">
      <input
        ref={input}
        type="file"
        hidden
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
        data-testid="cover-upload-input"
      />
      <Button icon={<UploadOutlined />} onClick={() => input.current?.click()} loading={percent !== null} disabled={!userId}>
        {t('background.uploadButton')}
      </Button>
      <span className="cover-hint">{done ? t('background.uploaded', { name: done }) : t('background.uploadHint')}</span>
      {percent !== null && <Progress percent={percent} size="small" />}
    </div>
  );
}

function StickerPicker({ selected, onPick }: { selected: string | null; onPick: (id: string) => void }) {
  const [page, setPage] = useState(1);
  const queryKey = useCatalogKey('stock', 'illustrations', 'cover', page);
  const query = useQuery({ queryKey, queryFn: () => catalogApi.stock('illustrations', { page, size: GRID_SIZE }), staleTime: 300_000 });
  return (
    <>
      <div className="cover-thumbs">
        {(query.data?.items ?? []).map((item) => (
          <button
            key={item.id}
            type="button"
            className={`cover-thumb sticker${selected === item.id ? ' selected' : ''}`}
            onClick={() => onPick(item.id)}
            title={item.name}
            data-testid="cover-sticker"
          >
            <img src={item.thumbnailUrl ?? item.url} alt={item.name} />
          </button>
        ))}
      </div>
      {(query.data?.total ?? 0) > GRID_SIZE && (
        <Pagination size="small" simple current={page} pageSize={GRID_SIZE} total={query.data?.total ?? 0} onChange={setPage} />
      )}
    </>
  );
}

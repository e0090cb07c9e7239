import { LoadingOutlined, PictureOutlined, ReloadOutlined, StopOutlined } from '@ant-design/icons';
import {
  ASSISTANT_PURCHASE_PATH,
  checkPrompt,
  IMAGE_COUNT_MAX,
  IMAGE_PROMPT_MAX_CHARS,
  IMAGE_RATIOS,
  IMAGE_TITLE_MAX_CHARS,
  type ImageRatio,
} from '@orator/shared/assistant';
import { safeFileStem } from '@orator/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, InputNumber, Segmented, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../lib/i18n/index.ts';
import { toast } from '../../lib/ui/notify.ts';
import { assistantApi } from './assistantApi.ts';
import { ASSISTANT_NAMESPACE } from './i18n/register.ts';
import { ImageResults } from './ImageResults.tsx';
import { ALLOWANCE_QUERY_KEY } from './useAssistantWriter.ts';
import { useImageGenerator, type ImageGeneratorState } from './useImageGenerator.ts';

/** The Image tab: a prompt (and an optional title) becomes up to four pictures at a ratio. */
/** i18next reads ':' as its namespace separator, so the ratios' labels are keyed by name. */
const RATIO_LABEL_KEYS: Record<ImageRatio, string> = { '1:1': 'square', '16:9': 'landscape', '9:16': 'portrait' };

export function ImageTab() {
  const { t, i18n } = useTranslation(ASSISTANT_NAMESPACE);
  const allowance = useQuery({ queryKey: ALLOWANCE_QUERY_KEY, queryFn: assistantApi.allowance });
  const [prompt, setPrompt] = useState('');
  const [title, setTitle] = useState('');
  const [ratio, setRatio] = useState<ImageRatio>('1:1');
  const [count, setCount] = useState(2);
  const [seed, setSeed] = useState(0);
  const generator = useImageGenerator();
  const result = generator.state.status === 'done' ? generator.state.result : null;
  const mode = allowance.data?.imageGenerator;

  const generate = (nextSeed: number) => {
    const checked = prompt.trim() === '' ? ({ ok: false, error: 'illegalInput' } as const) : checkPrompt(prompt, IMAGE_PROMPT_MAX_CHARS);
    const titleChecked = checkPrompt(title, IMAGE_TITLE_MAX_CHARS);
    const failed = !checked.ok ? checked : !titleChecked.ok ? titleChecked : null;
    if (failed && !failed.ok) return toast.error(errorText(failed.error));
    setSeed(nextSeed);
    void generator.generate({ prompt, title, ratio, count, seed: nextSeed });
  };

  return (
    <div className="assistant-write">
      <Form layout="vertical" className="assistant-form">
        {mode && (
          <Alert
            type={mode === 'model' ? 'success' : 'info'}
            showIcon
            className="assistant-mode"
            title={t(`image.mode.${mode}`)}
            data-testid="assistant-image-mode"
            data-mode={mode}
          />
        )}
        <Form.Item label={t('image.prompt')}>
          <Input.TextArea
            value={prompt}
            maxLength={IMAGE_PROMPT_MAX_CHARS}
            autoSize={{ minRows: 3, maxRows: 8 }}
            placeholder={t('image.promptPlaceholder')}
            onChange={(e) => setPrompt(e.target.value)}
            data-testid="assistant-image-prompt"
          />
        </Form.Item>
        <Form.Item label={t('image.title')} extra={t('image.titleHint')}>
          <Input
            value={title}
            maxLength={IMAGE_TITLE_MAX_CHARS}
            showCount
            placeholder={t('image.titlePlaceholder')}
            onChange={(e) => setTitle(e.target.value)}
            data-testid="assistant-image-title"
          />
        </Form.Item>
        <Space wrap size="large">
          <Form.Item label={t('image.ratio')}>
            {/* antd's Segmented does not pass data-* attributes on to its element. */}
            <div data-testid="assistant-image-ratio">
              <Segmented
                value={ratio}
                onChange={(value) => setRatio(value as ImageRatio)}
                options={IMAGE_RATIOS.map((value) => ({ value, label: t(`image.ratios.${RATIO_LABEL_KEYS[value]}`) }))}
              />
            </div>
          </Form.Item>
          <Form.Item label={t('image.count')}>
            <InputNumber
              min={1}
              max={IMAGE_COUNT_MAX}
              value={count}
              onChange={(value) => setCount(value ?? 1)}
              data-testid="assistant-image-count"
            />
          </Form.Item>
        </Space>
        <Button
          type="primary"
          icon={<PictureOutlined />}
          loading={generator.state.status === 'generating'}
          onClick={() => generate(0)}
          data-testid="assistant-image-generate"
        >
          {t(mode === 'offline' ? 'image.compose' : 'image.generate')}
        </Button>
        {allowance.data && (
          <p className="panel-hint assistant-allowance" data-testid="assistant-image-allowance">
            {t('image.left', {
              count: allowance.data.images,
              images: allowance.data.images.toLocaleString(i18n.language),
              date: new Date(allowance.data.expiresAt).toLocaleDateString(i18n.language),
            })}
          </p>
        )}
      </Form>
      <div className="assistant-output">
        <ImageStatus state={generator.state} onStop={generator.stop} onRetry={generator.retry} />
        {result && (
          <>
            <Space wrap className="assistant-actions">
              <Alert type="info" title={`${t(`image.mode.${result.generator}`)} ${t('image.charged', { count: result.charged })}`} />
              <Button icon={<ReloadOutlined />} onClick={() => generate(seed + 1)} data-testid="assistant-image-again">
                {t('again')}
              </Button>
            </Space>
            <ImageResults images={result.images} name={safeFileStem(title || prompt.slice(0, 30), 'picture')} />
          </>
        )}
      </div>
    </div>
  );
}

/** Generating (with Stop), stopped, or failed (Retry; "Buy images" when the allowance is used up). */
function ImageStatus({ state, onStop, onRetry }: { state: ImageGeneratorState; onStop: () => void; onRetry: () => void }) {
  const { t } = useTranslation(ASSISTANT_NAMESPACE);
  if (state.status === 'generating')
    return (
      <Space className="assistant-status" data-testid="assistant-image-generating">
        <LoadingOutlined />
        <span>{t('image.generating')}</span>
        <Button size="small" icon={<StopOutlined />} onClick={onStop} data-testid="assistant-image-stop">
          {t('stop')}
        </Button>
      </Space>
    );
  if (state.status === 'stopped') return <Alert type="info" showIcon title={t('image.stopped')} data-testid="assistant-image-stopped" />;
  if (state.status !== 'failed') return null;
  return (
    <Alert
      type={state.usedUp ? 'warning' : 'error'}
      showIcon
      title={state.usedUp ? state.message : `${t('image.failed')} ${state.message}`}
      data-testid="assistant-image-failed"
      action={
        state.usedUp ? (
          <Link to={ASSISTANT_PURCHASE_PATH} data-testid="assistant-buy-images">
            {t('image.buy')}
          </Link>
        ) : (
          <Button size="small" icon={<ReloadOutlined />} onClick={onRetry} data-testid="assistant-image-retry">
            {t('retry')}
          </Button>
        )
      }
    />
  );
}

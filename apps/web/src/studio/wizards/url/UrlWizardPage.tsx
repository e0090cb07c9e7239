import { LinkOutlined, PlayCircleOutlined, ReloadOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { projectSchema, RATIO_KEYS, type Project, type RatioKey, type TemplateSummary } from '@orator/shared';
import {
  checkUrlVideoMedia,
  estimateScriptSeconds,
  SCRIPT_DURATIONS,
  SCRIPT_LANGUAGES,
  SCRIPT_TONES,
  scriptBudget,
  scriptUnits,
  type ProductExtraction,
  type ProductMedia,
  type ScriptDuration,
  type ScriptLanguage,
  type ScriptsResult,
  type ScriptTone,
  type WizardCreateResult,
} from '@orator/shared/wizards';
import { Alert, Button, Card, Checkbox, Empty, Form, Input, Radio, Select, Space, Spin, Steps, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/i18n/index.ts';
import { videoApi } from '../../shared/api/videoApi.ts';
import { PreviewPlayer } from '../../shared/player/PreviewPlayer.tsx';
import { toast } from '../../../lib/ui/notify.ts';
import { ComposeProgress } from './ComposeProgress.tsx';
import './i18n/register.ts';
import { urlWizardApi } from './urlWizardApi.ts';
import { clearWizardState, loadWizardState, saveWizardState } from './wizardState.ts';
import './urlWizard.css';
import { useWritingLabels } from '../../../lib/i18n/writing/register.ts';

interface Draft {
  url: string;
  name: string;
  description: string;
  price: string | null;
  currency: string | null;
  brand: string | null;
  videoStyle: ScriptTone;
  /** Every picture and video offered (found on the page or added by address). */
  offered: ProductMedia[];
  chosen: string[];
  proportion: RatioKey;
  duration: ScriptDuration;
  language: ScriptLanguage;
  facts: string[];
  sources: string[];
}

const EMPTY: Draft = {
  url: '',
  name: '',
  description: '',
  price: null,
  currency: null,
  brand: null,
  videoStyle: 'enthusiastic',
  offered: [],
  chosen: [],
  proportion: 0,
  duration: 30,
  language: 'en',
  facts: [],
  sources: [],
};

const VIDEO_ADDRESS = /\.(mp4|webm|mov|m4v)(\?|#|$)/i;

/**
 * URL-to-ad-video wizard (spec §2: product description, choose or write a script, choose a
 * template, preview; product-rules#wizards-url). It ends in an AutoVideo-Lamination project
 * composed by the ordinary render job, which opens in the page editor.
 */
export default function UrlWizardPage() {
  const { t } = useTranslation('wizards-url');
  const w = useWritingLabels();
  // What the user entered survives a trip to the member centre and back (issue 24 §1).
  const [restored] = useState(() => loadWizardState<Draft, ScriptsResult>(EMPTY));
  const [step, setStep] = useState(restored?.step ?? 0);
  const [draft, setDraft] = useState<Draft>(restored?.draft ?? EMPTY);
  const [extracting, setExtracting] = useState(false);
  const [scripts, setScripts] = useState<ScriptsResult | null>(restored?.scripts ?? null);
  const [loadingScripts, setLoadingScripts] = useState(false);
  const [choice, setChoice] = useState<number>(restored?.choice ?? 0);
  const [script, setScript] = useState(restored?.script ?? '');
  const [templates, setTemplates] = useState<TemplateSummary[] | null>(null);
  const [templateId, setTemplateId] = useState<string | null>(restored?.templateId ?? null);
  const [created, setCreated] = useState<WizardCreateResult | null>(null);
  const [preview, setPreview] = useState<Project | null>(null);
  const [createdProject, setCreatedProject] = useState<Project | null>(null);
  const [creating, setCreating] = useState(false);
  const [composed, setComposed] = useState<{ jobId: string | null; composeError: string | null } | null>(null);
  const [addAddress, setAddAddress] = useState('');

  useEffect(() => {
    // A composed video ends the wizard: the next visit starts afresh.
    if (composed?.jobId) clearWizardState();
    else saveWizardState({ step: Math.min(step, 2), draft, scripts, choice, script, templateId });
  }, [step, draft, scripts, choice, script, templateId, composed]);

  const update = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const chosenMedia = useMemo(() => draft.offered.filter((m) => draft.chosen.includes(m.url)), [draft]);
  const mediaRule = checkUrlVideoMedia(chosenMedia);
  const images = chosenMedia.filter((m) => m.kind === 'image').length;

  const applyExtraction = (found: ProductExtraction) => {
    const firstImages = found.media.filter((m) => m.kind === 'image').slice(0, 6);
    update({
      url: found.url,
      name: found.name.slice(0, 100),
      description: found.description.slice(0, 2000),
      price: found.price,
      currency: found.currency,
      brand: found.brand,
      offered: found.media,
      chosen: firstImages.length >= 3 ? firstImages.map((m) => m.url) : found.media.slice(0, 6).map((m) => m.url),
      language: found.language,
      facts: found.facts,
      sources: found.sources,
    });
  };

  const extract = async (address: string) => {
    setExtracting(true);
    try {
      applyExtraction(await urlWizardApi.extract(address));
    } catch {
      // the HTTP client shows the refusal (address, size, format)
    } finally {
      setExtracting(false);
    }
  };

  const random = async () => {
    const { url } = await urlWizardApi.randomSample();
    update({ url });
    await extract(url);
  };

  const addMedia = () => {
    const address = addAddress.trim();
    if (!/^https?:\/\//i.test(address)) {
      toast.error(errorText('webPageUrlInvalid'));
      return;
    }
    const kind = VIDEO_ADDRESS.test(address) ? 'video' : 'image';
    if (!draft.offered.some((m) => m.url === address))
      update({ offered: [...draft.offered, { kind, url: address }], chosen: [...draft.chosen, address] });
    setAddAddress('');
  };

  const product = () => ({
    url: draft.url || undefined,
    name: draft.name,
    description: draft.description,
    videoStyle: draft.videoStyle,
    media: chosenMedia,
    proportion: draft.proportion,
    duration: draft.duration,
    language: draft.language,
  });

  const loadScripts = async () => {
    setLoadingScripts(true);
    try {
      const result = await urlWizardApi.scripts({
        product: product(),
        price: draft.price,
        currency: draft.currency,
        brand: draft.brand,
        facts: draft.facts,
      });
      setScripts(result);
      setChoice(0);
      setScript(result.scripts[0]?.script ?? '');
    } catch {
      // shown by the HTTP client
    } finally {
      setLoadingScripts(false);
    }
  };

  useEffect(() => {
    if (step !== 2) return;
    setTemplates(null);
    void urlWizardApi.templates(draft.proportion).then((page) => {
      setTemplates(page.items);
      setTemplateId((current) =>
        page.items.some((tpl) => tpl.id === current) ? current : (page.items.find((tpl) => !tpl.vipOnly)?.id ?? null),
      );
    });
  }, [step, draft.proportion]);

  const toScripts = async () => {
    if (!draft.name.trim()) return toast.error(errorText('nameRequired'));
    if (!mediaRule.ok) return toast.error(errorText(mediaRule.error));
    setStep(1);
    await loadScripts();
  };

  /** Step 4 lays the pages out as a draft project (composed only on the button) and previews it with the shared renderer. */
  const toPreview = async () => {
    if (!templateId) return;
    setStep(3);
    setCreating(true);
    setCreated(null);
    try {
      const result = await urlWizardApi.create({
        product: product(),
        price: draft.price,
        currency: draft.currency,
        script,
        templateId,
        compose: false,
      });
      setCreated(result);
      const project = await videoApi.project(result.projectId);
      setPreview(null);
      setCreatedProject(projectSchema.parse({ ...project, ...project.document }));
    } catch {
      setStep(2);
    } finally {
      setCreating(false);
    }
  };
  const compose = async () => {
    if (!created) return;
    try {
      const result = await videoApi.compose({ projectId: created.projectId });
      setComposed({ jobId: result.jobId, composeError: null });
    } catch {
      // the refusal is shown; the draft stays for the editor
    }
  };

  const restart = () => {
    clearWizardState();
    setDraft(EMPTY);
    setScripts(null);
    setScript('');
    setCreated(null);
    setCreatedProject(null);
    setComposed(null);
    setStep(0);
  };

  const seconds = estimateScriptSeconds(script, draft.language);
  const tooLong = scriptUnits(script, draft.language) > scriptBudget(draft.duration, draft.language).maxUnits;
  const chosenTemplate = templates?.find((tpl) => tpl.id === templateId);

  return (
    <div className="url-wizard" data-testid="url-wizard">
      <Typography.Title level={2}>{t('title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('subtitle')}</Typography.Paragraph>
      <Steps
        current={step}
        items={[{ title: t('steps.product') }, { title: t('steps.script') }, { title: t('steps.template') }, { title: t('steps.preview') }]}
        style={{ marginBottom: 24 }}
      />

      {composed && created ? (
        <ComposeProgress
          projectId={created.projectId}
          projectType={created.projectType}
          projectName={created.projectName}
          jobId={composed.jobId}
          composeError={composed.composeError}
          onAnother={restart}
        />
      ) : step === 0 ? (
        <Form layout="vertical" className="url-wizard-form" data-testid="step-product">
          <Form.Item label={t('product.url')}>
            <Space.Compact style={{ width: '100%' }}>
              <Input
                prefix={<LinkOutlined />}
                value={draft.url}
                placeholder={t('product.urlPlaceholder')}
                onChange={(e) => update({ url: e.target.value })}
                onPressEnter={() => void extract(draft.url)}
                data-testid="product-url"
              />
              <Button
                type="primary"
                loading={extracting}
                disabled={!draft.url.trim()}
                onClick={() => void extract(draft.url)}
                data-testid="extract"
              >
                {t('product.extract')}
              </Button>
              <Button icon={<ThunderboltOutlined />} disabled={extracting} onClick={() => void random()} data-testid="random-url">
                {t('product.random')}
              </Button>
            </Space.Compact>
            <Typography.Text type="secondary">
              {draft.sources.length > 0
                ? t('product.extracted', { sources: draft.sources.map((source) => t(`product.extractedSources.${source}`)).join(', ') })
                : t('product.manualHint')}
            </Typography.Text>
          </Form.Item>
          <Form.Item label={t('product.name')} required>
            <Input value={draft.name} maxLength={100} onChange={(e) => update({ name: e.target.value })} data-testid="product-name" />
          </Form.Item>
          <Form.Item label={t('product.description')}>
            <Input.TextArea
              value={draft.description}
              maxLength={2000}
              autoSize={{ minRows: 2, maxRows: 5 }}
              onChange={(e) => update({ description: e.target.value })}
            />
          </Form.Item>
          <Space wrap size="large">
            <Form.Item label={t('product.videoStyle')}>
              <Select
                style={{ width: 160 }}
                value={draft.videoStyle}
                onChange={(videoStyle) => update({ videoStyle })}
                options={SCRIPT_TONES.map((tone) => ({ value: tone, label: w(`tones.${tone}`) }))}
              />
            </Form.Item>
            <Form.Item label={t('product.proportion')}>
              <Select
                style={{ width: 160 }}
                value={draft.proportion}
                onChange={(proportion) => update({ proportion })}
                options={RATIO_KEYS.map((ratio) => ({ value: ratio, label: t(`ratios.${ratio}`) }))}
                data-testid="proportion"
              />
            </Form.Item>
            <Form.Item label={t('product.duration')}>
              <Radio.Group value={draft.duration} onChange={(e) => update({ duration: e.target.value as ScriptDuration })}>
                {SCRIPT_DURATIONS.map((d) => (
                  <Radio.Button key={d} value={d}>
                    {t('product.seconds', { count: d })}
                  </Radio.Button>
                ))}
              </Radio.Group>
            </Form.Item>
            <Form.Item label={t('product.language')}>
              <Select
                style={{ width: 180 }}
                value={draft.language}
                onChange={(language) => update({ language })}
                options={SCRIPT_LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
              />
            </Form.Item>
          </Space>
          <Form.Item
            label={t('product.media')}
            extra={`${t('product.mediaHint')} ${t('product.mediaCount', { images, videos: chosenMedia.length - images })}`}
          >
            {draft.offered.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('product.noMedia')} />
            ) : (
              <Checkbox.Group
                className="url-wizard-media"
                value={draft.chosen}
                onChange={(chosen) => update({ chosen: chosen as string[] })}
              >
                {draft.offered.map((media) => (
                  <Checkbox key={media.url} value={media.url} className="url-wizard-media-item" data-testid="media-item">
                    {media.kind === 'image' ? (
                      <img src={media.url} alt="" loading="lazy" />
                    ) : (
                      <div className="url-wizard-video">{t('product.video')}</div>
                    )}
                  </Checkbox>
                ))}
              </Checkbox.Group>
            )}
            <Space.Compact style={{ width: '100%', marginTop: 8 }}>
              <Input
                value={addAddress}
                placeholder={t('product.addMediaPlaceholder')}
                onChange={(e) => setAddAddress(e.target.value)}
                onPressEnter={addMedia}
              />
              <Button onClick={addMedia} disabled={!addAddress.trim()}>
                {t('product.add')}
              </Button>
            </Space.Compact>
          </Form.Item>
          <Button type="primary" onClick={() => void toScripts()} data-testid="next">
            {t('nav.next')}
          </Button>
        </Form>
      ) : step === 1 ? (
        <div data-testid="step-script">
          {loadingScripts || !scripts ? (
            <Spin tip={t('script.generating')}>
              <div style={{ height: 120 }} />
            </Spin>
          ) : (
            <>
              <Space style={{ marginBottom: 12 }}>
                <Tag color={scripts.mode === 'model' ? 'purple' : 'blue'} data-testid="script-mode">
                  {scripts.mode === 'model' ? t('script.modeModel') : t('script.modeOffline')}
                </Tag>
                <Button icon={<ReloadOutlined />} size="small" onClick={() => void loadScripts()}>
                  {t('script.regenerate')}
                </Button>
              </Space>
              {scripts.modelFailed && <Alert type="warning" showIcon message={t('script.modelFailed')} style={{ marginBottom: 12 }} />}
              <Radio.Group
                value={choice}
                onChange={(e) => {
                  const next = e.target.value as number;
                  setChoice(next);
                  if (next < scripts.scripts.length) setScript(scripts.scripts[next]?.script ?? '');
                }}
                className="url-wizard-scripts"
              >
                {scripts.scripts.map((option, index) => (
                  <Radio key={index} value={index} data-testid="script-option">
                    <strong>{t('script.option', { n: index + 1 })}</strong> · {t('script.estimate', { seconds: option.seconds })}
                    <div className="url-wizard-script-text">{option.script}</div>
                  </Radio>
                ))}
                <Radio value={scripts.scripts.length}>
                  <strong>{t('script.custom')}</strong>
                </Radio>
              </Radio.Group>
              <Input.TextArea
                value={script}
                autoSize={{ minRows: 4, maxRows: 10 }}
                maxLength={5000}
                placeholder={t('script.placeholder')}
                onChange={(e) => {
                  setScript(e.target.value);
                  setChoice(scripts.scripts.length);
                }}
                style={{ marginTop: 12 }}
                data-testid="script-text"
              />
              <Typography.Text type={tooLong ? 'warning' : 'secondary'}>
                {t('script.estimate', { seconds })}
                {tooLong ? ` · ${t('script.tooLong')}` : ''}
              </Typography.Text>
            </>
          )}
          <Space style={{ marginTop: 16, display: 'flex' }}>
            <Button onClick={() => setStep(0)}>{t('nav.back')}</Button>
            <Button
              type="primary"
              disabled={!script.trim()}
              onClick={() => (script.trim() ? setStep(2) : toast.error(errorText('scriptRequired')))}
              data-testid="next"
            >
              {t('nav.next')}
            </Button>
          </Space>
        </div>
      ) : step === 2 ? (
        <div data-testid="step-template">
          {!templates ? (
            <Spin tip={t('template.loading')}>
              <div style={{ height: 120 }} />
            </Spin>
          ) : templates.length === 0 ? (
            <Empty description={t('template.none')} />
          ) : (
            <div className="url-wizard-templates">
              {templates.map((tpl) => (
                <Card
                  key={tpl.id}
                  hoverable
                  size="small"
                  className={tpl.id === templateId ? 'is-chosen' : ''}
                  onClick={() => setTemplateId(tpl.id)}
                  cover={<img src={tpl.coverUrl} alt="" loading="lazy" />}
                  data-testid="template-card"
                >
                  <Card.Meta
                    title={
                      <Space size={4}>
                        {tpl.name}
                        {tpl.vipOnly && <Tag color="gold">{t('template.vip')}</Tag>}
                      </Space>
                    }
                    description={t('template.pages', { count: tpl.pageCount })}
                  />
                </Card>
              ))}
            </div>
          )}
          <Space style={{ marginTop: 16, display: 'flex' }}>
            <Button onClick={() => setStep(1)}>{t('nav.back')}</Button>
            <Button type="primary" disabled={!templateId} onClick={() => void toPreview()} data-testid="next">
              {t('nav.next')}
            </Button>
          </Space>
        </div>
      ) : (
        <div data-testid="step-preview">
          {creating || !created ? (
            <Spin tip={t('preview.preparing')}>
              <div style={{ height: 120 }} />
            </Spin>
          ) : (
            <>
              <Typography.Paragraph>
                {t('preview.pages', { count: created.pageCount, template: chosenTemplate?.name ?? created.templateName })}
              </Typography.Paragraph>
              <Space>
                <Button
                  icon={<PlayCircleOutlined />}
                  onClick={() => setPreview(createdProject)}
                  disabled={!createdProject}
                  data-testid="open-preview"
                >
                  {t('preview.play')}
                </Button>
                <Button type="primary" onClick={() => void compose()} data-testid="compose">
                  {t('preview.compose')}
                </Button>
              </Space>
            </>
          )}
          <Space style={{ marginTop: 16, display: 'flex' }}>
            <Button onClick={() => setStep(2)}>{t('nav.back')}</Button>
          </Space>
          <PreviewPlayer project={preview} onClose={() => setPreview(null)} />
        </div>
      )}
    </div>
  );
}

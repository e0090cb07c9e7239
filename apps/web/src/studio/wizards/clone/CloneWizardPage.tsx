import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { isErrorKey, messageFor, toUiLanguage, UI_LANGUAGES, type UiLanguage } from '@orator/shared';
import {
  authorizationStatement,
  CLONE_NAME_MAX,
  CLONE_PATHS,
  CLONE_TRAINING_SCRIPT,
  CLONE_WIZARD_DEFAULTS,
  type Clone,
  type CloneType,
} from '@orator/shared/clone';
import { Alert, Button, Checkbox, Form, Input, Popconfirm, Progress, Radio, Select, Space, Steps, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '../../../lib/routing/paths/main.ts';
import { toast } from '../../../lib/ui/notify.ts';
import { WIZARD_ROUTES } from '../../../lib/routing/paths/wizards.ts';
import { cloneApi, CloneUploadError, uploadCloneVideo } from './cloneApi.ts';
import './i18n/register.ts';

const POLL_MS = 2000;
/** A video waiting for an operator is read again this often, so an approval shows without a reload. */
const REVIEW_POLL_MS = 10_000;
/** The wizard's address names its clone, so a reload or a later visit comes back to it (a failed training too). */
const CLONE_PARAM = 'clone';

/** The step a clone is at: the first video it lacks, else training. */
function stepOf(clone: Clone): number {
  if (clone.state !== 'draft') return 3;
  if (!clone.training) return 1;
  if (!clone.authorization || clone.authorization.status === 'rejected') return 2;
  return 3;
}
const VIDEO_ACCEPT = '.mp4,.mov,.webm,video/mp4,video/quicktime,video/webm';

/**
 * The clone-online wizard (spec §2: choose type, upload training video, authorize, train; §4:
 * training with estimated time left, done, or failed with continue; resets to fixed_avatar and
 * no agreement). The voice type leads to the voice wizard. A failed training continues from its
 * checkpoint, or takes a new training video when the old one cannot be trained on.
 */
export default function CloneWizardPage() {
  const { t, i18n } = useTranslation('wizards-clone');
  const [step, setStep] = useState(0);
  const [type, setType] = useState<CloneType>(CLONE_WIZARD_DEFAULTS.type);
  const [agreed, setAgreed] = useState<boolean>(CLONE_WIZARD_DEFAULTS.agreed);
  const [name, setName] = useState('');
  const [clone, setClone] = useState<Clone | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [language, setLanguage] = useState<UiLanguage>(toUiLanguage(i18n.language));
  const [params, setParams] = useSearchParams();
  const cloneParam = params.get(CLONE_PARAM);

  // Coming back to a clone by its address (a reload, or the link kept from an earlier visit).
  useEffect(() => {
    if (!cloneParam || clone?.id === cloneParam) return;
    cloneApi.get(cloneParam).then(
      (found) => {
        setClone(found);
        setStep(stepOf(found));
      },
      () => setParams({}, { replace: true }),
    );
  }, [cloneParam]); // eslint-disable-line react-hooks/exhaustive-deps

  const reset = () => {
    setStep(0);
    setType(CLONE_WIZARD_DEFAULTS.type);
    setAgreed(CLONE_WIZARD_DEFAULTS.agreed);
    setName('');
    setClone(null);
    setError(null);
    setParams({});
  };

  // Training progress comes from the clone itself (progress, stage, time left), polled while it trains.
  const training = clone?.state === 'training';
  useEffect(() => {
    if (!training || !clone) return;
    const timer = setInterval(() => {
      cloneApi.get(clone.id).then(setClone, () => undefined);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [training, clone?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const inReview = clone?.state === 'draft' && clone.authorization?.status === 'review';
  useEffect(() => {
    if (!inReview || !clone) return;
    const timer = setInterval(() => {
      cloneApi.get(clone.id).then(
        (next) => {
          setClone(next);
          setStep(stepOf(next));
        },
        () => undefined,
      );
    }, REVIEW_POLL_MS);
    return () => clearInterval(timer);
  }, [inReview, clone?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const start = async () => {
    setError(null);
    try {
      const created = await cloneApi.create(name);
      setClone(created);
      setParams({ [CLONE_PARAM]: created.id });
      setStep(1);
    } catch {
      // shown by the HTTP client
    }
  };

  const upload = async (path: typeof CLONE_PATHS.training | typeof CLONE_PATHS.authorization, file: File) => {
    if (!clone) return;
    setError(null);
    setPercent(0);
    try {
      const fields: Record<string, string> = path === CLONE_PATHS.authorization ? { id: clone.id, language } : { id: clone.id };
      const updated = await uploadCloneVideo(path, fields, file, setPercent);
      setClone(updated);
      setStep(stepOf(updated));
    } catch (failure) {
      setError(failure instanceof CloneUploadError && failure.message ? failure.message : t('train.failed'));
    } finally {
      setPercent(null);
    }
  };

  const run = async (action: 'train' | 'continue') => {
    if (!clone) return;
    try {
      setClone(await cloneApi[action](clone.id));
    } catch {
      // shown by the HTTP client
    }
  };

  // A clone that is not training can be deleted (after a confirmation): its avatar goes with it and
  // its place in the plan's clone count is free again. The wizard starts afresh.
  const remove = async () => {
    if (!clone) return;
    try {
      await cloneApi.remove(clone.id);
      toast.success(t('remove.done', { name: clone.name }));
      reset();
    } catch {
      // shown by the HTTP client
    }
  };
  const removeButton = clone && clone.state !== 'training' && (
    <Popconfirm
      title={t(clone.avatarId ? 'remove.confirmAvatar' : 'remove.confirm', { name: clone.name })}
      onConfirm={() => remove()}
      okText={t('remove.ok')}
      okButtonProps={{ danger: true, 'data-testid': 'clone-delete-ok' }}
      cancelText={t('remove.cancel')}
    >
      <Button danger icon={<DeleteOutlined />} data-testid="clone-delete">
        {t('remove.button')}
      </Button>
    </Popconfirm>
  );

  const videoPicker = (label: string, path: typeof CLONE_PATHS.training | typeof CLONE_PATHS.authorization, testId: string) => (
    <Upload
      accept={VIDEO_ACCEPT}
      showUploadList={false}
      beforeUpload={(file) => {
        void upload(path, file);
        return false;
      }}
    >
      <Button type="primary" icon={<UploadOutlined />} loading={percent !== null} data-testid={testId}>
        {label}
      </Button>
    </Upload>
  );

  const timeLeft = (seconds: number) =>
    seconds >= 90 ? t('minutes', { count: Math.ceil(seconds / 60) }) : t('seconds', { count: seconds });

  return (
    <div className="clone-wizard" data-testid="clone-wizard" style={{ maxWidth: 960, margin: '0 auto', padding: 24 }}>
      <Typography.Title level={2}>{t('title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('subtitle')}</Typography.Paragraph>
      <Steps
        current={step}
        style={{ marginBottom: 24 }}
        items={(['type', 'upload', 'authorize', 'train'] as const).map((key) => ({ title: t(`steps.${key}`) }))}
      />
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} data-testid="clone-error" />}
      {percent !== null && <Progress percent={percent} status="active" data-testid="clone-upload-progress" />}

      {step === 0 && (
        <Form layout="vertical">
          <Form.Item label={t('type.label')}>
            <Radio.Group value={type} onChange={(e) => setType(e.target.value as CloneType)} data-testid="clone-type">
              <Space direction="vertical">
                <Radio value="fixed_avatar" data-testid="clone-type-figure">
                  <b>{t('type.figure')}</b> — {t('type.figureHint')}
                </Radio>
                <Radio value="voice" data-testid="clone-type-voice">
                  <b>{t('type.voice')}</b> — {t('type.voiceHint')}
                </Radio>
              </Space>
            </Radio.Group>
          </Form.Item>
          {type === 'voice' ? (
            <Link to={WIZARD_ROUTES.voice} data-testid="clone-voice-link">
              <Button type="primary">{t('type.voiceLink')}</Button>
            </Link>
          ) : (
            <>
              <Form.Item label={t('name')}>
                <Input
                  value={name}
                  maxLength={CLONE_NAME_MAX}
                  placeholder={t('namePlaceholder')}
                  onChange={(e) => setName(e.target.value)}
                  data-testid="clone-name"
                />
              </Form.Item>
              <Form.Item>
                <Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} data-testid="clone-agree">
                  {t('agree')}
                </Checkbox>
              </Form.Item>
              <Button type="primary" disabled={!agreed || !name.trim()} onClick={() => void start()} data-testid="clone-next">
                {t('next')}
              </Button>
            </>
          )}
        </Form>
      )}

      {step === 1 && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Alert type="info" showIcon message={t('upload.rules')} />
          <Typography.Text>{t('upload.script')}</Typography.Text>
          <ol data-testid="clone-script">
            {CLONE_TRAINING_SCRIPT.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
          {percent !== null && <Typography.Text type="secondary">{t('upload.checking')}</Typography.Text>}
          <Space>
            {clone?.state === 'failed' && <Button onClick={() => setStep(3)}>{t('back')}</Button>}
            {videoPicker(t('upload.choose'), CLONE_PATHS.training, 'clone-training-upload')}
            {removeButton}
          </Space>
        </Space>
      )}

      {step === 2 && clone && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          {clone.training && (
            <Typography.Text type="success" data-testid="clone-training-accepted">
              {t('upload.accepted', {
                name: clone.training.fileName,
                minutes: (clone.training.durationMs / 60_000).toFixed(1),
                width: clone.training.width,
                height: clone.training.height,
              })}
            </Typography.Text>
          )}
          {clone.authorization?.status === 'rejected' && (
            <Alert
              type="error"
              showIcon
              message={messageFor('videoAuthorizationFailed', i18n.language)}
              description={clone.authorization.reason ? t('authorize.rejectedReason', { reason: clone.authorization.reason }) : undefined}
              data-testid="clone-authorization-rejected"
            />
          )}
          <Typography.Text>{t('authorize.intro')}</Typography.Text>
          <Form.Item label={t('authorize.language')} style={{ marginBottom: 0 }}>
            <Select
              style={{ width: 200 }}
              value={language}
              onChange={setLanguage}
              options={UI_LANGUAGES.map((code) => ({ value: code, label: code }))}
              data-testid="clone-statement-language"
            />
          </Form.Item>
          <blockquote
            className="clone-statement"
            data-testid="clone-statement"
            style={{ fontSize: 18, borderLeft: '4px solid #1677ff', paddingLeft: 12 }}
          >
            {authorizationStatement(clone.name, language)}
          </blockquote>
          <Typography.Text type="secondary">
            {language === 'en' ? t('authorize.checkedOffline') : t('authorize.checkedRemote')}
          </Typography.Text>
          <Space>
            <Button onClick={() => setStep(1)}>{t('back')}</Button>
            {videoPicker(t('authorize.choose'), CLONE_PATHS.authorization, 'clone-authorization-upload')}
            {removeButton}
          </Space>
        </Space>
      )}

      {step === 3 && clone && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="clone-train-step">
          {clone.authorization && (
            <Alert
              type={clone.authorization.status === 'passed' ? 'success' : 'warning'}
              showIcon
              message={clone.authorization.status === 'passed' ? t('authorize.passed') : t('authorize.review')}
              description={inReview ? t('authorize.waiting') : undefined}
              data-testid="clone-authorization-status"
            />
          )}
          <Typography.Text type="secondary">{t('train.honest')}</Typography.Text>
          {clone.state === 'draft' && inReview && (
            <Space data-testid="clone-waiting-review">
              <Button onClick={() => setStep(2)} data-testid="clone-replace-authorization">
                {t('authorize.replace')}
              </Button>
              {removeButton}
            </Space>
          )}
          {clone.state === 'draft' && !inReview && (
            <Space>
              <Button type="primary" onClick={() => void run('train')} data-testid="clone-train">
                {t('train.start')}
              </Button>
              {removeButton}
            </Space>
          )}
          {clone.state === 'training' && (
            <div data-testid="clone-training">
              <Typography.Text>{t('train.training', { percent: clone.progress })}</Typography.Text>
              <Progress percent={clone.progress} status="active" />
              <Typography.Text type="secondary" data-testid="clone-eta">
                {clone.stage ? `${t(`train.stage.${clone.stage}`, { defaultValue: clone.stage })} · ` : ''}
                {clone.etaSeconds !== null ? t('train.eta', { time: timeLeft(clone.etaSeconds) }) : t('train.etaUnknown')}
              </Typography.Text>
            </div>
          )}
          {clone.state === 'done' && (
            <>
              <Alert type="success" showIcon message={t('train.done', { name: clone.name })} data-testid="clone-done" />
              <Space>
                <Link to={`${ROUTES.myAssets}?tab=avatars`}>
                  <Button type="primary" data-testid="clone-my-assets">
                    {t('train.myAssets')}
                  </Button>
                </Link>
                <Button onClick={reset}>{t('train.another')}</Button>
                {removeButton}
              </Space>
            </>
          )}
          {clone.state === 'failed' && (
            <>
              <Alert
                type="error"
                showIcon
                message={t('train.failed')}
                description={
                  clone.error && clone.error !== 'cloneTrainingFailed' && isErrorKey(clone.error)
                    ? messageFor(clone.error, i18n.language)
                    : undefined
                }
                data-testid="clone-failed"
              />
              <Typography.Text type="secondary">{t('train.failedHelp')}</Typography.Text>
              <Space>
                <Button type="primary" onClick={() => void run('continue')} data-testid="clone-continue">
                  {t('train.continue')}
                </Button>
                <Button onClick={() => setStep(1)} data-testid="clone-new-training">
                  {t('train.newVideo')}
                </Button>
                {removeButton}
              </Space>
            </>
          )}
        </Space>
      )}
    </div>
  );
}

import { estimateSpeechMs } from '@orator/shared/wizards';
import { checkPhotoLines, defaultVoiceForFace, SCREEN_SIZES, type PhotoRole, type RatioKey, type UserAvatar } from '@orator/shared';
import { Alert, Button, Card, Input, Segmented, Steps, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, useLanguageStore } from '../../../lib/i18n/index.ts';
import { useSpeakers } from '../../kit/catalog.ts';
import { ComposeProgress } from '../url/ComposeProgress.tsx';
import { WIZARD_PHOTO_NAMESPACE } from './i18n/register.ts';
import { chatsOf, LinesStep, newLine, type EditedLine } from './LinesStep.tsx';
import { photoApi } from './photoApi.ts';
import { PhotoStep } from './PhotoStep.tsx';
import './photoWizard.css';

type Step = 'photo' | 'lines' | 'compose';
const STEPS: Step[] = ['photo', 'lines', 'compose'];
const RATIOS: RatioKey[] = [3, 4, 1, 0];

interface Composed {
  projectId: string;
  jobId: string | null;
  error: string | null;
}

/**
 * The photo-video wizard (spec §2: upload photo, enter lines, compose; issue 12 §1). It ends in an
 * ordinary page project whose digital man is the photo avatar, rendered by the video module.
 */
export default function PhotoWizardPage() {
  const { t } = useTranslation(WIZARD_PHOTO_NAMESPACE);
  const language = useLanguageStore((s) => s.language);
  const speakers = useSpeakers();
  const [step, setStep] = useState<Step>('photo');
  const [avatar, setAvatar] = useState<UserAvatar | null>(null);
  const [roles, setRoles] = useState<PhotoRole[]>([{ id: 'r1', name: t('lines.defaultRole', { n: 1 }), voiceId: '' }]);
  const [lines, setLines] = useState<EditedLine[]>(() => [newLine('r1')]);
  const [name, setName] = useState('');
  const [ratio, setRatio] = useState<RatioKey>(3);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [composing, setComposing] = useState(false);
  const [composed, setComposed] = useState<Composed | null>(null);

  // Roles start with the default voice of the UI language, of the photo's estimated gender once
  // the face is known; a voice the user picked is kept.
  const catalogue = speakers.data?.items;
  const gender = avatar?.face?.gender;
  const autoVoice = useRef<string | null>(null);
  useEffect(() => {
    if (!catalogue) return;
    const fallback = defaultVoiceForFace(language === 'en' ? 'en' : 'zhchs', catalogue, gender) ?? catalogue[0];
    if (!fallback) return;
    const previous = autoVoice.current;
    autoVoice.current = fallback.id;
    setRoles((current) => current.map((role) => (!role.voiceId || role.voiceId === previous ? { ...role, voiceId: fallback.id } : role)));
  }, [catalogue, language, gender]);

  const chats = chatsOf(lines);
  const linesRefusal = () => {
    const key = checkPhotoLines(
      chats,
      roles.map((r) => r.id),
    );
    if (key) return errorText(key);
    return roles.some((r) => !r.voiceId) ? errorText('noRelatedSounds') : null;
  };
  const seconds = Math.ceil(chats.reduce((sum, c) => sum + (c.audioUrl ? (c.audioMs ?? 0) : estimateSpeechMs(c.text ?? '')), 0) / 1000);

  const next = () => {
    setRefusal(null);
    if (step === 'lines') {
      const refused = linesRefusal();
      if (refused) return setRefusal(refused);
    }
    setStep(STEPS[STEPS.indexOf(step) + 1] ?? step);
  };

  const compose = async () => {
    if (!avatar) return;
    setComposing(true);
    const projectName = name.trim() || t('compose.defaultName');
    try {
      const result = await photoApi.compose({ avatarId: avatar.id, projectName, ratio, chats, roles });
      setComposed({ projectId: result.projectId, jobId: result.jobId, error: null });
    } catch {
      // the HTTP client has shown the reason
    } finally {
      setComposing(false);
    }
  };

  const restart = () => {
    setComposed(null);
    setStep('photo');
    setAvatar(null);
  };

  return (
    <div className="photo-wizard" data-testid="photo-wizard">
      <div className="photo-wizard-head">
        <Typography.Title level={2}>{t('title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('subtitle')}</Typography.Paragraph>
        <Steps current={STEPS.indexOf(step)} items={STEPS.map((s) => ({ title: t(`steps.${s}`) }))} />
      </div>
      <div className="photo-wizard-body">
        {composed ? (
          <ComposeProgress
            projectId={composed.projectId}
            projectType="Lamination"
            projectName={name.trim() || t('compose.defaultName')}
            jobId={composed.jobId}
            composeError={composed.error}
            onAnother={restart}
          />
        ) : step === 'photo' ? (
          <PhotoStep avatar={avatar} onAvatar={setAvatar} />
        ) : step === 'lines' ? (
          <LinesStep roles={roles} lines={lines} onRoles={setRoles} onLines={setLines} />
        ) : (
          <Card size="small" className="photo-compose">
            <label className="photo-field">
              <span>{t('compose.name')}</span>
              <Input
                value={name}
                placeholder={t('compose.defaultName')}
                onChange={(event) => setName(event.target.value)}
                maxLength={200}
                data-testid="compose-name"
              />
            </label>
            <label className="photo-field">
              <span>{t('compose.ratio')}</span>
              <Segmented
                value={ratio}
                onChange={(value) => setRatio(value as RatioKey)}
                options={RATIOS.map((r) => ({ value: r, label: SCREEN_SIZES[r].label }))}
              />
            </label>
            <Typography.Paragraph>{t('compose.summary', { lines: chats.length, seconds })}</Typography.Paragraph>
          </Card>
        )}
        {refusal && <Alert type="error" showIcon message={refusal} data-testid="photo-refusal" />}
        {!composed && (
          <div className="photo-wizard-actions">
            {step !== 'photo' && <Button onClick={() => setStep(STEPS[STEPS.indexOf(step) - 1] ?? 'photo')}>{t('back')}</Button>}
            {step === 'compose' ? (
              <Button type="primary" loading={composing} onClick={() => void compose()} data-testid="photo-compose">
                {t('compose.start')}
              </Button>
            ) : (
              <Button type="primary" disabled={!avatar} onClick={next} data-testid="photo-next">
                {t('next')}
              </Button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

import type { VoiceProfile } from '@orator/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Progress, Result, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../../lib/routing/paths/main.ts';
import { useSpeakers } from '../../kit/catalog.ts';
import { VOICE_WIZARD_NAMESPACE } from './i18n/register.ts';
import { VOICE_PROFILES_KEY, voiceProfilesApi } from './voiceProfilesApi.ts';

/** Step 3: the build's progress, then what was made and, for a matched profile, honestly how. */
export function BuildStep({ profile, onAnother }: { profile: VoiceProfile; onAnother: () => void }) {
  const { t } = useTranslation(VOICE_WIZARD_NAMESPACE);
  const queryClient = useQueryClient();
  const speakers = useSpeakers(profile.mode === 'matched');
  const retry = useMutation({
    mutationFn: () => voiceProfilesApi.build(profile.id),
    onSuccess: (next) => {
      queryClient.setQueryData([...VOICE_PROFILES_KEY, 'one', profile.id], next);
      void queryClient.invalidateQueries({ queryKey: VOICE_PROFILES_KEY });
    },
  });

  if (profile.status === 'building')
    return (
      <div className="voice-build" data-testid="voice-building">
        <p>{t('build.building', { percent: profile.progress })}</p>
        <Progress percent={profile.progress} status="active" />
        <p className="voice-status">{t('build.duration')}</p>
      </div>
    );
  if (profile.status === 'failed')
    return (
      <div className="voice-build" data-testid="voice-failed">
        <Alert type="error" showIcon title={t('build.failed', { reason: profile.failureReason ?? '' })} />
        <Button type="primary" onClick={() => retry.mutate()} loading={retry.isPending} className="voice-retry">
          {t('build.retry')}
        </Button>
      </div>
    );

  const baseName = speakers.data?.items.find((s) => s.id === profile.baseVoiceId)?.name ?? profile.baseVoiceId ?? '';
  const matched = profile.mode === 'matched';
  return (
    <div className="voice-build" data-testid="voice-ready">
      <Result
        status="success"
        title={t('build.ready')}
        subTitle={
          <Space orientation="vertical">
            <Tag color={matched ? 'gold' : 'green'} data-testid="voice-mode">
              {t(matched ? 'build.matchedLabel' : 'build.clonedLabel')}
            </Tag>
            <span data-testid="voice-why">
              {matched && profile.dsp && profile.measured
                ? t('build.matchedWhy', {
                    f0: Math.round(profile.measured.f0MedianHz),
                    rate: profile.measured.syllablesPerSecond.toFixed(1),
                    base: baseName,
                    semitones: profile.dsp.pitchSemitones > 0 ? `+${profile.dsp.pitchSemitones}` : String(profile.dsp.pitchSemitones),
                    speed: profile.dsp.speed,
                    treble: profile.dsp.trebleDb > 0 ? `+${profile.dsp.trebleDb}` : String(profile.dsp.trebleDb),
                  })
                : t('build.clonedWhy')}
            </span>
            <span className="voice-status">{t('build.duration')}</span>
            {profile.sampleUrl ? (
              <audio controls src={profile.sampleUrl} aria-label={t('build.listen')} data-testid="voice-sample-audio" />
            ) : null}
          </Space>
        }
        extra={[
          <Link key="assets" to={`${ROUTES.myAssets}?tab=voices`}>
            <Button type="primary">{t('build.toAssets')}</Button>
          </Link>,
          <Button key="another" onClick={onAnother}>
            {t('build.another')}
          </Button>,
        ]}
      />
    </div>
  );
}

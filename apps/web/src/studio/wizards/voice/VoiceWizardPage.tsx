import { VOICE_PROFILE_EDITIONS, VOICE_PROFILE_LANGUAGES, type VoiceProfileEdition } from '@orator/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Radio, Select, Spin, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import '../../workspace/i18n/register.ts';
import '../../workspace/workspace.css';
import { BuildStep } from './BuildStep.tsx';
import './i18n/register.ts';
import { VOICE_WIZARD_NAMESPACE } from './i18n/register.ts';
import { SampleStep } from './SampleStep.tsx';
import './voiceWizard.css';
import { VOICE_PROFILES_KEY, voiceProfilesApi } from './voiceProfilesApi.ts';

interface EditionForm {
  name: string;
  language: string;
  edition: VoiceProfileEdition;
}

/**
 * The voice-profile wizard (issue 12 §3): choose an edition (§9: 20, 100 or 500 sentences), read
 * or upload the sentences, build. A draft lives at `?profile=<id>`, so reading can go on later.
 */
export default function VoiceWizardPage() {
  const { t } = useTranslation(VOICE_WIZARD_NAMESPACE);
  const [params, setParams] = useSearchParams();
  const profileId = params.get('profile');
  const queryClient = useQueryClient();
  const profile = useQuery({
    queryKey: [...VOICE_PROFILES_KEY, 'one', profileId],
    queryFn: () => voiceProfilesApi.get(profileId ?? ''),
    enabled: Boolean(profileId),
    // A build is a job: its progress is read until it ends.
    refetchInterval: (query) => (query.state.data?.status === 'building' ? 1000 : false),
  });
  const create = useMutation({
    mutationFn: (form: EditionForm) => voiceProfilesApi.create(form),
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: VOICE_PROFILES_KEY });
      setParams({ profile: created.id });
    },
  });

  const data = profileId ? profile.data : undefined;
  const step = !data ? 0 : data.status === 'collecting' ? 1 : 2;
  return (
    <div className="ws-page voice-wizard" data-testid="voice-wizard">
      <div className="ws-hero">
        <div>
          <h1>{t('title')}</h1>
        </div>
      </div>
      <Steps
        current={step}
        items={[{ title: t('steps.edition') }, { title: t('steps.samples') }, { title: t('steps.build') }]}
        className="voice-wizard-steps"
      />
      {profileId && profile.isPending ? (
        <Spin />
      ) : step === 0 ? (
        <Form<EditionForm>
          layout="vertical"
          className="voice-wizard-form"
          initialValues={{ language: 'en', edition: 20 }}
          onFinish={(values) => create.mutate(values)}
          data-testid="voice-edition-form"
        >
          <Form.Item name="name" label={t('edition.name')} rules={[{ required: true, whitespace: true, max: 50 }]}>
            <Input placeholder={t('edition.namePlaceholder')} maxLength={50} data-testid="voice-name" />
          </Form.Item>
          <Form.Item name="language" label={t('edition.language')}>
            <Select
              options={VOICE_PROFILE_LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
              data-testid="voice-language-choice"
            />
          </Form.Item>
          <Form.Item name="edition" label={t('edition.choose')}>
            <Radio.Group className="voice-editions">
              {VOICE_PROFILE_EDITIONS.map((edition) => (
                <Radio.Button key={edition} value={edition}>
                  <strong data-testid={`voice-edition-${edition}`}>{t('edition.sentences', { count: edition })}</strong>
                  <span className="voice-edition-hint">{t(`edition.hint${edition}`)}</span>
                </Radio.Button>
              ))}
            </Radio.Group>
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="voice-start">
            {t('edition.start')}
          </Button>
        </Form>
      ) : data && step === 1 ? (
        <SampleStep profile={data} />
      ) : data ? (
        <BuildStep profile={data} onAnother={() => setParams({})} />
      ) : null}
    </div>
  );
}

import { GiftOutlined } from '@ant-design/icons';
import { AGE_BANDS, ACCOUNT_USES, GENDERS, PURPOSES, VIDEO_TYPES, type QuestionnaireBody } from '@orator/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../auth/useCurrentUser.ts';
import { toast } from '../../lib/ui/notify.ts';
import { ONBOARDING_NAMESPACE } from './i18n/register.ts';
import { onboardingApi } from './onboardingApi.ts';
import './onboarding.css';

/** "Later" is remembered per account in this browser. */
const laterKey = (userId: string) => `orator.questionnaireLater.${userId}`;

/**
 * The new-user questionnaire's invitation on the creation centre (issue 14 §3): shown until the
 * questionnaire is filled in (or put off in this browser); the form gives its gift of time once.
 */
export function QuestionnaireBanner() {
  const { t } = useTranslation(ONBOARDING_NAMESPACE);
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [putOffNow, setPutOffNow] = useState(false);
  const later = putOffNow || (user !== null && localStorage.getItem(laterKey(user.userId)) === '1');
  const timing = useQuery({ queryKey: ['onboarding', 'newUserTime', user?.userId], queryFn: onboardingApi.newUserTime, enabled: !!user });
  if (!user || later || !timing.data || timing.data.questionnaireDone) return null;
  const seconds = timing.data.questionnaireGiftSeconds;

  const putOff = () => {
    localStorage.setItem(laterKey(user.userId), '1');
    setPutOffNow(true);
  };

  return (
    <>
      <Alert
        className="questionnaire-banner"
        type="info"
        showIcon
        icon={<GiftOutlined />}
        message={t('banner.title', { seconds })}
        description={t('banner.body')}
        action={
          <Space direction="vertical">
            <Button type="primary" size="small" onClick={() => setOpen(true)} data-testid="questionnaire-open">
              {t('banner.fill')}
            </Button>
            <Button size="small" type="text" onClick={putOff} data-testid="questionnaire-later">
              {t('banner.later')}
            </Button>
          </Space>
        }
        data-testid="questionnaire-banner"
      />
      <QuestionnaireDialog
        open={open}
        seconds={seconds}
        onClose={() => setOpen(false)}
        onDone={async (granted) => {
          setOpen(false);
          toast.success(t('thanks', { seconds: granted }));
          // The header's balance and the banner both read fresh values.
          await queryClient.invalidateQueries({ queryKey: ['onboarding'] });
          await queryClient.invalidateQueries({ queryKey: ['user'] });
          await queryClient.invalidateQueries({ queryKey: ['notices'] });
        }}
      />
    </>
  );
}

function QuestionnaireDialog({
  open,
  seconds,
  onClose,
  onDone,
}: {
  open: boolean;
  seconds: number;
  onClose: () => void;
  onDone: (grantedSeconds: number) => Promise<void>;
}) {
  const { t } = useTranslation(ONBOARDING_NAMESPACE);
  const [form] = Form.useForm<QuestionnaireBody>();
  const [saving, setSaving] = useState(false);
  const required = [{ required: true, message: t('required') }];
  const options = <K extends string>(field: string, values: readonly K[]) =>
    values.map((value) => ({ value, label: t(`options.${field}.${value}`) }));

  const submit = async (values: QuestionnaireBody) => {
    setSaving(true);
    try {
      const result = await onboardingApi.collectInfo(values);
      await onDone(result.grantedSeconds);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('title')}
      onCancel={onClose}
      okText={t('submit')}
      okButtonProps={{ loading: saving, 'data-testid': 'questionnaire-submit' }}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <p className="ak-muted">{t('gift', { seconds })}</p>
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} preserve={false} data-testid="questionnaire-form">
        <Form.Item name="accountUse" label={t('fields.accountUse')} rules={required}>
          <Radio.Group options={options('accountUse', ACCOUNT_USES)} data-testid="questionnaire-accountUse" />
        </Form.Item>
        <Form.Item name="company" label={t('fields.company')}>
          <Input maxLength={100} data-testid="questionnaire-company" />
        </Form.Item>
        <Form.Item name="gender" label={t('fields.gender')} rules={required}>
          <Radio.Group options={options('gender', GENDERS)} data-testid="questionnaire-gender" />
        </Form.Item>
        <Form.Item name="ageBand" label={t('fields.ageBand')} rules={required}>
          <Select options={options('ageBand', AGE_BANDS)} data-testid="questionnaire-ageBand" />
        </Form.Item>
        <Form.Item name="purpose" label={t('fields.purpose')} rules={required}>
          <Select options={options('purpose', PURPOSES)} data-testid="questionnaire-purpose" />
        </Form.Item>
        <Form.Item name="videoType" label={t('fields.videoType')} rules={required}>
          <Select options={options('videoType', VIDEO_TYPES)} data-testid="questionnaire-videoType" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { MODEL_TIERS, ROLE_COMMON_QUESTIONS_MAX, ROLE_NAME_MAX, ROLE_TEXT_MAX } from '@orator/shared';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';

/** Step 1 (basic): who the role is and what it says when it cannot answer. */
export function RoleBasicStep() {
  const { t } = useTranslation('aiask');
  const text = (rows = 2) => <Input.TextArea autoSize={{ minRows: rows, maxRows: 6 }} maxLength={ROLE_TEXT_MAX} />;
  return (
    <>
      <Form.Item name="name" label={t('roleForm.name')} rules={[{ required: true, whitespace: true, message: t('roleForm.nameRequired') }]}>
        <Input maxLength={ROLE_NAME_MAX} data-testid="role-name" />
      </Form.Item>
      <Form.Item name="description" label={t('roleForm.description')}>
        {text()}
      </Form.Item>
      <Form.Item name="modelTier" label={t('roleForm.modelTier')}>
        <Radio.Group optionType="button" options={MODEL_TIERS.map((tier) => ({ value: tier, label: t(`roles.tiers.${tier}`) }))} />
      </Form.Item>
      <Form.Item name="greeting" label={t('roleForm.greeting')}>
        {text(1)}
      </Form.Item>
      <Form.Item
        name="fallbackPhrase"
        label={t('roleForm.fallbackPhrase')}
        extra={t('roleForm.fallbackHint')}
        rules={[{ required: true, whitespace: true, message: t('roleForm.fallbackRequired') }]}
      >
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={ROLE_TEXT_MAX} data-testid="role-fallback" />
      </Form.Item>
      <Form.Item
        name="sensitivePhrase"
        label={t('roleForm.sensitivePhrase')}
        extra={t('roleForm.sensitiveHint')}
        rules={[{ required: true, whitespace: true, message: t('roleForm.sensitiveRequired') }]}
      >
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={ROLE_TEXT_MAX} data-testid="role-sensitive" />
      </Form.Item>
      <Form.Item name="answerPrefix" label={t('roleForm.answerPrefix')} extra={t('roleForm.answerPrefixHint')}>
        <Input maxLength={ROLE_TEXT_MAX} data-testid="role-prefix" />
      </Form.Item>
      <Form.Item name="sleepPhrase" label={t('roleForm.sleepPhrase')}>
        {text(1)}
      </Form.Item>
      <Form.Item
        name="commonQuestionsText"
        label={t('roleForm.commonQuestions')}
        extra={t('roleForm.commonQuestionsHint', { max: ROLE_COMMON_QUESTIONS_MAX })}
      >
        {text(3)}
      </Form.Item>
    </>
  );
}

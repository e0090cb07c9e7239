import { checkAgreement } from '@orator/shared/validation';
import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCompanyConfig } from '../company/companyStore.ts';
import { agreementRule } from './formRules.ts';

/** "I agree" with links to the agreement routes, opened in a new tab so the form keeps its input. */
export function AgreementCheckbox() {
  const { t } = useTranslation();
  // A partner deployment with agreementIgnore has its users' agreement itself (product-rules#company-config).
  if (useCompanyConfig()?.agreementIgnore) {
    return (
      <Form.Item name="agree" hidden initialValue={true}>
        <input type="hidden" />
      </Form.Item>
    );
  }
  return (
    <Form.Item name="agree" valuePropName="checked" rules={[agreementRule(checkAgreement)]}>
      <Checkbox data-testid="agree">
        {t('auth.agreePrefix')}{' '}
        <Link to="/agreement/userService" target="_blank">
          {t('auth.userService')}
        </Link>{' '}
        {t('auth.agreeAnd')}{' '}
        <Link to="/agreement/userPrivacy" target="_blank">
          {t('auth.userPrivacy')}
        </Link>
      </Checkbox>
    </Form.Item>
  );
}

import {
  CONTACT_AREA_CODES,
  CONTACT_CALLBACK_HOURS,
  CONTACT_SERVICES,
  ContactBody,
  isErrorKey,
  messageFor,
  type ContactService,
} from '@orator/shared';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from '@orator/shared/constants';
import { Button, Checkbox, Form, Input, Result, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { COMMERCE_ROUTES } from '../../lib/routing/paths/commerce.ts';
import { useLanguageStore } from '../../lib/i18n/index.ts';
import { contactApi } from './contactApi.ts';
import { MEMBER_NAMESPACE } from './i18n/register.ts';
import './member.css';

interface ContactFields {
  fullName: string;
  email: string;
  areaCode?: string;
  phone: string;
  company: string;
  jobTitle: string;
  services: ContactService[];
  message: string;
}

/**
 * The business-contact form (issue 14 §3, public): checked with the same schema the server uses
 * (ContactBody), each refusal under its field in the reader's language; sent, it shows the §9 promise.
 */
export default function ContactPage() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const language = useLanguageStore((s) => s.language);
  const [params] = useSearchParams();
  const [form] = Form.useForm<ContactFields>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<number | null>(null);
  const preset = params.get('service');
  const initialServices = (CONTACT_SERVICES as readonly string[]).includes(preset ?? '') ? [preset as ContactService] : [];

  const submit = async () => {
    const values = form.getFieldsValue();
    // Untouched inputs are undefined: send them as empty, so the rules name what is missing.
    const body = {
      fullName: values.fullName ?? '',
      email: values.email ?? '',
      areaCode: values.areaCode ?? '',
      phone: values.phone ?? '',
      company: values.company ?? '',
      jobTitle: values.jobTitle ?? '',
      services: values.services ?? [],
      message: values.message ?? '',
    };
    const checked = ContactBody.safeParse(body);
    if (!checked.success) {
      // The schema names a catalogue key per issue: show each under its field.
      const byField = new Map<string, string>();
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0] ?? 'message');
        if (!byField.has(field)) byField.set(field, isErrorKey(issue.message) ? messageFor(issue.message, language) : messageFor('errorRequest', language));
      }
      form.setFields([...byField].map(([name, error]) => ({ name: name as keyof ContactFields, errors: [error] })));
      return;
    }
    setSending(true);
    try {
      const receipt = await contactApi.submit(body);
      setSent(receipt.callbackWithinHours);
    } finally {
      setSending(false);
    }
  };

  if (sent !== null)
    return (
      <div className="contact-page" data-testid="contact-page">
        <Result
          status="success"
          title={t('contact.sentTitle')}
          subTitle={<span data-testid="contact-promise">{t('contact.promise', { hours: sent })}</span>}
          extra={<Link to={COMMERCE_ROUTES.pricing}>{t('contact.backToPricing')}</Link>}
        />
      </div>
    );

  return (
    <div className="contact-page" data-testid="contact-page">
      <h1>{t('contact.title')}</h1>
      <p className="muted">{t('contact.intro', { hours: CONTACT_CALLBACK_HOURS })}</p>
      <Form<ContactFields>
        form={form}
        layout="vertical"
        requiredMark
        initialValues={{ areaCode: '+86', services: initialServices }}
        onFinish={() => void submit()}
      >
        <Form.Item name="fullName" label={t('contact.fullName')} required>
          <Input maxLength={CONTACT_NAME_MAX} data-testid="contact-fullName" />
        </Form.Item>
        <Form.Item name="email" label={t('contact.email')} required>
          <Input type="email" placeholder="name@company.com" data-testid="contact-email" />
        </Form.Item>
        <Form.Item label={t('contact.phone')}>
          <Space.Compact block>
            <Form.Item name="areaCode" noStyle>
              <Select
                allowClear
                style={{ width: 110 }}
                placeholder={t('contact.areaCode')}
                options={CONTACT_AREA_CODES.map((code) => ({ value: code, label: code }))}
                data-testid="contact-areaCode"
              />
            </Form.Item>
            <Form.Item name="phone" noStyle>
              <Input inputMode="tel" data-testid="contact-phone" />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="company" label={t('contact.company')}>
          <Input maxLength={100} data-testid="contact-company" />
        </Form.Item>
        <Form.Item name="jobTitle" label={t('contact.jobTitle')} required>
          <Input maxLength={100} data-testid="contact-jobTitle" />
        </Form.Item>
        <Form.Item name="services" label={t('contact.services')} required>
          <Checkbox.Group
            className="contact-services"
            options={CONTACT_SERVICES.map((service) => ({ value: service, label: t(`contact.serviceNames.${service}`) }))}
            data-testid="contact-services"
          />
        </Form.Item>
        <Form.Item name="message" label={t('contact.message')} required>
          <Input.TextArea rows={6} showCount maxLength={CONTACT_MESSAGE_MAX} data-testid="contact-message" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={sending} data-testid="contact-submit">
          {t('contact.send')}
        </Button>
      </Form>
    </div>
  );
}

import { NoticeBroadcastBody } from '@orator/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/ui/notify.ts';
import { NOTICES_NAMESPACE } from './i18n/register.ts';
import { NOTICES_QUERY_KEY, noticesApi } from './noticesApi.ts';
import './notices.css';

/** Operators only: one notice to every account (asks first: it cannot be taken back). */
export default function BroadcastPage() {
  const { t } = useTranslation(NOTICES_NAMESPACE);
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ title: string; body: string }>();
  const [sending, setSending] = useState(false);

  const send = (values: { title: string; body: string }) => {
    const parsed = NoticeBroadcastBody.safeParse(values);
    if (!parsed.success) return toast.error(t('broadcast.required'));
    modal.confirm({
      title: t('broadcast.confirm'),
      okButtonProps: { 'data-testid': 'broadcast-confirm' },
      onOk: async () => {
        setSending(true);
        try {
          const { sent } = await noticesApi.broadcast(parsed.data);
          toast.success(t('broadcast.sent', { count: sent }));
          form.resetFields();
          await queryClient.invalidateQueries({ queryKey: NOTICES_QUERY_KEY });
        } finally {
          setSending(false);
        }
      },
    });
  };

  return (
    <div className="notices-page" data-testid="broadcast-page">
      <h1>{t('broadcast.title')}</h1>
      <p>{t('broadcast.intro')}</p>
      <Form form={form} layout="vertical" onFinish={send} className="broadcast-form">
        <Form.Item
          name="title"
          label={t('broadcast.noticeTitle')}
          rules={[{ required: true, whitespace: true, message: t('broadcast.required') }]}
        >
          <Input maxLength={100} showCount data-testid="broadcast-title" />
        </Form.Item>
        <Form.Item
          name="body"
          label={t('broadcast.noticeBody')}
          rules={[{ required: true, whitespace: true, message: t('broadcast.required') }]}
        >
          <Input.TextArea maxLength={2000} showCount rows={5} data-testid="broadcast-body" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={sending} data-testid="broadcast-send">
          {t('broadcast.send')}
        </Button>
      </Form>
    </div>
  );
}

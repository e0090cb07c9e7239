import { SEGMENT_MAX_LENGTH_MAX, SEGMENT_MAX_LENGTH_MIN, SEGMENT_MODES, SegmentSettings } from '@orator/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, InputNumber, Radio } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/ui/notify.ts';
import { knowledgeApi } from '../../api/knowledgeApi.ts';
import { canChangeSettings } from '../../model/knowledgeState.ts';
import { useBase } from '../detail/baseContext.ts';

type Values = { mode: (typeof SEGMENT_MODES)[number]; delimiters: string; maxLength: number };

/** Segmentation settings (spec §9: '#'-separated delimiters, a maximum length); saving reprocesses the base. */
export function SegmentSettingsPanel() {
  const { t } = useTranslation('aiask');
  const { base, refreshBase } = useBase();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const mode = Form.useWatch('mode', form);
  const locked = !canChangeSettings(base.status);
  useEffect(() => form.setFieldsValue(base.segment), [base.segment, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      await knowledgeApi.segmentSettings({ id: base.id, ...values });
      toast.success(t('wash.applied'));
      await Promise.all([refreshBase(), queryClient.invalidateQueries({ queryKey: ['aiask', 'knowledge'] })]);
    } catch {
      // shown by the HTTP client
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ak-panel" data-testid="segment-settings">
      <h3>{t('wash.settings')}</h3>
      {locked && <Alert type="info" showIcon message={t('wash.blocked')} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" disabled={locked} initialValues={base.segment}>
        <Form.Item name="mode" label={t('wash.mode')}>
          <Radio.Group options={SEGMENT_MODES.map((value) => ({ value, label: t(`wash.modes.${value}`) }))} />
        </Form.Item>
        {mode === 'delimiter' && (
          <Form.Item
            name="delimiters"
            label={t('wash.delimiters')}
            extra={t('wash.delimitersHint')}
            rules={[
              {
                validator: async (_, value: string | undefined) => {
                  if (!SegmentSettings.safeParse({ mode: 'delimiter', delimiters: value ?? '' }).success)
                    throw new Error(t('wash.delimitersRequired'));
                },
              },
            ]}
          >
            <Input maxLength={200} data-testid="segment-delimiters" />
          </Form.Item>
        )}
        <Form.Item name="maxLength" label={t('wash.maxLength')}>
          <InputNumber min={SEGMENT_MAX_LENGTH_MIN} max={SEGMENT_MAX_LENGTH_MAX} precision={0} style={{ width: 180 }} />
        </Form.Item>
        <Button type="primary" loading={busy} onClick={() => void submit()} data-testid="segment-apply">
          {t('wash.apply')}
        </Button>
      </Form>
    </div>
  );
}

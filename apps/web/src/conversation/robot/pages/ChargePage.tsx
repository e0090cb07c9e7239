import { chargeRuleProblem, type ChargeSetting } from '@orator/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, InputNumber } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/ui/notify.ts';
import { RobotPicker, useChosenRobot } from '../RobotPicker.tsx';
import { robotApi } from '../robotApi.ts';

interface Values {
  lowBattery: number;
  workingBattery: number;
  chargingPoint: string;
  chargingPrompt: string;
}

const DEFAULTS: Values = { lowBattery: 20, workingBattery: 80, chargingPoint: '', chargingPrompt: '' };

/** /aiask/robot/charge: a robot's charge setting (thresholds 1..100, low below working; the rule the server applies). */
export default function ChargePage() {
  const { t } = useTranslation('aiask');
  const chosen = useChosenRobot();
  const robotId = chosen.robot?.id ?? '';
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const setting = useQuery({ queryKey: ['robot', 'charge', robotId], queryFn: () => robotApi.charge(robotId), enabled: !!robotId });
  useEffect(() => {
    if (setting.data !== undefined) form.setFieldsValue(setting.data ? pick(setting.data) : DEFAULTS);
  }, [setting.data, form]);

  const save = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      await robotApi.saveCharge({ robotId, ...values, chargingPoint: values.chargingPoint.trim() });
      toast.success(t('robot.charge.saved'));
      await queryClient.invalidateQueries({ queryKey: ['robot', 'charge', robotId] });
    } catch {
      // shown by the HTTP client
    } finally {
      setBusy(false);
    }
  };
  const range = { type: 'integer' as const, min: 1, max: 100, required: true, message: t('robot.charge.range') };

  return (
    <div className="ak-page" data-testid="robot-charge">
      <div className="ak-head">
        <div>
          <h1>{t('robot.charge.title')}</h1>
          <p>{t('robot.charge.intro')}</p>
        </div>
      </div>
      <RobotPicker chosen={chosen} />
      {robotId && setting.data === null && (
        <Alert type="info" showIcon message={t('robot.charge.notSet')} style={{ marginBottom: 16 }} data-testid="charge-not-set" />
      )}
      {robotId && (
        <Form form={form} layout="vertical" style={{ maxWidth: 520 }} onFinish={() => void save()} disabled={setting.isPending}>
          <Form.Item
            name="lowBattery"
            label={t('robot.charge.low')}
            dependencies={['workingBattery']}
            rules={[
              range,
              ({ getFieldValue }) => ({
                validator: async (_, low: number) => {
                  const problem = chargeRuleProblem({
                    lowBattery: low,
                    workingBattery: getFieldValue('workingBattery') as number,
                    chargingPoint: 'x',
                    chargingPrompt: '',
                  });
                  if (problem === 'robotThresholdOrder') throw new Error(t('robot.charge.order'));
                },
              }),
            ]}
          >
            <InputNumber min={1} max={100} precision={0} data-testid="charge-low" />
          </Form.Item>
          <Form.Item name="workingBattery" label={t('robot.charge.working')} rules={[range]}>
            <InputNumber min={1} max={100} precision={0} data-testid="charge-working" />
          </Form.Item>
          <Form.Item
            name="chargingPoint"
            label={t('robot.charge.point')}
            rules={[{ required: true, whitespace: true, message: t('robot.charge.pointRequired') }]}
          >
            <Input maxLength={100} data-testid="charge-point" />
          </Form.Item>
          <Form.Item name="chargingPrompt" label={t('robot.charge.prompt')}>
            <Input.TextArea
              maxLength={1000}
              autoSize={{ minRows: 2, maxRows: 4 }}
              placeholder={t('robot.charge.promptPlaceholder')}
              data-testid="charge-prompt"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="charge-save">
            {t('robot.charge.save')}
          </Button>
        </Form>
      )}
    </div>
  );
}

function pick(setting: ChargeSetting): Values {
  return {
    lowBattery: setting.lowBattery,
    workingBattery: setting.workingBattery,
    chargingPoint: setting.chargingPoint,
    chargingPrompt: setting.chargingPrompt,
  };
}

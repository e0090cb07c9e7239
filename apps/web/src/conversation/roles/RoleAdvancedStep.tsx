import { ROLE_HISTORY_TURNS_MAX, ROLE_LINKS_MAX, ROLE_MAX_REPLY_LENGTH_MAX, ROLE_TEMPERATURE_MAX } from '@orator/shared';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Col, Form, InputNumber, Row, Select, Slider } from 'antd';
import { useTranslation } from 'react-i18next';
import { knowledgeApi } from '../api/knowledgeApi.ts';
import { qaApi } from '../api/qaApi.ts';
import { rolesApi } from '../api/rolesApi.ts';
import { CustomParametersField } from './CustomParametersField.tsx';
import { LanguageTemplatesField } from './LanguageTemplatesField.tsx';
import { PromptField } from './PromptField.tsx';

/** Step 2 (advanced): how the role answers and from what. Pickers with nothing to pick are not shown. */
export function RoleAdvancedStep({ roleId }: { roleId: string | undefined }) {
  const { t } = useTranslation('aiask');
  const bases = useQuery({ queryKey: ['aiask', 'knowledge', 'page', 'picker'], queryFn: () => knowledgeApi.page({ page: 1, size: 100 }) });
  const libraries = useQuery({ queryKey: ['aiask', 'qa', 'libraries', 'picker'], queryFn: () => qaApi.libraries({ page: 1, size: 100 }) });
  const flows = useQuery({ queryKey: ['aiask', 'qa', 'flows'], queryFn: qaApi.flows });
  const plugins = useQuery({ queryKey: ['aiask', 'plugins'], queryFn: rolesApi.plugins });

  return (
    <>
      <Form.Item name="knowledgeBaseIds" label={t('roleForm.knowledgeBases')} extra={t('roleForm.linksHint')}>
        <Select
          mode="multiple"
          maxCount={ROLE_LINKS_MAX}
          loading={bases.isPending}
          optionFilterProp="label"
          options={(bases.data?.items ?? []).map((base) => ({ value: base.id, label: base.name }))}
          data-testid="role-bases"
        />
      </Form.Item>
      <Form.Item name="qaLibraryIds" label={t('roleForm.qaLibraries')}>
        <Select
          mode="multiple"
          maxCount={ROLE_LINKS_MAX}
          loading={libraries.isPending}
          optionFilterProp="label"
          options={(libraries.data?.items ?? []).map((library) => ({ value: library.id, label: library.name }))}
          data-testid="role-libraries"
        />
      </Form.Item>
      <PromptField roleId={roleId} />
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <Form.Item
            name="historyTurns"
            label={t('roleForm.historyTurns')}
            extra={t('roleForm.historyHint', { max: ROLE_HISTORY_TURNS_MAX })}
          >
            <InputNumber min={0} max={ROLE_HISTORY_TURNS_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="temperature" label={t('roleForm.temperature')}>
            <Slider min={0} max={ROLE_TEMPERATURE_MAX} step={0.1} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="maxReplyLength" label={t('roleForm.maxReplyLength')}>
            <InputNumber min={20} max={ROLE_MAX_REPLY_LENGTH_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <CustomParametersField />
      <LanguageTemplatesField />
      {(flows.data?.items.length ?? 0) > 0 && (
        <Form.Item name="flowId" label={t('roleForm.flow')}>
          <Select allowClear options={flows.data?.items.map((flow) => ({ value: flow.id, label: flow.name }))} />
        </Form.Item>
      )}
      {(plugins.data?.length ?? 0) > 0 && (
        <Form.Item name="pluginIds" label={t('roleForm.plugins')}>
          <Checkbox.Group className="ak-plugins">
            {plugins.data?.map((plugin) => (
              <Checkbox key={plugin.id} value={plugin.id}>
                <strong>{plugin.name}</strong> <span className="ak-muted">{plugin.description}</span>
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
      )}
    </>
  );
}

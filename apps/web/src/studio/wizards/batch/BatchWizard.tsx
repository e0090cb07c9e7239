import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { RESOLUTION_RECORDS, RESOLUTIONS, type TemplateSummary } from '@orator/shared';
import {
  BATCH_PRIORITIES,
  batchColumnsFor,
  batchCombinations,
  checkBatchSettings,
  checkBatchTable,
  filledRows,
  templateFieldsOf,
  firstBatchError,
  type BatchColumn,
  type BatchPriority,
  type BatchRow,
} from '@orator/shared/wizards';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, InputNumber, Radio, Space, Steps, Switch, Tag, Upload } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/i18n/index.ts';
import { toast } from '../../../lib/ui/notify.ts';
import { catalogApi, peopleApi } from '../../workspace/api/workspaceApi.ts';
import { TemplateBrowser } from '../../workspace/lists/TemplateBrowser.tsx';
import { useOwnVoices } from '../../kit/voice/useOwnVoices.ts';
import { batchApi } from './batchApi.ts';
import { MaterialsTable, type EditRow } from './MaterialsTable.tsx';

let nextKey = 0;
const newRow = (values: BatchRow = {}): EditRow => ({ key: `r${++nextKey}`, values });

/** The three steps (spec §2): choose templates, set the materials, settings -> start. */
export function BatchWizard({ onStarted }: { onStarted: (batchId: string) => void }) {
  const { t } = useTranslation('wizards-batch');
  const { modal } = App.useApp();
  const [step, setStep] = useState(0);
  const [chosen, setChosen] = useState<TemplateSummary[]>([]);
  const [rows, setRows] = useState<EditRow[]>(() => [newRow(), newRow()]);
  const [triedNext, setTriedNext] = useState(false);
  const [importing, setImporting] = useState(false);
  const [starting, setStarting] = useState(false);
  const [name, setName] = useState('');
  const [count, setCount] = useState<number | null>(null);
  const [priority, setPriority] = useState<BatchPriority>('scriptFirst');
  const [resolution, setResolution] = useState<(typeof RESOLUTIONS)[number]>('low');
  const [watermark, setWatermark] = useState(true);

  const options = useQuery({ queryKey: ['batch', 'options'], queryFn: batchApi.options, staleTime: 60_000 });
  const details = useQueries({
    queries: chosen.map((template) => ({
      queryKey: ['batch', 'template', template.id],
      queryFn: () => batchApi.template(template.id),
      staleTime: Infinity,
    })),
  });
  const avatars = useQuery({
    queryKey: ['batch', 'avatars'],
    queryFn: () => peopleApi.avatars({ page: 1, size: 200 }),
    staleTime: 300_000,
  });
  const voices = useQuery({
    queryKey: ['batch', 'voices'],
    queryFn: () => peopleApi.speakers({ page: 1, size: 2000 }),
    staleTime: 300_000,
  });
  const ownVoices = useOwnVoices(true);
  const backgrounds = useQuery({
    queryKey: ['batch', 'backgrounds'],
    queryFn: () => catalogApi.stock('backgrounds', { page: 1, size: 100 }),
    staleTime: 300_000,
  });

  const documents = details.flatMap((d) => (d.data ? [d.data.document] : []));
  const columns: BatchColumn[] = useMemo(() => batchColumnsFor(documents), [documents.length, chosen.map((c) => c.id).join()]); // eslint-disable-line react-hooks/exhaustive-deps
  const firstDocument = documents[0];
  const examples = useMemo(
    () => Object.fromEntries(firstDocument ? templateFieldsOf(firstDocument).map((f) => [f.key, f.example]) : []),
    [firstDocument],
  );
  const avatarList = avatars.data?.items ?? [];
  const voiceList = voices.data?.items ?? [];
  const ownVoiceList = ownVoices.data ?? [];
  const check = checkBatchTable(
    rows.map((r) => r.values),
    {
      knownVoice:
        voices.data && ownVoices.data ? (id) => voiceList.some((v) => v.id === id) || ownVoiceList.some((v) => v.id === id) : undefined,
      knownAvatar: avatars.data ? (id) => avatarList.some((a) => a.id === id) : undefined,
    },
  );
  const filled = filledRows(rows.map((r) => r.values)).length;
  const pairs = batchCombinations(filled, chosen.length);
  const maxVideos = options.data?.maxVideos ?? 0;
  const videos = count ?? Math.min(filled, maxVideos || filled);
  const settingsCheck = options.data
    ? checkBatchSettings({ count: videos, priority, resolution, watermark }, options.data.tier, filled, chosen.length)
    : null;
  const badCells = check.rows.reduce((sum, r) => sum + Object.keys(r.cells).length, 0);

  const toggle = (template: TemplateSummary) =>
    setChosen((list) => (list.some((c) => c.id === template.id) ? list.filter((c) => c.id !== template.id) : [...list, template]));
  const change = (key: string, column: BatchColumn, value: string) =>
    setRows((list) => list.map((r) => (r.key === key ? { ...r, values: { ...r.values, [column]: value } } : r)));

  const importFile = async (file: File) => {
    setImporting(true);
    try {
      const imported = await batchApi.importTable(file);
      const apply = () => {
        setRows(imported.rows.map((row) => newRow(row)));
        setCount(null);
        toast.success(t('materials.imported', { count: imported.rows.length }));
      };
      const current = filledRows(rows.map((r) => r.values)).length;
      if (current === 0) apply();
      else
        modal.confirm({
          title: t('materials.replaceConfirm', { count: current }),
          okText: t('materials.replace'),
          okButtonProps: { danger: true, 'data-testid': 'batch-replace-ok' } as { danger: boolean },
          onOk: apply,
        });
    } catch {
      // The client has shown the message.
    } finally {
      setImporting(false);
    }
  };

  const next = () => {
    if (step === 0 && chosen.length === 0) return toast.error(t('templates.none'));
    if (step === 1) {
      setTriedNext(true);
      const error = firstBatchError(check);
      if (error) return toast.error(errorText(error));
    }
    setStep((s) => s + 1);
  };

  const start = async () => {
    if (!settingsCheck || !settingsCheck.ok) return;
    setStarting(true);
    try {
      const batch = await batchApi.start({
        name: name.trim() || undefined,
        templateIds: chosen.map((c) => c.id),
        rows: rows.map((r) => r.values),
        settings: { count: videos, priority, resolution, watermark },
      });
      onStarted(batch.id);
    } catch {
      // The client has shown the message.
    } finally {
      setStarting(false);
    }
  };

  return (
    <div className="batch-wizard" data-testid="batch-wizard">
      <Steps
        current={step}
        items={[{ title: t('steps.templates') }, { title: t('steps.materials') }, { title: t('steps.settings') }]}
        className="batch-steps"
      />

      {step === 0 && (
        <section data-testid="batch-step-templates">
          <h2>{t('steps.templates')}</h2>
          <p className="batch-hint">{t('templates.hint')}</p>
          <div className="batch-chosen" data-testid="batch-chosen">
            <span>{t('templates.chosen', { count: chosen.length })}</span>
            {chosen.map((c) => (
              <Tag key={c.id} closable onClose={() => toggle(c)}>
                {c.name}
              </Tag>
            ))}
          </div>
          <TemplateBrowser
            scope="store"
            size={8}
            pick={{
              selected: chosen.map((c) => c.id),
              onToggle: toggle,
              labels: { select: t('templates.select'), selected: t('templates.selected') },
            }}
          />
        </section>
      )}

      {step === 1 && (
        <section data-testid="batch-step-materials">
          <h2>{t('steps.materials')}</h2>
          <p className="batch-hint">{t('materials.hint')}</p>
          <div className="batch-toolbar">
            <Button icon={<PlusOutlined />} onClick={() => setRows((list) => [...list, newRow()])} data-testid="batch-add-row">
              {t('materials.addRow')}
            </Button>
            <Upload
              accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              showUploadList={false}
              beforeUpload={(file) => {
                void importFile(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} loading={importing} data-testid="batch-import">
                {importing ? t('materials.importing') : t('materials.import')}
              </Button>
            </Upload>
            {(['xlsx', 'csv'] as const).map((format) => (
              <Button
                key={format}
                icon={<DownloadOutlined />}
                onClick={() =>
                  void batchApi
                    .downloadBlank(
                      chosen.map((c) => c.id),
                      format,
                    )
                    .catch(() => undefined)
                }
                data-testid={`batch-blank-${format}`}
              >
                {t(format === 'xlsx' ? 'materials.downloadXlsx' : 'materials.downloadCsv')}
              </Button>
            ))}
            <span className="batch-spacer" />
            <span className="batch-facts" data-testid="batch-row-count">
              {t('materials.rows', { count: filled })}
              {badCells > 0 && <span className="batch-bad"> · {t('materials.errors', { count: badCells })}</span>}
            </span>
          </div>
          {triedNext && check.table && (
            <Alert type="error" showIcon title={errorText(check.table)} className="batch-alert" data-testid="batch-table-error" />
          )}
          <MaterialsTable
            columns={columns}
            rows={rows}
            check={check}
            avatars={avatarList}
            voices={voiceList}
            ownVoices={ownVoiceList}
            backgrounds={backgrounds.data?.items ?? []}
            examples={examples}
            onChange={change}
            onRemove={(key) => setRows((list) => list.filter((r) => r.key !== key))}
          />
        </section>
      )}

      {step === 2 && options.data && (
        <section data-testid="batch-step-settings">
          <h2>{t('steps.settings')}</h2>
          <Form layout="vertical" className="batch-settings">
            <Form.Item label={t('settings.name')}>
              <Input
                value={name}
                maxLength={200}
                placeholder={t('settings.namePlaceholder')}
                onChange={(e) => setName(e.target.value)}
                data-testid="batch-name"
              />
            </Form.Item>
            <Form.Item
              label={t('settings.count')}
              extra={t('settings.countHint', { max: maxVideos, pairs })}
              validateStatus={settingsCheck && !settingsCheck.ok ? 'error' : undefined}
              help={settingsCheck && !settingsCheck.ok ? errorText(settingsCheck.error, settingsCheck.params) : undefined}
            >
              <InputNumber
                min={1}
                max={Math.max(1, Math.min(maxVideos, pairs) + 1)}
                value={videos}
                onChange={(v) => setCount(v ?? 1)}
                data-testid="batch-count"
              />
            </Form.Item>
            <Form.Item label={t('settings.priority')}>
              <Radio.Group value={priority} onChange={(e) => setPriority(e.target.value as BatchPriority)} data-testid="batch-priority">
                <Space orientation="vertical">
                  {BATCH_PRIORITIES.map((p) => (
                    <Radio key={p} value={p} data-testid={`batch-priority-${p}`}>
                      <strong>{t(`settings.priorities.${p}`)}</strong>
                      <span className="batch-option-hint">{t(`settings.priorityHints.${p}`)}</span>
                    </Radio>
                  ))}
                </Space>
              </Radio.Group>
            </Form.Item>
            <Form.Item label={t('settings.resolution')}>
              <Radio.Group value={resolution} onChange={(e) => setResolution(e.target.value as typeof resolution)}>
                {RESOLUTIONS.map((r) => (
                  <Radio.Button key={r} value={r} disabled={!options.data.resolutions.includes(r)} data-testid={`batch-resolution-${r}`}>
                    {RESOLUTION_RECORDS[r].label}
                    {!options.data.resolutions.includes(r) && <Tag className="batch-vip">{t('settings.membersOnly')}</Tag>}
                  </Radio.Button>
                ))}
              </Radio.Group>
            </Form.Item>
            <Form.Item label={t('settings.watermark')} extra={options.data.watermarkOptional ? undefined : t('settings.watermarkLocked')}>
              <Switch
                checked={watermark}
                disabled={!options.data.watermarkOptional}
                onChange={setWatermark}
                data-testid="batch-watermark"
              />
            </Form.Item>
          </Form>
        </section>
      )}

      <div className="batch-nav">
        {step > 0 && (
          <Button onClick={() => setStep((s) => s - 1)} data-testid="batch-back">
            {t('nav.back')}
          </Button>
        )}
        <span className="batch-spacer" />
        {step < 2 ? (
          <Button type="primary" onClick={next} disabled={step === 0 && chosen.length === 0} data-testid="batch-next">
            {t('nav.next')}
          </Button>
        ) : (
          <Button type="primary" onClick={() => void start()} loading={starting} disabled={!settingsCheck?.ok} data-testid="batch-start">
            {starting ? t('settings.starting') : t('settings.start')}
          </Button>
        )}
      </div>
    </div>
  );
}

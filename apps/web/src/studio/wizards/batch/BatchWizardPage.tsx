import { PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import '../../workspace/i18n/register.ts';
import '../../workspace/workspace.css';
import { BatchList } from './BatchList.tsx';
import { BatchRun } from './BatchRun.tsx';
import { BatchWizard } from './BatchWizard.tsx';
import './batch.css';
import './i18n/register.ts';

type View = 'new' | 'list';
/** On a batch's page neither tab is current, so both lead somewhere. */
type Tab = View | 'batch';

/**
 * Batch synthesis (product-rules#wizards-batch): the three-step wizard, a batch's page
 * (`?batch=<id>`) and the user's batches (`?view=list`), on one route.
 */
export default function BatchWizardPage() {
  const { t } = useTranslation('wizards-batch');
  const [params, setParams] = useSearchParams();
  const batchId = params.get('batch');
  const view: View = params.get('view') === 'list' ? 'list' : 'new';
  return (
    <div className="ws-page batch-page" data-testid="batch-page">
      <div className="ws-hero">
        <div>
          <h1>{t('title')}</h1>
          <p>{t('subtitle')}</p>
        </div>
        <Segmented<Tab>
          value={batchId ? 'batch' : view}
          onChange={(next) => setParams(next === 'list' ? { view: 'list' } : {})}
          options={[
            {
              value: 'new',
              label: (
                <span data-testid="batch-tab-new">
                  <PlusOutlined /> {t('newBatch')}
                </span>
              ),
            },
            {
              value: 'list',
              label: (
                <span data-testid="batch-tab-list">
                  <UnorderedListOutlined /> {t('myBatches')}
                </span>
              ),
            },
          ]}
        />
      </div>
      {batchId ? (
        <BatchRun id={batchId} key={batchId} />
      ) : view === 'list' ? (
        <BatchList />
      ) : (
        <BatchWizard onStarted={(id) => setParams({ batch: id })} />
      )}
    </div>
  );
}

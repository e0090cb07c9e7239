import { DownloadOutlined, ExportOutlined } from '@ant-design/icons';
import type { PublicContent } from '@orator/shared';
import { Button, Empty, Pagination, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SITE_NAMESPACE } from './i18n/register.ts';
import { SiteFrame } from './SiteFrame.tsx';
import { usePublishedPage } from './useSiteContent.ts';

const PAGE_SIZE = 20;

/** A link to a file (it has an extension) is downloaded; any other opens. */
const isFile = (link: string) => /\.[a-z0-9]{2,5}$/i.test(link.split('?')[0] ?? '');

/** Download centre (spec §2): what this installation really serves, each with its link. */
export default function DownloadsPage() {
  const { t } = useTranslation(SITE_NAMESPACE);
  const [page, setPage] = useState(1);
  const downloads = usePublishedPage('download', page, PAGE_SIZE);
  let content;
  if (downloads.isError)
    content = (
      <Result
        status="warning"
        title={t('list.failed')}
        extra={<Button onClick={() => void downloads.refetch()}>{t('list.retry')}</Button>}
      />
    );
  else if (!downloads.data) content = <Skeleton active />;
  else if (downloads.data.total === 0) content = <Empty description={t('list.empty')} />;
  else
    content = (
      <ul className="site-downloads">
        {downloads.data.items.map((item) => (
          <DownloadRow key={item.id} item={item} />
        ))}
      </ul>
    );
  return (
    <SiteFrame title={t('titles.downloads')} intro={t('intro.downloads')} testId="downloads-page">
      {content}
      <Pagination
        className="site-pagination"
        current={page}
        pageSize={PAGE_SIZE}
        total={downloads.data?.total ?? 0}
        onChange={setPage}
        hideOnSinglePage
        showSizeChanger={false}
      />
    </SiteFrame>
  );
}

function DownloadRow({ item }: { item: PublicContent }) {
  const { t } = useTranslation(SITE_NAMESPACE);
  const file = isFile(item.link);
  return (
    <li className="site-download" data-testid="download-item">
      <div>
        <h2>{item.title}</h2>
        <p>{item.summary}</p>
      </div>
      {item.link && (
        <Button href={item.link} download={file ? '' : undefined} icon={file ? <DownloadOutlined /> : <ExportOutlined />}>
          {file ? t('downloads.download') : t('downloads.open')}
        </Button>
      )}
    </li>
  );
}

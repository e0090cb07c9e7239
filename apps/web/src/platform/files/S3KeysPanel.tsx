import type { S3Credentials } from '@orator/shared';
import { Button, Card, Descriptions, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchS3Credentials } from '../../lib/api/storage.ts';

/** The s3cmd settings the README documents, filled in for this user. */
export function s3cmdConfig(credentials: S3Credentials): string {
  const url = new URL(credentials.endpoint);
  return [
    '[default]',
    `access_key = ${credentials.accessKeyId}`,
    `secret_key = ${credentials.secretAccessKey}`,
    `host_base = ${url.host}`,
    `host_bucket = ${url.host}`,
    `use_https = ${url.protocol === 'https:' ? 'True' : 'False'}`,
    'signature_v2 = False',
    `bucket_location = ${credentials.region}`,
  ].join('\n');
}

/** My files through standard S3 clients (s3cmd, rclone, AWS SDKs): the user's key pair, shown on request. */
export function S3KeysPanel() {
  const { t } = useTranslation();
  const [credentials, setCredentials] = useState<S3Credentials | null>(null);
  const [loading, setLoading] = useState(false);
  const show = () => {
    setLoading(true);
    fetchS3Credentials()
      .then(setCredentials)
      .catch(() => undefined)
      .finally(() => setLoading(false));
  };
  return (
    <Card className="files-card" title={t('assets.s3.title')} data-testid="s3-keys">
      <Typography.Paragraph type="secondary">{t('assets.s3.intro')}</Typography.Paragraph>
      {credentials ? (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('assets.s3.endpoint')}>
              <Typography.Text copyable>{credentials.endpoint}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('assets.s3.bucket')}>{credentials.bucket}</Descriptions.Item>
            <Descriptions.Item label={t('assets.s3.region')}>{credentials.region}</Descriptions.Item>
            <Descriptions.Item label={t('assets.s3.accessKey')}>
              <Typography.Text copyable>{credentials.accessKeyId}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('assets.s3.secretKey')}>
              <Typography.Text copyable data-testid="s3-secret">
                {credentials.secretAccessKey}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph style={{ marginTop: 16 }}>{t('assets.s3.s3cmd')}</Typography.Paragraph>
          <Typography.Paragraph copyable={{ text: s3cmdConfig(credentials) }}>
            <pre>{s3cmdConfig(credentials)}</pre>
          </Typography.Paragraph>
        </>
      ) : (
        <Button onClick={show} loading={loading} data-testid="s3-keys-show">
          {t('assets.s3.show')}
        </Button>
      )}
    </Card>
  );
}

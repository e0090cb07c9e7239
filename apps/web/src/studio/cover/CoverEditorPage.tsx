import { ArrowLeftOutlined } from '@ant-design/icons';
import { checkCoverTitle, defaultCoverDocument, type CoverDocument, type CoverState } from '@orator/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Popconfirm, Result, Spin, type ButtonProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../lib/api/http.ts';
import { errorText } from '../../lib/i18n/index.ts';
import { ROUTES } from '../../lib/routing/paths/main.ts';
import { toast } from '../../lib/ui/notify.ts';
import { CoverControls } from './CoverControls.tsx';
import { CoverPreview } from './CoverPreview.tsx';
import { coverApi } from './coverApi.ts';
import { backgroundUrlOf, previewSize, stickerUrlOf } from './coverModel.ts';
import './cover.css';

const FINISHED_LIST = `${ROUTES.creationCentre}?tab=finished`;

/** A failure's catalogue message in the UI language; anything else is "Cover editing failed" (spec §8). */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.reason === 'message') return error.message;
  return errorText('coverEditFailed');
}

/** The cover editor of a finished video (product-rules#projects-cover), at /main/coverEdit/:projectId. */
export default function CoverEditorPage() {
  const { projectId = '' } = useParams();
  const { t } = useTranslation('cover');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ['cover', projectId], queryFn: () => coverApi.state(projectId), retry: false });

  if (query.isPending)
    return (
      <div className="cover-page cover-centre">
        <Spin />
      </div>
    );
  if (query.isError)
    return (
      <div className="cover-page cover-centre">
        <Result
          status="warning"
          title={t('loadFailed')}
          subTitle={failureText(query.error)}
          extra={[
            <Button key="back" onClick={() => navigate(FINISHED_LIST)}>
              {t('back')}
            </Button>,
            <Button key="retry" type="primary" onClick={() => void query.refetch()} data-testid="cover-load-retry">
              {t('retry')}
            </Button>,
          ]}
        />
      </div>
    );
  return (
    <CoverEditor
      state={query.data}
      onSaved={(next) => {
        queryClient.setQueryData(['cover', projectId], next);
        void queryClient.invalidateQueries({ queryKey: ['workspace', 'projects'] });
      }}
      onBack={() => navigate(FINISHED_LIST)}
    />
  );
}

function CoverEditor({ state, onSaved, onBack }: { state: CoverState; onSaved: (next: CoverState) => void; onBack: () => void }) {
  const { t } = useTranslation('cover');
  const [doc, setDoc] = useState<CoverDocument>(() => state.document ?? defaultCoverDocument(state.durationMs, state.projectName));
  const [busy, setBusy] = useState<'save' | 'reset' | null>(null);
  const [failure, setFailure] = useState<{ text: string; retry: () => void } | null>(null);
  useEffect(() => setFailure(null), [doc]);
  const titleRule = checkCoverTitle(doc.title.text);
  const size = useMemo(() => previewSize(state.width, state.height), [state.width, state.height]);

  const save = async () => {
    setBusy('save');
    setFailure(null);
    try {
      onSaved(await coverApi.save(state.projectId, doc));
      toast.success(t('saved'));
    } catch (error) {
      setFailure({ text: failureText(error), retry: () => void save() });
    } finally {
      setBusy(null);
    }
  };

  const reset = async () => {
    setBusy('reset');
    setFailure(null);
    try {
      const next = await coverApi.reset(state.projectId);
      onSaved(next);
      setDoc(defaultCoverDocument(state.durationMs, state.projectName));
      toast.success(t('resetDone'));
    } catch (error) {
      setFailure({ text: failureText(error), retry: () => void reset() });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="cover-page" data-testid="cover-editor">
      <header className="cover-top">
        <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="cover-back">
          {t('back')}
        </Button>
        <div className="cover-heading">
          <h1>{t('title')}</h1>
          <span>{t('subtitle', { name: state.projectName })}</span>
        </div>
        <div className="cover-top-actions">
          {state.document !== null && (
            <Popconfirm
              title={t('resetConfirm')}
              onConfirm={() => void reset()}
              okButtonProps={{ 'data-testid': 'cover-reset-confirm' } as ButtonProps}
            >
              <Button loading={busy === 'reset'} disabled={busy !== null} data-testid="cover-reset">
                {t('reset')}
              </Button>
            </Popconfirm>
          )}
          <Button
            type="primary"
            loading={busy === 'save'}
            disabled={busy !== null || !titleRule.ok}
            onClick={() => void save()}
            data-testid="cover-save"
          >
            {t('save')}
          </Button>
        </div>
      </header>
      {failure && (
        <Alert
          type="error"
          showIcon
          className="cover-failure"
          message={failure.text}
          action={
            <Button size="small" onClick={failure.retry} data-testid="cover-retry">
              {t('retry')}
            </Button>
          }
          data-testid="cover-failure"
        />
      )}
      <div className="cover-body">
        <div className="cover-stage">
          <CoverPreview
            doc={doc}
            ratio={state.ratio}
            width={size.width}
            height={size.height}
            backgroundUrl={backgroundUrlOf(state.projectId, doc.background)}
            stickerUrl={stickerUrlOf(doc.sticker)}
            label={t('preview')}
          />
        </div>
        <CoverControls state={state} doc={doc} onChange={setDoc} titleError={titleRule.ok ? null : errorText(titleRule.error)} />
      </div>
    </div>
  );
}

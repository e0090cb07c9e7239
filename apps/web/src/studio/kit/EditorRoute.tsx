import type { VideoProject } from '@orator/shared';
import { useQuery } from '@tanstack/react-query';
import { Result, Spin } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../lib/api/http.ts';
import { videoApi } from '../shared/api/videoApi.ts';
import { EDITOR_KIT_NAMESPACE } from './i18n/register.ts';
import './kit.css';
import { CREATION_CENTRE } from './paths.ts';

const acceptsAny = (): boolean => true;

export interface EditorRouteProps {
  /** Installs the loaded project in the editor's store. */
  load(project: VideoProject): void;
  /** The project id the store holds now (the workspace shows once it is the route's). */
  loadedId: string | undefined;
  /** Whether this editor opens the project (not another editor's kind); keep it a stable function. */
  accepts?(project: VideoProject): boolean;
  /** What the page says about a project the editor does not open. */
  refusal?: string;
  children: ReactNode;
}

/** Loads the route's project (`:id`) into an editor store; shows the spinner, not-found and load errors. */
export function EditorRoute({ load, loadedId, accepts = acceptsAny, refusal, children }: EditorRouteProps) {
  const { id = '' } = useParams();
  const { t } = useTranslation(EDITOR_KIT_NAMESPACE);
  const project = useQuery({ queryKey: ['studio', 'project', id], queryFn: () => videoApi.project(id), enabled: id !== '', gcTime: 0 });

  // Loading resets the editor (history, selection): only a newly fetched project may do it.
  useEffect(() => {
    if (project.data && accepts(project.data)) load(project.data);
  }, [project.data, load, accepts]);

  if (project.isPending) return <Spin size="large" className="ek-page-spinner" />;
  const back = <Link to={CREATION_CENTRE}>{t('top.back')}</Link>;
  if (project.isError || !project.data) {
    const notFound = project.error instanceof ApiError && project.error.status === 404;
    return <Result status={notFound ? '404' : 'error'} title={t(notFound ? 'route.notFound' : 'route.loadFailed')} extra={back} />;
  }
  if (!accepts(project.data)) return <Result status="warning" title={refusal} extra={back} />;
  if (loadedId !== project.data.id) return <Spin size="large" className="ek-page-spinner" />;
  return children;
}

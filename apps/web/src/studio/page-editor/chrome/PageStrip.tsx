import { CopyOutlined, DeleteOutlined, PlusOutlined, ScissorOutlined, SnippetsOutlined } from '@ant-design/icons';
import { copyPage, cutPage, deletePage, addPage, pastePage, reorderPages, dubbingOf, checkDubbingText } from '@orator/shared';
import { Button, Popconfirm, Tooltip } from 'antd';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { newPage } from '../state/elementFactory.ts';
import { newId, useCurrentPage, useEditorStore, usePages } from '../state/editorStore.ts';
import { PageThumb } from './PageThumb.tsx';
import { formatTimelineTime } from '@orator/shared';

/** The page strip: thumbnails in order, page operations, reorder by drag (product-rules#editors). */
export function PageStrip() {
  const { t } = useTranslation('studio');
  const pages = usePages();
  const current = useCurrentPage();
  const ratio = useEditorStore((s) => s.meta?.ratio ?? 0);
  const apply = useEditorStore((s) => s.apply);
  const selectPage = useEditorStore((s) => s.selectPage);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const currentIndex = pages.findIndex((p) => p.uuid === current?.uuid);

  const add = () => {
    const page = newPage(newId, ratio, current);
    if (apply((s) => addPage(s, page, currentIndex + 1))) selectPage(page.uuid);
  };
  const paste = () => {
    if (apply((s) => pastePage(s, newId, current?.uuid))) {
      const next = useEditorStore.getState();
      const pagesNow = next.session ? next.session.history.present.pages : [];
      const pasted = pagesNow[currentIndex + 1];
      if (pasted) selectPage(pasted.uuid);
    }
  };

  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragFrom !== null && dragFrom !== index) apply((s) => reorderPages(s, dragFrom, index));
    setDragFrom(null);
    setDropAt(null);
  };

  return (
    <div className="page-strip" data-testid="page-strip">
      <div className="page-strip-tools">
        <Tooltip title={t('pages.add')}>
          <Button icon={<PlusOutlined />} onClick={add} data-testid="page-add" aria-label={t('pages.add')} />
        </Tooltip>
        <Tooltip title={t('pages.copy')}>
          <Button
            icon={<CopyOutlined />}
            disabled={!current}
            onClick={() => current && apply((s) => copyPage(s, current.uuid))}
            data-testid="page-copy"
            aria-label={t('pages.copy')}
          />
        </Tooltip>
        <Tooltip title={t('pages.cut')}>
          <Button
            icon={<ScissorOutlined />}
            disabled={!current}
            onClick={() => current && apply((s) => cutPage(s, current.uuid))}
            data-testid="page-cut"
            aria-label={t('pages.cut')}
          />
        </Tooltip>
        <Tooltip title={t('pages.paste')}>
          <Button icon={<SnippetsOutlined />} onClick={paste} data-testid="page-paste" aria-label={t('pages.paste')} />
        </Tooltip>
        <Popconfirm
          title={t('pages.deleteConfirm')}
          onConfirm={() => current && apply((s) => deletePage(s, current.uuid))}
          okText={t('common.delete')}
          cancelText={t('common.cancel')}
        >
          <Tooltip title={t('pages.delete')}>
            <Button icon={<DeleteOutlined />} danger disabled={!current} data-testid="page-delete" aria-label={t('pages.delete')} />
          </Tooltip>
        </Popconfirm>
      </div>
      <div className="page-strip-list">
        {pages.map((page, index) => {
          const textOk = checkDubbingText(dubbingOf(page)?.text).ok;
          return (
            <div
              key={page.uuid}
              className={`page-strip-item${page.uuid === current?.uuid ? ' is-current' : ''}${dropAt === index ? ' is-drop' : ''}`}
              draggable
              onDragStart={() => setDragFrom(index)}
              onDragOver={(event) => {
                event.preventDefault();
                setDropAt(index);
              }}
              onDragLeave={() => setDropAt((at) => (at === index ? null : at))}
              onDrop={(event) => onDrop(event, index)}
              onClick={() => selectPage(page.uuid)}
              data-testid="page-thumb"
              role="button"
              aria-label={t('pages.pageN', { n: index + 1 })}
            >
              <PageThumb page={page} ratio={ratio} />
              <div className="page-strip-caption">
                <span className="page-strip-index">{index + 1}</span>
                {!textOk && <span className="page-strip-warn" title={t('pages.needsScript')} />}
                {page.duration > 0 && <span className="page-strip-time">{formatTimelineTime(page.duration).slice(3, 8)}</span>}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}

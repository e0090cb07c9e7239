import type { UiLanguage } from '@orator/shared';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { useLanguageStore } from '../../lib/i18n/index.ts';
import { AGREEMENT_DOCUMENTS, AGREEMENT_TITLE_KEYS, isAgreementDocument } from './documents.ts';
import type { LegalTexts } from './legalDocument.ts';
import { legalEn } from './texts/en.ts';
import { legalZhCN } from './texts/zh-CN.ts';
import { legalZhTW } from './texts/zh-TW.ts';
import './agreement.css';

const TEXTS: Record<UiLanguage, LegalTexts> = { en: legalEn, 'zh-CN': legalZhCN, 'zh-TW': legalZhTW };

/** The four legal documents (product-rules#screens), in the UI language. */
export default function AgreementPage() {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const segment = useLocation().pathname.split('/').pop() ?? '';
  if (!isAgreementDocument(segment)) return <Navigate to="/" replace />;
  const document = TEXTS[language][segment];

  return (
    <div className="page agreement" data-testid="agreement">
      <article className="agreement-body">
        <h1>{t(AGREEMENT_TITLE_KEYS[segment])}</h1>
        <p className="agreement-updated">{t('agreement.updated', { date: document.updated })}</p>
        <p className="agreement-intro">{document.intro}</p>
        {document.table && (
          <Table
            size="middle"
            pagination={false}
            className="agreement-table"
            rowKey={(row) => row[0] ?? ''}
            dataSource={document.table.rows}
            columns={document.table.columns.map((title, index) => ({
              title,
              key: String(index),
              render: (_: unknown, row: string[]) => row[index],
            }))}
            scroll={{ x: 640 }}
          />
        )}
        {document.sections.map((section, index) => (
          <section key={section.heading}>
            <h2>
              {document.table ? '' : `${index + 1}. `}
              {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </article>
      <aside className="agreement-aside">
        <h3>{t('agreement.related')}</h3>
        <nav>
          {AGREEMENT_DOCUMENTS.map((other) => (
            <Link key={other} to={`/agreement/${other}`} className={other === segment ? 'active' : undefined}>
              {t(AGREEMENT_TITLE_KEYS[other])}
            </Link>
          ))}
        </nav>
      </aside>
    </div>
  );
}

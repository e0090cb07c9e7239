import {
  CONTENT_KINDS,
  ContentBody,
  UI_LANGUAGES,
  categoriesOf,
  isErrorKey,
  messageFor,
  type AdminContent,
  type ContentKind,
} from '@orator/shared';
import { Form, Input, InputNumber, Modal, Select, Switch, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../../../lib/i18n/index.ts';
import { StorageError } from '../../../lib/api/storage.ts';
import { toast } from '../../../lib/ui/notify.ts';
import { SITE_NAMESPACE } from '../i18n/register.ts';
import { siteApi } from '../siteApi.ts';
import { CoverField, uploadCover } from './CoverField.tsx';

type Fields = Omit<ContentBody, 'kind'> & { kind: ContentKind };

const LANGUAGE_LABEL = { en: 'English', 'zh-CN': '简体中文', 'zh-TW': '繁體中文' } as const;

function initialFields(item: AdminContent | null, kind: ContentKind): Fields {
  if (item) {
    const { coverImage: _uploaded, ...fields } = item;
    return fields;
  }
  return {
    kind,
    category: categoriesOf(kind)[0] ?? '',
    slug: '',
    published: false,
    order: 0,
    coverUrl: '',
    link: '',
    texts: {
      en: { title: '', summary: '', body: '' },
      'zh-CN': { title: '', summary: '', body: '' },
      'zh-TW': { title: '', summary: '', body: '' },
    },
  };
}

/**
 * Creates or edits one item: its address, publication and order, and its text per UI language.
 * Checked with the schema the server uses; a refusal is shown under its field in the reader's language.
 */
export function ContentEditor({
  item,
  kind,
  onClose,
  onSaved,
  onCoverChanged,
}: {
  item: AdminContent | null;
  kind: ContentKind;
  onClose: () => void;
  onSaved: () => void;
  /** A saved item's cover changed (it changes at once, before Save). */
  onCoverChanged: () => void;
}) {
  const { t } = useTranslation(SITE_NAMESPACE);
  const language = useLanguageStore((s) => s.language);
  const [form] = Form.useForm<Fields>();
  const [saving, setSaving] = useState(false);
  // The item as its cover changes leave it; a new item's chosen cover waits for the item to exist.
  const [current, setCurrent] = useState(item);
  const [pendingCover, setPendingCover] = useState<File | null>(null);
  const chosenKind = Form.useWatch('kind', form) ?? item?.kind ?? kind;
  const categories = categoriesOf(chosenKind).filter((c) => c !== '');

  const save = async () => {
    const values = { ...initialFields(current, chosenKind), ...form.getFieldsValue(true) } as Fields;
    const checked = ContentBody.safeParse(values);
    if (!checked.success) {
      form.setFields(
        checked.error.issues.map((issue) => ({
          name: issue.path as (string | number)[],
          errors: [isErrorKey(issue.message) ? messageFor(issue.message, language) : messageFor('errorRequest', language)],
        })) as never,
      );
      return;
    }
    setSaving(true);
    try {
      if (current) await siteApi.update(current.id, values);
      else {
        const created = await siteApi.create(values);
        setCurrent(created);
        // Uploaded once the item exists; a refusal leaves the item saved and the editor open on it.
        if (pendingCover) {
          try {
            await uploadCover(created.id, pendingCover, () => undefined);
          } catch (error) {
            // The storage path's refusal is not shown yet; the API's were.
            if (error instanceof StorageError) toast.error(`${pendingCover.name}: ${error.message}`);
            setPendingCover(null);
            onCoverChanged();
            return;
          }
        }
      }
      onSaved();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      width={760}
      title={current ? t('admin.editTitle') : t('admin.createTitle')}
      okText={t('admin.save')}
      cancelText={t('admin.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'content-save' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initialFields(item, kind)} data-testid="content-editor">
        <div className="content-editor-grid">
          <Form.Item name="kind" label={t('admin.kind')}>
            <Select
              disabled={current !== null}
              options={CONTENT_KINDS.map((value) => ({ value, label: t(`admin.kinds.${value}`) }))}
              onChange={(next: ContentKind) => form.setFieldValue('category', categoriesOf(next)[0] ?? '')}
            />
          </Form.Item>
          {categories.length > 0 && (
            <Form.Item name="category" label={t('admin.category')}>
              <Select
                options={categories.map((value) => ({
                  value,
                  label: chosenKind === 'case' ? t(`categories.${value}`) : t(`topics.${value}`),
                }))}
              />
            </Form.Item>
          )}
          <Form.Item name="slug" label={t('admin.slug')} extra={t('admin.slugHelp')}>
            <Input data-testid="content-slug" />
          </Form.Item>
          <Form.Item name="order" label={t('admin.order')}>
            <InputNumber precision={0} />
          </Form.Item>
          <Form.Item name="published" label={t('admin.published')} valuePropName="checked">
            <Switch data-testid="content-published" />
          </Form.Item>
          <Form.Item name="link" label={t('admin.link')}>
            <Input />
          </Form.Item>
        </div>
        <Form.Item label={t('admin.cover')}>
          <CoverField
            item={current}
            pending={pendingCover}
            onPending={setPendingCover}
            onChanged={(changed) => {
              setCurrent(changed);
              form.setFieldValue('coverUrl', changed.coverUrl);
              onCoverChanged();
            }}
          />
        </Form.Item>
        <p className="content-editor-note">{t('admin.englishRequired')}</p>
        <Tabs
          items={UI_LANGUAGES.map((lang) => ({
            key: lang,
            label: <span data-testid={`content-tab-${lang}`}>{LANGUAGE_LABEL[lang]}</span>,
            forceRender: true,
            children: (
              <>
                <Form.Item name={['texts', lang, 'title']} label={t('admin.titleField')}>
                  <Input data-testid={`content-title-${lang}`} />
                </Form.Item>
                <Form.Item name={['texts', lang, 'summary']} label={t('admin.summary')}>
                  <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} data-testid={`content-summary-${lang}`} />
                </Form.Item>
                <Form.Item name={['texts', lang, 'body']} label={t('admin.body')} extra={t('admin.bodyHelp')}>
                  <Input.TextArea autoSize={{ minRows: 6, maxRows: 16 }} data-testid={`content-body-${lang}`} />
                </Form.Item>
              </>
            ),
          }))}
        />
      </Form>
    </Modal>
  );
}

import { GlobalOutlined } from '@ant-design/icons';
import { UI_LANGUAGES, type UiLanguage } from '@orator/shared';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../../lib/i18n/index.ts';
import { LANGUAGE_LABELS } from '../../lib/i18n/language.ts';

export function LanguageSwitcher({ dark = false }: { dark?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const setLanguage = useLanguageStore((s) => s.setLanguage);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: UI_LANGUAGES.map((code) => ({ key: code, label: <span data-testid={`lang-${code}`}>{LANGUAGE_LABELS[code]}</span> })),
        onClick: ({ key }) => setLanguage(key as UiLanguage),
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        // The accessible name starts with the visible text (WCAG 2.5.3 "label in name").
        aria-label={`${LANGUAGE_LABELS[language]} (${t('header.language')})`}
        data-testid="language-switcher"
        className={dark ? 'header-text-dark' : undefined}
      >
        <span className="language-label">{LANGUAGE_LABELS[language]}</span>
      </Button>
    </Dropdown>
  );
}

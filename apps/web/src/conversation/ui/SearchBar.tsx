import { SearchOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Name search with Search and Reset (spec §2 lists): applies on Enter or Search, Reset clears it. */
export function SearchBar({
  placeholder,
  onSearch,
  testId,
  children,
}: {
  placeholder: string;
  onSearch: (text: string) => void;
  testId: string;
  /** More filters, shown after the text box. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('aiask');
  const [typed, setTyped] = useState('');
  return (
    <div className="ak-toolbar">
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={placeholder}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onPressEnter={() => onSearch(typed.trim())}
        style={{ maxWidth: 300 }}
        data-testid={testId}
      />
      {children}
      <Button type="primary" ghost onClick={() => onSearch(typed.trim())} data-testid={`${testId}-go`}>
        {t('common.search')}
      </Button>
      <Button
        onClick={() => {
          setTyped('');
          onSearch('');
        }}
        data-testid={`${testId}-reset`}
      >
        {t('common.reset')}
      </Button>
    </div>
  );
}

import { SaveOutlined } from '@ant-design/icons';
import { SENSITIVE_WORD_MAX_LENGTH, SENSITIVE_WORDS_MAX } from '@orator/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Input, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rolesApi } from '../api/rolesApi.ts';
import { parseWordList } from './wordList.ts';

const QUERY_KEY = ['admin', 'sensitiveWords'];

/**
 * The operator's sensitive-word list: role texts holding one are refused, and a question or an
 * answer containing one gets the role's sensitive-word phrase instead.
 */
export default function SensitiveWordsPage() {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: QUERY_KEY, queryFn: rolesApi.sensitiveWords });
  return (
    <div className="page" data-testid="sensitive-words-page">
      <div className="page-head">
        <div>
          <h1>{t('titles.sensitiveWords')}</h1>
          <p>{t('sensitiveWords.intro')}</p>
        </div>
      </div>
      <Card>
        {list.data ? (
          <WordListEditor key={list.data.updatedAt ?? 'seed'} initial={list.data.words} updatedAt={list.data.updatedAt} />
        ) : (
          <Skeleton active />
        )}
      </Card>
    </div>
  );
}

function WordListEditor({ initial, updatedAt }: { initial: string[]; updatedAt: string | null }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [text, setText] = useState(initial.join('\n'));
  const parsed = parseWordList(text);
  const save = useMutation({
    mutationFn: () => rolesApi.saveSensitiveWords(parsed.words),
    onSuccess: (saved) => {
      queryClient.setQueryData(QUERY_KEY, saved);
      void message.success(t('sensitiveWords.saved', { count: saved.words.length }));
    },
  });
  const problem = parsed.tooMany
    ? t('sensitiveWords.tooMany', { max: SENSITIVE_WORDS_MAX })
    : parsed.tooLong.length > 0
      ? t('sensitiveWords.tooLong', { max: SENSITIVE_WORD_MAX_LENGTH, word: parsed.tooLong[0] })
      : null;
  return (
    <Flex vertical gap={12}>
      <Input.TextArea
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoSize={{ minRows: 10, maxRows: 24 }}
        aria-label={t('sensitiveWords.label')}
        placeholder={t('sensitiveWords.placeholder')}
        data-testid="sensitive-words-text"
      />
      {problem && <Alert type="error" showIcon message={problem} />}
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">
          {t('sensitiveWords.count', { count: parsed.words.length })}
          {updatedAt && ` · ${t('sensitiveWords.updated', { when: dayjs(updatedAt).format('YYYY-MM-DD HH:mm') })}`}
        </Typography.Text>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          disabled={problem !== null}
          loading={save.isPending}
          onClick={() => save.mutate()}
          data-testid="sensitive-words-save"
        >
          {t('common.save')}
        </Button>
      </Flex>
    </Flex>
  );
}

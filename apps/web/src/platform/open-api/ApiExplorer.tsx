import { API_KEY_SCOPES } from '@orator/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Input, Select, Spin, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OPEN_API_NAMESPACE } from './i18n/register.ts';
import { keyOperations, type Operation } from './operations.ts';

const METHOD_COLOURS = { GET: 'blue', POST: 'green', PUT: 'orange', DELETE: 'red' } as const;

interface Answer {
  status: number;
  ms: number;
  text: string;
}

/**
 * The API reference read from /openapi.json (the operations an API key can reach), and a try-it
 * console that sends the request with a pasted key, never the page's own session.
 */
export function ApiExplorer() {
  const { t } = useTranslation(OPEN_API_NAMESPACE);
  const document = useQuery({
    queryKey: ['openapi.json'],
    queryFn: async () => (await fetch('/openapi.json')).json() as Promise<unknown>,
    staleTime: Infinity,
  });
  const operations = useMemo(() => keyOperations(document.data), [document.data]);
  const [filter, setFilter] = useState('');
  const [scope, setScope] = useState<string | undefined>();
  const [chosen, setChosen] = useState<Operation | null>(null);
  const [key, setKey] = useState('');
  const [path, setPath] = useState('');
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const visible = operations.filter(
    (o) => (!scope || o.scope === scope) && (!filter || `${o.id} ${o.summary}`.toLowerCase().includes(filter.toLowerCase())),
  );
  const choose = (operation: Operation) => {
    setChosen(operation);
    setPath(operation.path);
    setBody(operation.bodyExample ?? '');
    setAnswer(null);
    setProblem(null);
  };
  const send = async () => {
    if (!chosen) return;
    if (!key.trim()) return setProblem(t('reference.keyRequired'));
    let json: string | undefined;
    if (chosen.method !== 'GET' && body.trim()) {
      try {
        json = JSON.stringify(JSON.parse(body));
      } catch {
        return setProblem(t('reference.badJson'));
      }
    }
    setProblem(null);
    setSending(true);
    const started = performance.now();
    try {
      const response = await fetch(path, {
        method: chosen.method,
        headers: { authorization: `Bearer ${key.trim()}`, ...(json ? { 'content-type': 'application/json' } : {}) },
        body: json,
      });
      const text = await response.text();
      let shown = text;
      try {
        shown = JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        // Not JSON (a file): shown as it came.
      }
      setAnswer({ status: response.status, ms: Math.round(performance.now() - started), text: shown.slice(0, 20_000) });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  if (document.isLoading) return <Spin tip={t('reference.loading')} />;
  if (document.isError) return <Alert type="error" message={t('reference.failed')} />;
  return (
    <div className="open-api-explorer" data-testid="open-api-explorer">
      <p>{t('reference.intro')}</p>
      <div className="open-api-explorer-body">
        <div className="open-api-operations">
          <Input.Search placeholder={t('reference.filter')} allowClear onChange={(e) => setFilter(e.target.value)} />
          <Select
            allowClear
            placeholder={t('reference.scope')}
            value={scope}
            onChange={setScope}
            options={API_KEY_SCOPES.map((s) => ({ value: s, label: s }))}
          />
          <ul>
            {visible.map((operation) => (
              <li key={operation.id}>
                <button type="button" className={chosen?.id === operation.id ? 'chosen' : ''} onClick={() => choose(operation)}>
                  <Tag color={METHOD_COLOURS[operation.method]}>{operation.method}</Tag>
                  <code>{operation.path}</code>
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div className="open-api-console">
          {!chosen ? (
            <Empty description={t('reference.choose')} />
          ) : (
            <>
              <h3>
                <Tag color={METHOD_COLOURS[chosen.method]}>{chosen.method}</Tag> <code>{chosen.path}</code> <Tag>{chosen.scope}</Tag>
              </h3>
              {chosen.summary && <p>{chosen.summary}</p>}
              {chosen.parameters.length > 0 && (
                <>
                  <h4>{t('reference.parameters')}</h4>
                  <ul>
                    {chosen.parameters.map((p) => (
                      <li key={`${p.in}:${p.name}`}>
                        <code>{p.name}</code> ({p.in}){p.required ? ` · ${t('reference.required')}` : ''}
                      </li>
                    ))}
                  </ul>
                </>
              )}
              <h4>{t('reference.tryIt')}</h4>
              <Input.Password
                placeholder={t('reference.keyPlaceholder')}
                value={key}
                onChange={(e) => setKey(e.target.value)}
                addonBefore={t('reference.key')}
              />
              <Input value={path} onChange={(e) => setPath(e.target.value)} addonBefore={t('reference.path')} />
              {chosen.method !== 'GET' && (
                <Input.TextArea rows={6} value={body} onChange={(e) => setBody(e.target.value)} placeholder={t('reference.body')} />
              )}
              {problem && <Alert type="error" message={problem} />}
              <Button type="primary" loading={sending} onClick={() => void send()}>
                {sending ? t('reference.sending') : t('reference.send')}
              </Button>
              {answer && (
                <>
                  <h4>
                    {t('reference.response')} — {t('reference.status', { status: answer.status, ms: answer.ms })}
                  </h4>
                  <pre className="open-api-response">{answer.text}</pre>
                </>
              )}
            </>
          )}
        </div>
      </div>
    </div>
  );
}

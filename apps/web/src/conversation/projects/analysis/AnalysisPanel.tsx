import { ANALYSIS_PATH, ConversationAnalysis, TURNS_BUCKET_MAX, type AnalysisQuery, type SessionPeriod } from '@orator/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Spin, Statistic } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { aiaskApi } from '../../../lib/api/http.ts';
import { BarList, ColumnChart, type Bar } from './charts.tsx';
import './analysis.css';
import './i18n/register.ts';

const KNOWN_SOURCES = ['qa', 'extractive', 'llm', 'fallback', 'sensitive', 'wake', 'none'];

const analyse = (query: AnalysisQuery) => aiaskApi.post(ANALYSIS_PATH, query, { schema: ConversationAnalysis });

/** Every day from the first day with a session to today (days without one count 0), as MM-DD bars. */
function dailyBars(days: ConversationAnalysis['sessionsPerDay']): Bar[] {
  const first = days[0];
  if (!first) return [];
  const counts = new Map(days.map((day) => [day.day, day.sessions]));
  const bars: Bar[] = [];
  const today = dayjs().format('YYYY-MM-DD');
  const last = days.at(-1)?.day ?? today;
  const end = last > today ? last : today;
  for (let day = dayjs(first.day); day.format('YYYY-MM-DD') <= end; day = day.add(1, 'day')) {
    const key = day.format('YYYY-MM-DD');
    bars.push({ label: key.slice(5), value: counts.get(key) ?? 0 });
  }
  return bars;
}

/**
 * The records page's data analysis (issue #10 §4): sessions per day, turns per session, top and
 * unanswered questions, answer sources — over the same period, project and search as the list.
 */
export function AnalysisPanel({ period, keyword, projectId }: { period: SessionPeriod | 'all'; keyword: string; projectId?: string }) {
  const { t } = useTranslation('aiask');
  const query: AnalysisQuery = {
    period: period === 'all' ? undefined : period,
    keyword: keyword || undefined,
    projectId,
    utcOffsetMinutes: -new Date().getTimezoneOffset(),
  };
  const result = useQuery({ queryKey: ['aiask', 'sessions-analysis', query], queryFn: () => analyse(query) });

  if (result.isError) return <Alert type="error" showIcon message={(result.error as Error).message} />;
  const data = result.data;
  if (!data) return <Spin />;
  if (data.sessions === 0) return <Empty description={t('analysis.empty')} data-testid="analysis-empty" />;

  const sourceLabel = (source: string) => (KNOWN_SOURCES.includes(source) ? t(`analysis.source.${source}`) : source);
  const perSession = data.turnsPerSession.map((row) => ({
    label: row.turns >= TURNS_BUCKET_MAX ? `${TURNS_BUCKET_MAX}+` : String(row.turns),
    value: row.sessions,
  }));
  return (
    <Spin spinning={result.isFetching}>
      <div className="ak-analysis" data-testid="analysis">
        <Card className="ak-analysis-wide">
          <div className="ak-analysis-totals">
            <Statistic title={t('analysis.sessions')} value={data.sessions} data-testid="analysis-sessions" />
            <Statistic title={t('analysis.turns')} value={data.turns} data-testid="analysis-turns" />
            <Statistic title={t('analysis.average')} value={data.turns / data.sessions} precision={1} />
          </div>
        </Card>
        <Card title={t('analysis.perDay')} size="small">
          <ColumnChart bars={dailyBars(data.sessionsPerDay)} testId="analysis-per-day" />
        </Card>
        <Card title={t('analysis.perSession')} extra={<span className="ak-muted">{t('analysis.perSessionHint')}</span>} size="small">
          <ColumnChart bars={perSession} testId="analysis-per-session" colour="#0d9488" />
        </Card>
        <Card title={t('analysis.top')} size="small">
          <BarList bars={data.topQuestions.map((q) => ({ label: q.question, value: q.count }))} testId="analysis-top" />
        </Card>
        <Card title={t('analysis.unanswered')} extra={<span className="ak-muted">{t('analysis.unansweredHint')}</span>} size="small">
          {data.unanswered.length === 0 ? (
            <p className="ak-muted">{t('analysis.noUnanswered')}</p>
          ) : (
            <BarList
              bars={data.unanswered.map((q) => ({ label: q.question, value: q.count }))}
              testId="analysis-unanswered"
              colour="#ea580c"
            />
          )}
        </Card>
        <Card title={t('analysis.sources')} size="small" className="ak-analysis-wide">
          <BarList
            bars={data.sources.map((s) => ({ label: sourceLabel(s.source), value: s.turns }))}
            testId="analysis-sources"
            colour="#7c3aed"
          />
        </Card>
      </div>
    </Spin>
  );
}

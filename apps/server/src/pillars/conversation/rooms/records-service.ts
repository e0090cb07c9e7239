import type { Page, SessionDetail, SessionPeriod, SessionQuery, SessionRecord, SessionTurn, UiLanguage } from '@orator/shared';
import type { z } from 'zod';
import { notFound } from '../../../kernel/http/app-error.ts';
import type { Owner } from '../../../kernel/tenancy/owner.ts';
import { recordsWorkbook, RECORDS_EXPORT_MAX_ROWS } from './records-xlsx.ts';
import type { SessionFilter, SessionRow, TurnRepo, TurnRow } from './turn-repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** §9 session filters: last week, month, 3 months. */
const PERIOD_DAYS: Record<SessionPeriod, number> = { week: 7, month: 30, quarter: 90 };

/** The list's filters (period, project, keyword) as the repositories take them. */
export function filterOf(query: Pick<z.output<typeof SessionQuery>, 'period' | 'projectId' | 'keyword'>, now: Date): SessionFilter {
  const since = query.period ? new Date(now.getTime() - PERIOD_DAYS[query.period] * DAY_MS) : undefined;
  return { since, projectId: query.projectId, keyword: query.keyword };
}

function toRecord(row: SessionRow): SessionRecord {
  return {
    sessionId: row.sessionId,
    projectId: row.projectId,
    projectName: row.projectName,
    roleName: row.roleName,
    visitor: row.visitor === 'share' ? 'share' : 'owner',
    turns: row.turns,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt.toISOString(),
    firstQuestion: row.firstQuestion,
  };
}

function toTurn(row: TurnRow, audioUrl: string | null): SessionTurn {
  const source = (row.source as { source?: unknown } | null)?.source;
  return {
    turn: row.turn,
    question: row.question,
    answer: row.answer,
    source: typeof source === 'string' ? source : 'none',
    outcome: row.outcome as SessionTurn['outcome'],
    collected: row.collected ?? null,
    audioUrl,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt.toISOString(),
  };
}

/** Session records (spec §3 Session record, §9 filters): each turn stored by the live conversation. */
export class RecordsService {
  constructor(
    readonly repo: TurnRepo,
    /** A signed link to a stored spoken question (turn-audio.ts). */
    private readonly audioLink: (absoluteKey: string) => Promise<string>,
  ) {}

  async page(owner: Owner, query: z.output<typeof SessionQuery>, now = new Date()): Promise<Page<SessionRecord>> {
    const { rows, total } = await this.repo.sessions(owner, filterOf(query, now), query.page, query.size);
    return { items: rows.map(toRecord), total, page: query.page, size: query.size };
  }

  /** The matching turns as xlsx (the same filters as the list). */
  async export(owner: Owner, query: z.output<typeof SessionQuery>, language: UiLanguage, now = new Date()): Promise<Buffer> {
    return recordsWorkbook(await this.repo.turns(owner, filterOf(query, now), RECORDS_EXPORT_MAX_ROWS), language);
  }

  async detail(owner: Owner, sessionId: string): Promise<SessionDetail> {
    const turns = await this.repo.turnsOf(owner, sessionId);
    const first = turns[0];
    const last = turns.at(-1);
    if (!first || !last) throw notFound();
    return {
      ...toRecord({
        sessionId,
        projectId: first.projectId,
        projectName: first.projectName,
        roleName: first.roleName,
        visitor: first.visitor,
        turns: turns.length,
        startedAt: first.startedAt,
        endedAt: last.endedAt,
        firstQuestion: turns.find((turn) => turn.question !== '')?.question ?? '',
      }),
      // What the visitor gave in information-collection nodes, a later answer replacing an earlier one.
      collected: Object.assign({}, ...turns.map((turn) => turn.collected ?? {})) as Record<string, string>,
      items: await Promise.all(turns.map(async (row) => toTurn(row, row.audioKey ? await this.audioLink(row.audioKey) : null))),
    };
  }
}

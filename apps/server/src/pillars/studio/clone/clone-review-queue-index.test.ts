/**
 * The operators' clone review queue (/manprocess/admin/cloneReviews, oldest first, 10 a page)
 * reads its page through clones_review_queue_idx on every database: among thousands of clones
 * only the few waiting for review are read, already in the queue's order — no scan of the whole
 * table and no sort. Without the index the plan is a sequential scan of clones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../kernel/db/client.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { pendingReviewsQuery } from './clone-reviews-repo.ts';

const CLONES = 5000;
const IN_REVIEW = 12;

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

const databases = await testDatabases({ postgresBecause: "the queue's query plan on each database" });

describe.each(databases)('clone review queue index on $name', (target) => {
  let database: Database;

  beforeAll(async () => {
    database = await target.open();
    await database.migrate();
    // Many decided clones and a few waiting, written straight in: only their shape matters here.
    await database.executeSql(
      `insert into clones (id, owner_id, tenant_id, name, state, "authorization", updated_at)
       select 'queue-' || n, 'owner-' || (n % 50), 'tenant-' || (n % 50), 'Clone ' || n, 'done',
              jsonb_build_object('status', case when n % ${Math.floor(CLONES / IN_REVIEW)} = 0 then 'review' else 'approved' end),
              now() - n * interval '1 minute'
       from generate_series(1, ${CLONES}) as n`,
    );
    await database.executeSql('analyze clones');
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await target.drop();
  });

  it('reads a page of the queue through clones_review_queue_idx, in order, without a sort', async () => {
    const query = pendingReviewsQuery(database.db, 1, 10).toSQL();
    const explained = await database.executeSql(`explain (format json) ${query.sql}`, query.params);
    const plan = (explained.rows[0]!['QUERY PLAN'] as [{ Plan: PlanNode }])[0].Plan;
    const nodes = nodesOf(plan);
    const onClones = nodes.filter((n) => n['Relation Name'] === 'clones');
    expect(onClones.map((n) => [n['Node Type'], n['Index Name']])).toEqual([['Index Scan', 'clones_review_queue_idx']]);
    expect(nodes.map((n) => n['Node Type'])).not.toContain('Sort');

    // The plan answers the queue: the oldest waiting first, ten a page, all of them counted.
    const page = await pendingReviewsQuery(database.db, 1, 10);
    expect(page).toHaveLength(10);
    const waiting = page.map((row) => row.clone.updatedAt.getTime());
    expect(waiting).toEqual([...waiting].sort((a, b) => a - b));
    expect(page.every((row) => row.clone.authorization?.status === 'review')).toBe(true);
  });
});

/**
 * recall@k: the share of questions whose top k results hold an expected id. `results[i]` is the
 * ranked ids returned for question i; `expected[i]` the id (or any of the ids) that answers it.
 */
export function recallAt(
  k: number,
  results: ReadonlyArray<ReadonlyArray<string>>,
  expected: ReadonlyArray<string | ReadonlyArray<string>>,
): number {
  if (expected.length === 0) return 0;
  let hits = 0;
  expected.forEach((wanted, index) => {
    const accepted = typeof wanted === 'string' ? [wanted] : wanted;
    const top = (results[index] ?? []).slice(0, k);
    if (top.some((id) => accepted.includes(id))) hits++;
  });
  return hits / expected.length;
}

/**
 * Runs tasks that share a key one after another, in the order they were submitted; tasks
 * with different keys run concurrently. Concurrent database statements race for row locks
 * in whatever order their connections get scheduled, so where the order of requests is
 * part of a rule (the sixth guess at a code must find it dead), this process queues them.
 */
export class ArrivalOrder {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      // The last task of a key removes the key, so the map only holds keys in use.
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}

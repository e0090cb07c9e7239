/** What a departure changed: who got in, and the new positions of those still waiting. */
export interface Departure<Ticket> {
  admitted: Ticket[];
  moved: Array<{ ticket: Ticket; position: number }>;
}

interface Line<Ticket> {
  limit: number;
  active: Set<Ticket>;
  waiting: Ticket[];
}

/**
 * Per-project concurrency (spec §3 ConcurrencySettings; issue #10 §3): at most `limit` active
 * conversations per key (project + client kind); the rest wait in arrival order with a 1-based
 * position. Pure bookkeeping: the socket layer sends the messages.
 */
export class AdmissionQueue<Ticket> {
  private readonly lines = new Map<string, Line<Ticket>>();
  private readonly keyOf = new Map<Ticket, string>();

  /** 0 when admitted at once, else the position in the line. The latest limit seen for a key applies. */
  enter(key: string, limit: number, ticket: Ticket): number {
    const line = this.lines.get(key) ?? { limit, active: new Set<Ticket>(), waiting: [] };
    line.limit = limit;
    this.lines.set(key, line);
    this.keyOf.set(ticket, key);
    if (line.active.size < line.limit && line.waiting.length === 0) {
      line.active.add(ticket);
      return 0;
    }
    line.waiting.push(ticket);
    return line.waiting.length;
  }

  /** An active or waiting ticket leaves (closed): the next ones in line are admitted. */
  leave(ticket: Ticket): Departure<Ticket> {
    const key = this.keyOf.get(ticket);
    const line = key === undefined ? undefined : this.lines.get(key);
    if (key === undefined || !line) return { admitted: [], moved: [] };
    this.keyOf.delete(ticket);
    line.active.delete(ticket);
    const waitingAt = line.waiting.indexOf(ticket);
    if (waitingAt >= 0) line.waiting.splice(waitingAt, 1);
    const admitted: Ticket[] = [];
    while (line.active.size < line.limit && line.waiting.length > 0) {
      const next = line.waiting.shift() as Ticket;
      line.active.add(next);
      admitted.push(next);
    }
    // Everyone moved up when someone got in; else only those behind a waiting ticket that left.
    const firstMoved = admitted.length > 0 ? 0 : waitingAt >= 0 ? waitingAt : line.waiting.length;
    const moved = line.waiting.slice(firstMoved).map((waiting, i) => ({ ticket: waiting, position: firstMoved + i + 1 }));
    if (line.active.size === 0 && line.waiting.length === 0) this.lines.delete(key);
    return { admitted, moved };
  }

  /** Active conversations and waiting visitors of a key. */
  count(key: string): { active: number; waiting: number } {
    const line = this.lines.get(key);
    return { active: line?.active.size ?? 0, waiting: line?.waiting.length ?? 0 };
  }
}

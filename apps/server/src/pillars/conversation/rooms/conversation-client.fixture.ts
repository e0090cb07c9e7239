import type { ConversationClientMessage, ConversationServerMessage, ConversationStart } from '@orator/shared';
import WebSocket from 'ws';

/** A message as received, with the time it arrived (performance.now()). */
export type Received = ConversationServerMessage & { at: number };

/**
 * A conversation socket for tests and the bench: records every message with its arrival time and
 * waits on what arrives (no sleeps).
 */
export class ConversationClient {
  readonly received: Received[] = [];
  /** The same messages as sent by the server (`received` replaces a message's own `at` with the arrival time). */
  readonly raw: ConversationServerMessage[] = [];
  readonly closed: Promise<void>;
  private waiters: Array<() => void> = [];

  private constructor(private readonly socket: WebSocket) {
    this.closed = new Promise((resolve) => socket.once('close', () => resolve()));
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as ConversationServerMessage;
      this.raw.push(message);
      this.received.push({ ...message, at: performance.now() });
      for (const wake of [...this.waiters]) wake();
    });
    void this.closed.then(() => {
      for (const wake of [...this.waiters]) wake();
    });
  }

  /** Connects to `ws://…/ws/conversation` (with upgrade `headers`, e.g. the client's `source`) and sends the start message. */
  static async open(wsUrl: string, start: ConversationStart, headers: Record<string, string> = {}): Promise<ConversationClient> {
    const socket = new WebSocket(wsUrl, { headers });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const client = new ConversationClient(socket);
    socket.send(JSON.stringify(start));
    return client;
  }

  get isClosed(): boolean {
    return this.socket.readyState === WebSocket.CLOSED;
  }

  ask(question: string): number {
    this.socket.send(JSON.stringify({ type: 'ask', question }));
    return performance.now();
  }

  /** Any client message (a jump button's goto, ...). */
  send(message: ConversationClientMessage): void {
    this.socket.send(JSON.stringify(message));
  }

  stop(): number {
    this.socket.send(JSON.stringify({ type: 'stop' }));
    return performance.now();
  }

  /** The network latency component's probe. */
  ping(at: number): void {
    this.socket.send(JSON.stringify({ type: 'ping', at }));
  }

  close(): void {
    this.socket.close();
  }

  /** The first message (from index `from`) that matches, waiting for it; fails when the socket closes first or time runs out. */
  async next<T extends Received['type']>(
    type: T,
    test: (message: Extract<Received, { type: T }>) => boolean = () => true,
    from = 0,
    timeoutMs = 30_000,
  ): Promise<Extract<Received, { type: T }>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received
        .slice(from)
        .find(
          (message): message is Extract<Received, { type: T }> => message.type === type && test(message as Extract<Received, { type: T }>),
        );
      if (found) return found;
      if (this.isClosed) throw new Error(`socket closed before a ${type} message: ${JSON.stringify(this.received.slice(-3))}`);
      if (Date.now() > deadline) throw new Error(`no ${type} message within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.waiters = this.waiters.filter((waiter) => waiter !== wake);
          resolve();
        };
        const timer = setTimeout(wake, Math.max(0, deadline - Date.now()));
        this.waiters.push(wake);
      });
    }
  }
}

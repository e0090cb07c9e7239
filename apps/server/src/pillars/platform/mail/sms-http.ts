import type { Messenger, OutgoingMessage } from './messenger.ts';

/**
 * SMS through a provider's HTTP endpoint: POST JSON { phone, text }. Most gateways need a
 * thin relay for their own signature scheme; this is the one contract that relay fulfils.
 */
export class HttpSmsMessenger implements Messenger {
  constructor(
    private readonly url: string,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    const response = await this.fetchFn(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: message.recipient, text: message.body }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  }
}

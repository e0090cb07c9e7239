/**
 * Server-sent events as OpenAI-compatible servers stream them: `data: <json>` lines separated by a
 * blank line, `data: [DONE]` at the end. Comments (`:`) and other fields are ignored. Bytes arrive
 * in arbitrary pieces, so a line (or a multi-byte character) may be split across chunks.
 */
export class SseDataLines {
  private readonly decoder = new TextDecoder();
  private buffer = '';
  private data: string[] = [];

  /** Feeds a chunk; returns the data of every event completed by it. */
  push(chunk: Uint8Array): string[] {
    this.buffer += this.decoder.decode(chunk, { stream: true });
    return this.drain();
  }

  /** The data of a last event not followed by a blank line. */
  end(): string[] {
    this.buffer += this.decoder.decode();
    const events = this.drain();
    if (this.buffer) events.push(...this.line(this.buffer));
    this.buffer = '';
    if (this.data.length > 0) events.push(this.data.join('\n'));
    this.data = [];
    return events;
  }

  private drain(): string[] {
    const events: string[] = [];
    let newline: number;
    while ((newline = this.buffer.search(/\r\n|\r|\n/)) >= 0) {
      const line = this.buffer.slice(0, newline);
      const width = this.buffer.startsWith('\r\n', newline) ? 2 : 1;
      this.buffer = this.buffer.slice(newline + width);
      events.push(...this.line(line));
    }
    return events;
  }

  private line(line: string): string[] {
    if (line === '') {
      if (this.data.length === 0) return [];
      const event = this.data.join('\n');
      this.data = [];
      return [event];
    }
    if (line.startsWith('data:')) this.data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
    return [];
  }
}

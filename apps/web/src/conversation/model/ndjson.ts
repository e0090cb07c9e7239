/**
 * Cuts a byte stream into lines of NDJSON. Chunks may end mid-line or mid-character (a Chinese
 * character is three UTF-8 bytes); only complete lines come out, in order.
 */
export class NdjsonLines {
  private readonly decoder = new TextDecoder();
  private pending = '';

  /** The complete, non-blank lines this chunk finishes. */
  push(chunk: Uint8Array): string[] {
    this.pending += this.decoder.decode(chunk, { stream: true });
    const lines = this.pending.split('\n');
    this.pending = lines.pop() ?? '';
    return lines.map((line) => line.trim()).filter((line) => line !== '');
  }

  /** What is left when the stream ends (a last line without its newline). */
  end(): string[] {
    const rest = (this.pending + this.decoder.decode()).trim();
    this.pending = '';
    return rest ? [rest] : [];
  }
}

import type { AnswerEvent, ConversationServerMessage } from '@orator/shared';
import type { TurnSpeaker } from './turn-speaker.ts';

/** The part of a running turn an answer writes to. */
export interface AnsweringTurn {
  turn: number;
  answer: string;
  source: unknown;
  stopped: boolean;
}

/**
 * Streams one answer of the engine into a turn: text deltas to the client and the speaker, the
 * source kept for the record. A turn that already said something (a flow's fixed text) gets the
 * answer after a space. 'interrupted' when the turn is stopped meanwhile.
 */
export async function streamAnswer(
  running: AnsweringTurn,
  speaker: TurnSpeaker,
  events: AsyncIterable<AnswerEvent>,
  send: (message: ConversationServerMessage) => void,
): Promise<'answered' | 'interrupted' | 'failed'> {
  const { turn } = running;
  const before = running.answer ? `${running.answer} ` : '';
  let text = '';
  let outcome: 'answered' | 'failed' = 'answered';
  for await (const event of events) {
    if (running.stopped) return 'interrupted';
    if (event.type === 'source') {
      running.source = { source: event.source, qaMatch: event.qaMatch, segments: event.segments.map((s) => s.segmentId) };
      send({ type: 'source', turn, source: event.source, answerMode: event.answerMode });
    } else if (event.type === 'delta') {
      if (before && !text) send({ type: 'delta', turn, text: ' ' });
      text += event.text;
      running.answer = before + text;
      send({ type: 'delta', turn, text: event.text });
      speaker.push(event.text);
    } else if (event.type === 'done') {
      // The final text wins (a generated answer holding a sensitive word becomes the phrase).
      const final = event.result.answer;
      if (final.startsWith(text)) speaker.push(final.slice(text.length));
      else speaker.replace(final);
      text = final;
      running.answer = before + final;
      running.source = {
        source: event.result.source,
        qaMatch: event.result.qaMatch,
        segments: event.result.segments.map((s) => s.segmentId),
      };
    } else {
      outcome = 'failed';
      send({ type: 'error', code: 500, message: event.message });
    }
  }
  speaker.flush();
  return outcome;
}

import koffi from 'koffi';

/**
 * koffi binding of libespeak-ng (speak_lib.h, API revision 12) in synchronous mode.
 * The library keeps global state and is not re-entrant, so it is loaded once per process
 * and every call goes through `withEspeak`, which serialises callers.
 */

export interface EspeakEvent {
  type: number;
  textPosition: number;
  length: number;
  /** Sample index of the event in the audio produced so far for this synth call. */
  sample: number;
  /** WORD/SENTENCE: number; PHONEME: the phoneme name (IPA because of the init option). */
  number: number;
  phoneme: string;
}

export const EVENT = { WORD: 1, SENTENCE: 2, END: 5, MSG_TERMINATED: 6, PHONEME: 7, SAMPLERATE: 8 } as const;
export const PARAM = { RATE: 1, VOLUME: 2, PITCH: 3, RANGE: 4 } as const;

const AUDIO_OUTPUT_SYNCHRONOUS = 2;
const INITIALIZE_PHONEME_EVENTS = 0x0001;
const INITIALIZE_PHONEME_IPA = 0x0002;
const POS_CHARACTER = 1;
const CHARS_UTF8 = 1;

export interface EspeakApi {
  sampleRate: number;
  setVoice(name: string): void;
  setParameter(param: number, value: number): void;
  /** Synthesises UTF-8 text and returns all samples and events of the call. */
  synth(text: string): { samples: Int16Array; events: EspeakEvent[] };
}

let loaded: EspeakApi | null = null;
let queue: Promise<unknown> = Promise.resolve();

export function withEspeak<T>(work: (api: EspeakApi) => T): Promise<T> {
  const run = queue.then(() => work(loadEspeak()));
  queue = run.catch(() => undefined);
  return run;
}

function loadEspeak(): EspeakApi {
  if (loaded) return loaded;
  const lib = koffi.load('libespeak-ng.so.1');
  // union id { int number; const char *name; char string[8]; } -> 8 bytes, 8-aligned: struct is 40 bytes on x86_64.
  const EventId = koffi.union('espeak_EVENT_id', {
    number: 'int',
    name: 'const char *',
    string: koffi.array('uint8_t', 8, 'Array'),
  });
  const EventStruct = koffi.struct('espeak_EVENT', {
    type: 'int',
    unique_identifier: 'uint',
    text_position: 'int',
    length: 'int',
    audio_position: 'int',
    sample: 'int',
    user_data: 'void *',
    id: EventId,
  });
  const SynthCallback = koffi.proto('int espeak_synth_cb(short *wav, int numsamples, espeak_EVENT *events)');
  const initialize = lib.func('int espeak_Initialize(int output, int buflength, const char *path, int options)');
  const setSynthCallback = lib.func('void espeak_SetSynthCallback(espeak_synth_cb *cb)');
  const setVoiceByName = lib.func('int espeak_SetVoiceByName(const char *name)');
  const setParameter = lib.func('int espeak_SetParameter(int parameter, int value, int relative)');
  const synth = lib.func(
    'int espeak_Synth(const void *text, size_t size, uint position, int position_type, uint end_position, uint flags, uint *unique_identifier, void *user_data)',
  );

  const sampleRate = initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, null, INITIALIZE_PHONEME_EVENTS | INITIALIZE_PHONEME_IPA) as number;
  if (sampleRate <= 0) throw new Error('espeak_Initialize failed (is espeak-ng-data installed?)');

  let chunks: Int16Array[] = [];
  let events: EspeakEvent[] = [];
  const eventSize = EventStruct.size;
  // Registered once and kept for the life of the process: espeak stores the pointer globally.
  const callback = koffi.register((wav: bigint | null, count: number, eventsPtr: bigint | null): number => {
    if (wav !== null && count > 0) chunks.push(Int16Array.from(koffi.decode(wav, 'short', count) as number[]));
    if (eventsPtr === null) return 0;
    for (let i = 0; ; i++) {
      const raw = koffi.decode(eventsPtr, i * eventSize, EventStruct) as RawEvent;
      if (raw.type === 0) break;
      events.push({
        type: raw.type,
        textPosition: raw.text_position,
        length: raw.length,
        sample: raw.sample,
        number: raw.id.number,
        phoneme: raw.type === EVENT.PHONEME ? cString(raw.id.string) : '',
      });
    }
    return 0;
  }, koffi.pointer(SynthCallback));
  setSynthCallback(callback);

  loaded = {
    sampleRate,
    setVoice(name) {
      const rc = setVoiceByName(name) as number;
      if (rc !== 0) throw new Error(`espeak voice not found: ${name}`);
    },
    setParameter(param, value) {
      setParameter(param, Math.round(value), 0);
    },
    synth(text) {
      chunks = [];
      events = [];
      const bytes = Buffer.from(`${text}\0`, 'utf8');
      const rc = synth(bytes, bytes.length, 0, POS_CHARACTER, 0, CHARS_UTF8, null, null) as number;
      if (rc !== 0) throw new Error(`espeak_Synth failed with code ${rc}`);
      const total = chunks.reduce((n, c) => n + c.length, 0);
      const samples = new Int16Array(total);
      let at = 0;
      for (const chunk of chunks) {
        samples.set(chunk, at);
        at += chunk.length;
      }
      return { samples, events };
    },
  };
  return loaded;
}

interface RawEvent {
  type: number;
  text_position: number;
  length: number;
  sample: number;
  id: { number: number; string: number[] };
}

/** Phoneme names fill all 8 bytes when long, otherwise stop at the first NUL. */
function cString(bytes: number[]): string {
  const end = bytes.indexOf(0);
  return Buffer.from(end < 0 ? bytes : bytes.slice(0, end)).toString('utf8');
}

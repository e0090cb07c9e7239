import type OpenAI from 'openai';
import type { EmbeddingsConfig } from '../config.ts';
import { asModelError, boundedSignal, openAiClientFor } from './openai-client.ts';

/** The embeddings port: texts in, one vector per text out (same order). */
export interface Embeddings {
  /** The model name sent with every request (EMBEDDINGS_MODEL); stored with each vector. */
  readonly model: string;
  /** One vector per input, in input order. Throws EmbeddingsError when the server fails. */
  embed(texts: readonly string[]): Promise<Float32Array[]>;
}

/** The embeddings server could not be reached, refused, timed out or answered garbage. */
export class EmbeddingsError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EmbeddingsError';
  }
}

/** What is read of the answer: checked here, since a compatible server may send anything. */
interface EmbeddingsResponse {
  data?: Array<{ index?: number; embedding?: unknown }>;
}

/**
 * An OpenAI-compatible `POST /v1/embeddings {model, input: string[]}` server. Each request is
 * bounded by EMBEDDINGS_TIMEOUT_SECONDS; callers batch (the knowledge processor sends 64 at a time).
 */
export class OpenAiEmbeddings implements Embeddings {
  readonly model: string;
  private readonly client: OpenAI;

  constructor(
    private readonly config: EmbeddingsConfig,
    fetchImpl: typeof fetch = fetch,
  ) {
    this.model = config.model;
    this.client = openAiClientFor(config, fetchImpl);
  }

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    if (texts.length === 0) return [];
    let body: EmbeddingsResponse;
    try {
      // `float` said outright: left out, the SDK asks for base64, which Ollama and llama.cpp ignore.
      body = await this.client.embeddings.create(
        { model: this.model, input: [...texts], encoding_format: 'float' },
        { signal: boundedSignal(this.config.timeoutMs) },
      );
    } catch (error) {
      throw asModelError('embeddings server', EmbeddingsError, error);
    }
    return vectorsOf(body, texts.length);
  }
}

function vectorsOf(body: EmbeddingsResponse, expected: number): Float32Array[] {
  const data = body.data;
  if (!Array.isArray(data) || data.length !== expected)
    throw new EmbeddingsError(`embeddings server sent ${Array.isArray(data) ? data.length : 'no'} vectors for ${expected} texts`);
  const vectors: Float32Array[] = new Array<Float32Array>(expected);
  data.forEach((item, position) => {
    const index = typeof item.index === 'number' ? item.index : position;
    const embedding = item.embedding;
    if (!Array.isArray(embedding) || embedding.length === 0 || !embedding.every((x) => typeof x === 'number' && Number.isFinite(x)))
      throw new EmbeddingsError('embeddings server sent a malformed vector');
    if (index < 0 || index >= expected) throw new EmbeddingsError(`embeddings server sent index ${index} out of range`);
    vectors[index] = Float32Array.from(embedding as number[]);
  });
  const dims = vectors[0]?.length;
  if (vectors.some((v) => v === undefined || v.length !== dims)) throw new EmbeddingsError('embeddings server sent vectors of mixed sizes');
  return vectors;
}

import type { FastifyInstance } from 'fastify';
import type { TestUser } from './users.ts';

/** The response envelope every API route answers with. */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** One API call through app.inject as `user` (null: anonymous); extra headers such as `tenantId` win. */
export async function callAs<T>(
  app: FastifyInstance,
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const res = await app.inject({ method, url, payload, headers: { ...(user?.headers ?? {}), ...headers } });
  return { status: res.statusCode, body: res.json<Envelope<T>>() };
}

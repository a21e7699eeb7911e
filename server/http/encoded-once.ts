// Replies that are the same bytes for many requests (a geo answer reused until
// the content changes) are turned into JSON and compressed once, and kept
// beside the object they came from for as long as it lives. Encoding 20 KB of
// JSON and compressing it on every request cost five times the search itself.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip' | 'identity';
const kept = new WeakMap<object, Map<Encoding, Buffer>>();

/** The best encoding the client accepts: br, then gzip, else none (q=0 refuses one). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return 'identity';
}

function encode(json: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') return brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return gzipSync(json);
  return json;
}

/** Sends `body` as JSON, encoded for this client, from the bytes kept for `source` when there are some. */
export function sendEncodedOnce(request: FastifyRequest, reply: FastifyReply, source: object, body: unknown): FastifyReply {
  let variants = kept.get(source);
  if (!variants) kept.set(source, (variants = new Map<Encoding, Buffer>()));
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  let bytes = variants.get(encoding);
  if (!bytes) {
    let json = variants.get('identity');
    if (!json) variants.set('identity', (json = Buffer.from(JSON.stringify(body))));
    variants.set(encoding, (bytes = encode(json, encoding)));
  }
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(bytes);
}

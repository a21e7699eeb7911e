import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { preferredEncoding, sendEncodedOnce } from './encoded-once.ts';

describe('preferredEncoding', () => {
  it('prefers br, then gzip, and honours q=0 and *', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, gzip;q=0.5')).toBe('gzip');
  });
});

describe('sendEncodedOnce', () => {
  it('sends the same JSON in every encoding, made once per source object', async () => {
    const app = Fastify();
    const source = { items: Array.from({ length: 200 }, (_, i) => ({ i, name: `restaurant ${i}` })) };
    let stringified = 0;
    // Counts how often the body is turned into JSON.
    const counted = {
      success: true,
      get data() {
        stringified++;
        return source;
      },
    };
    app.get('/', (request, reply) => sendEncodedOnce(request, reply, source, counted));
    const get = (encoding?: string) => app.inject({ url: '/', headers: encoding ? { 'accept-encoding': encoding } : {} });

    const plain = await get();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    await get('br');
    expect(JSON.parse(plain.body).data.items).toHaveLength(200);
    expect(stringified).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { coalescingStream } from './coalescing-stream.server.ts';

const collect = (stream: NodeJS.ReadableStream) =>
  new Promise<Buffer[]>((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => resolve(chunks));
    stream.on('error', reject);
  });

describe('coalescingStream (decision 076)', () => {
  it('sends what is written in one turn as one chunk, and a later write as the next', async () => {
    const stream = coalescingStream();
    const out = collect(stream);
    for (let i = 0; i < 100; i++) stream.write(Buffer.from(`<p>${i}</p>`));
    await new Promise((r) => setTimeout(r, 5));
    stream.write(Buffer.from('<p>later</p>'));
    stream.end(Buffer.from('<p>end</p>'));
    const chunks = await out;
    expect(chunks).toHaveLength(2);
    expect(Buffer.concat(chunks).toString()).toBe(`${Array.from({ length: 100 }, (_, i) => `<p>${i}</p>`).join('')}<p>later</p><p>end</p>`);
  });

  it('keeps every byte in order when the reader is slow', async () => {
    const stream = coalescingStream();
    const big = Buffer.alloc(64 * 1024, 'a');
    for (let i = 0; i < 40; i++) stream.write(big);
    stream.end();
    await new Promise((r) => setTimeout(r, 10));
    expect(Buffer.concat(await collect(stream)).length).toBe(40 * big.length);
  });
});

import { describe, expect, it } from 'vitest';
import { captureLogs, LEVEL } from '../../tests/support/log-capture.ts';
import { silentLogger } from '../logger.ts';
import { createInstagramFeed } from './instagram.ts';

const log = silentLogger();

const graph = {
  data: [
    { id: '1', caption: 'Tacos', media_type: 'IMAGE', media_url: 'https://cdn.example/1.jpg', permalink: 'https://www.instagram.com/p/1/' },
    { id: '2', media_type: 'VIDEO', thumbnail_url: 'https://cdn.example/2.jpg', permalink: 'https://www.instagram.com/p/2/' },
  ],
};

describe('Instagram media adapter', () => {
  it("serves the content pack's media when no token is configured", async () => {
    const media = await createInstagramFeed({ apiUrl: 'https://graph.instagram.com', log }).media();
    expect(media.length).toBeGreaterThan(0);
    expect(media[0]).toMatchObject({ mediaType: 'IMAGE', mediaUrl: expect.stringMatching(/^\/images\//), alt: expect.any(String) });
  });

  it("reads Instagram's Graph API with the token, and caches it", async () => {
    const calls: string[] = [];
    const fetch = (async (url: URL) => {
      calls.push(String(url));
      return new Response(JSON.stringify(graph), { status: 200 });
    }) as unknown as typeof globalThis.fetch;
    const feed = createInstagramFeed({ token: 'tok', apiUrl: 'https://graph.example', fetch, log });
    const media = await feed.media();
    expect(media).toEqual([
      expect.objectContaining({ id: '1', mediaUrl: 'https://cdn.example/1.jpg', alt: 'Instagram post: Tacos' }),
      expect.objectContaining({ id: '2', mediaType: 'VIDEO', mediaUrl: 'https://cdn.example/2.jpg', alt: 'Instagram post' }),
    ]);
    await feed.media();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain('access_token=tok');
  });

  it('falls back to the content pack when Instagram fails, and logs why', async () => {
    const captured = captureLogs();
    const fetch = (async () => new Response('{}', { status: 500 })) as unknown as typeof globalThis.fetch;
    const media = await createInstagramFeed({ token: 'tok', apiUrl: 'https://graph.example', fetch, log: captured.log }).media();
    expect(media[0]?.mediaUrl).toMatch(/^\/images\//);
    expect(captured.lines).toEqual([
      expect.objectContaining({ level: LEVEL.warn, err: expect.objectContaining({ message: 'Instagram answered 500' }) }),
    ]);
  });
});

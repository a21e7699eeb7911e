import { describe, expect, it } from 'vitest';
import { createInstagramFeed } from './instagram.ts';

const graph = {
  data: [
    { id: '1', caption: 'Tacos', media_type: 'IMAGE', media_url: 'https://cdn.example/1.jpg', permalink: 'https://www.instagram.com/p/1/' },
    { id: '2', media_type: 'VIDEO', thumbnail_url: 'https://cdn.example/2.jpg', permalink: 'https://www.instagram.com/p/2/' },
  ],
};

describe('Instagram media adapter', () => {
  it("serves the content pack's media when no token is configured", async () => {
    const media = await createInstagramFeed({ apiUrl: 'https://graph.instagram.com' }).media();
    expect(media.length).toBeGreaterThan(0);
    expect(media[0]).toMatchObject({ mediaType: 'IMAGE', mediaUrl: expect.stringMatching(/^\/images\//), alt: expect.any(String) });
  });

  it("reads Instagram's Graph API with the token, and caches it", async () => {
    const calls: string[] = [];
    const fetch = (async (url: URL) => {
      calls.push(String(url));
      return new Response(JSON.stringify(graph), { status: 200 });
    }) as unknown as typeof globalThis.fetch;
    const feed = createInstagramFeed({ token: 'tok', apiUrl: 'https://graph.example', fetch });
    const media = await feed.media();
    expect(media).toEqual([
      expect.objectContaining({ id: '1', mediaUrl: 'https://cdn.example/1.jpg', alt: 'Instagram post: Tacos' }),
      expect.objectContaining({ id: '2', mediaType: 'VIDEO', mediaUrl: 'https://cdn.example/2.jpg', alt: 'Instagram post' }),
    ]);
    await feed.media();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain('access_token=tok');
  });

  it('falls back to the content pack when Instagram fails', async () => {
    const logged: string[] = [];
    const fetch = (async () => new Response('{}', { status: 500 })) as unknown as typeof globalThis.fetch;
    const media = await createInstagramFeed({ token: 'tok', apiUrl: 'https://graph.example', fetch, log: (m) => logged.push(m) }).media();
    expect(media[0]?.mediaUrl).toMatch(/^\/images\//);
    expect(logged).toHaveLength(1);
  });
});

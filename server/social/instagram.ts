// GET /api/social/insta/media through one adapter (product.md H7: one module
// per external service): Instagram's Graph API when a token is configured,
// otherwise (and whenever Instagram fails) the content pack's media.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { instagramMediaSchema, type InstagramMedia } from '../../contract/social.ts';
import type { Logger } from '../logger.ts';

const PACK_FILE = path.join(import.meta.dirname, '../../content/social/instagram.json');
const CACHE_MS = 3_600_000; // product.md §9: server-side cache lifetime 3600 s

const graphReplySchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      caption: z.string().optional(),
      media_type: z.enum(['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM']),
      media_url: z.string().optional(),
      thumbnail_url: z.string().optional(),
      permalink: z.string(),
      timestamp: z.string().optional(),
    }),
  ),
});

export interface InstagramOptions {
  token?: string | undefined;
  apiUrl: string;
  packFile?: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** Told when Instagram fails (the feed falls back to the content pack). */
  log: Logger;
}

export function createInstagramFeed(opts: InstagramOptions) {
  const doFetch = opts.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const now = opts.now ?? Date.now;
  let cached: { at: number; media: InstagramMedia[] } | null = null;

  const fromPack = async () => z.array(instagramMediaSchema).parse(JSON.parse(await readFile(opts.packFile ?? PACK_FILE, 'utf8')));

  async function fromInstagram(token: string): Promise<InstagramMedia[]> {
    const url = new URL('/me/media', opts.apiUrl);
    url.searchParams.set('fields', 'id,caption,media_type,media_url,thumbnail_url,permalink,timestamp');
    url.searchParams.set('limit', '12');
    url.searchParams.set('access_token', token);
    const res = await doFetch(url, { signal: AbortSignal.timeout(5000) });
    if (!res.ok) throw new Error(`Instagram answered ${res.status}`);
    const { data } = graphReplySchema.parse(await res.json());
    return data.flatMap((m) => {
      const mediaUrl = m.media_type === 'VIDEO' ? m.thumbnail_url : m.media_url;
      const item = instagramMediaSchema.safeParse({
        id: m.id,
        caption: m.caption ?? '',
        mediaType: m.media_type,
        mediaUrl,
        permalink: m.permalink,
        alt: m.caption ? `Instagram post: ${m.caption.slice(0, 120)}` : 'Instagram post',
        timestamp: m.timestamp,
      });
      return item.success ? [item.data] : [];
    });
  }

  return {
    async media(): Promise<InstagramMedia[]> {
      if (cached && now() - cached.at < CACHE_MS) return cached.media;
      let media: InstagramMedia[];
      let at = now();
      try {
        media = opts.token ? await fromInstagram(opts.token) : await fromPack();
      } catch (err) {
        opts.log.warn({ err }, 'Instagram media unavailable, using the content pack');
        media = await fromPack();
        at -= CACHE_MS - 300_000; // try Instagram again in 5 minutes
      }
      cached = { at, media };
      return media;
    },
  };
}

export type InstagramFeed = ReturnType<typeof createInstagramFeed>;

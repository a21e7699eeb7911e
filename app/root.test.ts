// product.md §4 Startup: settings and the location list are fetched in parallel; if
// either fails, the error page shows with status 500 and the failure message.
import { describe, expect, it, vi } from 'vitest';
import { loader } from './root.tsx';

type LoaderArgs = Parameters<typeof loader>[0];

function args(content: { settings: () => Promise<unknown>; restaurantSummaries: () => Promise<unknown[]> }): LoaderArgs {
  return {
    context: {
      services: {
        content,
        clock: () => new Date('2026-12-02T12:00:00Z'),
        config: { brandKey: 'b', publicUrl: 'http://x/', mapTileUrl: '' },
      },
      cspNonce: 'n',
    },
    request: new Request('http://x/'),
    params: {},
  } as unknown as LoaderArgs;
}

async function thrown(p: Promise<unknown>) {
  try {
    await p;
  } catch (e) {
    return e as { init?: { status?: number }; data?: unknown };
  }
  throw new Error('expected the loader to throw');
}

describe('root loader', () => {
  it('asks for settings and locations at the same time', async () => {
    let inFlight = 0;
    let most = 0;
    const slow = <T>(v: T) =>
      vi.fn(async () => {
        most = Math.max(most, ++inFlight);
        await new Promise((r) => setTimeout(r, 10));
        inFlight--;
        return v;
      });
    await loader(args({ settings: slow({ site_name: 'S' }), restaurantSummaries: slow([]) }));
    expect(most).toBe(2);
  });

  it("is a 500 with 'Settings is not defined' when settings are missing", async () => {
    const e = await thrown(loader(args({ settings: async () => null, restaurantSummaries: async () => [] })));
    expect(e.init?.status).toBe(500);
    expect(e.data).toBe('Settings is not defined');
  });

  it('is a 500 with the failure message when the locations fail', async () => {
    const e = await thrown(
      loader(args({ settings: async () => ({}), restaurantSummaries: async () => Promise.reject(new Error('connection refused')) })),
    );
    expect(e.init?.status).toBe(500);
    expect(e.data).toBe('connection refused');
  });

  it('sends the layout only what it needs of each restaurant', async () => {
    const r = { storeId: '1', slug: 'bath', title: 'Bath', city: 'bath', about: 'long', hours: {} };
    const out = await loader(args({ settings: async () => ({ site_name: 'S' }), restaurantSummaries: async () => [r] }));
    expect(out.restaurants).toEqual([{ storeId: '1', slug: 'bath', title: 'Bath', city: 'bath' }]);
  });
});

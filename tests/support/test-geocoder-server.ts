// A postcodes.io-style geocoder on a local port, for tests of the adapter
// through real HTTP: known postcodes, 404, 500 (also for any /broken/ path),
// malformed and slow replies.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGeocoder {
  /** A GEOCODER_URL with the {query} placeholder. */
  url: string;
  requests: string[];
  close(): Promise<void>;
}

const KNOWN: Record<string, object> = {
  'SW1A 1AA': { status: 200, result: { postcode: 'SW1A 1AA', latitude: 51.501, longitude: -0.1416 } },
  'EH1 1YZ': { status: 200, result: [{ postcode: 'EH1 1YZ', latitude: 55.9507, longitude: -3.1897 }] },
  plain: { lat: 51.38, lng: -2.36, label: 'Plain Bath' },
  none: { status: 200, result: [] },
  'off the map': { status: 200, result: { latitude: 123, longitude: 0 } },
};

export async function startFakeGeocoder(): Promise<FakeGeocoder> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const query = decodeURIComponent((req.url ?? '').replace(/^\/postcodes\//, ''));
    requests.push(query);
    if (query === 'slow') return void setTimeout(() => res.end('{}'), 3000).unref();
    if (query === 'broken' || req.url?.startsWith('/broken/')) return void res.writeHead(500).end('oops');
    if (query === 'garbage') return void res.writeHead(200, { 'content-type': 'application/json' }).end('<html>');
    const reply = KNOWN[query];
    res.writeHead(reply ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(reply ?? { status: 404, error: 'Invalid postcode' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/postcodes/{query}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

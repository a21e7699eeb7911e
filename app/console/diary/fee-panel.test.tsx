// product.md D11 "Fees": the booking page's fee panel as the server renders it — the
// charge is a link to a confirm step, and the confirm step a plain form (works
// without JavaScript) carrying the CSRF token, the fee and the amount shown; a
// decline is listed with the issuer's words.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FeePanel as Fee } from '../../../contract/fee-panel.ts';
import { FeePanel } from './fee-panel.tsx';

const fee: Fee = {
  chargeable: {
    kind: 'no_show_fee',
    name: 'no-show fee',
    amountPence: 6000,
    amount: '£60.00',
    perGuest: '£10.00 a guest (£60.00 for 6 guests)',
    covers: 6,
  },
  attempts: [
    {
      attempt: 1,
      name: 'no-show fee',
      amount: '£60.00',
      status: 'declined',
      statusText: 'Declined',
      message: 'Insufficient Funds',
      transactionId: 'tx-9',
      at: '2031-05-09T20:05:00.000Z',
    },
  ],
};

async function render(confirm: boolean, panel: Fee | null = fee) {
  const handler = createStaticHandler([
    {
      path: '/console/bookings/:id/',
      Component: () => <FeePanel bookingId="b-1" fee={panel} confirm={confirm} csrfToken="csrf-1" busy={false} />,
    },
  ]);
  const context = await handler.query(new Request('http://x/console/bookings/b-1/'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const html = renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
  return html.replaceAll('<!-- -->', '');
}

describe('FeePanel', () => {
  it('offers the fee with its amount as a link to the confirm step, and lists each attempt', async () => {
    const html = await render(false);
    expect(html).toContain('href="/console/bookings/b-1/?fee=confirm#fee"');
    expect(html).toContain('Charge no-show fee £60.00');
    expect(html).not.toContain('<form');
    expect(html).toMatch(/Declined<\/td><td>Insufficient Funds; transaction tx-9/);
  });

  it('confirms with the amount in a plain form carrying the CSRF token, the fee and the amount', async () => {
    const html = await render(true);
    expect(html).toMatch(/<form [^>]*action="\/console\/bookings\/b-1\/" method="post"/);
    for (const field of [
      'name="csrf" value="csrf-1"',
      'name="intent" value="fee"',
      'name="kind" value="no_show_fee"',
      'name="amountPence" value="6000"',
    ])
      expect(html).toContain(field);
    expect(html).toContain('Charge £60.00');
    expect(html).toContain('£10.00 a guest (£60.00 for 6 guests)');
  });

  it('shows nothing to a host (no panel) or where no fee is owed nor was tried', async () => {
    expect(await render(false, null)).toBe('');
    expect(await render(false, { chargeable: null, attempts: [] })).toBe('');
  });
});

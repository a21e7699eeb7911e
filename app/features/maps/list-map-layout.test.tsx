// @vitest-environment jsdom
// The List/Map switch (product.md §2 "list and map") is a tabs pattern only
// while it works: the server's HTML (what an HTML validator reads) has no tab
// without its tabpanel, and once hydrated on a phone each tab controls a
// tabpanel it labels.
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListMapLayout } from './list-map-layout.tsx';

const layout = <ListMapLayout id="all" label="Show all restaurants as" list={<p>A to Z</p>} map={<p>Map</p>} />;

function screenWide(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the List/Map switch', () => {
  it('is no tabs pattern in the server’s HTML: its kept place is hidden text', () => {
    const html = renderToString(layout);
    expect(html).not.toContain('role="tab');
    expect(html).toContain('aria-hidden="true"');
  });

  it('on a phone, once hydrated, is tabs that each control the tabpanel they label', () => {
    screenWide(false);
    render(layout);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['List', 'Map']);
    for (const tab of tabs) {
      const panel = document.getElementById(tab.getAttribute('aria-controls')!);
      expect(panel?.getAttribute('role')).toBe('tabpanel');
      expect(panel?.getAttribute('aria-labelledby')).toBe(tab.id);
    }
    expect(screen.getByRole('tabpanel', { name: 'List' })).toBeTruthy();
  });

  it('on a wide screen shows both, with no switch at all', () => {
    screenWide(true);
    render(layout);
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
    expect(screen.queryAllByRole('tabpanel')).toHaveLength(0);
  });
});

// @vitest-environment jsdom
// The studio's first page as the server renders it: documents by the names
// editors know them by (a page without its search title's site name), the
// restaurants' menu availability grouped in one place, and an import's kept
// conflicts as boxes to tick.
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { documentTitle } from './public-path.ts';
import { StudioHomeView } from './studio-home-view.tsx';

function render(element: React.ReactElement): Document {
  const Stub = createRoutesStub([{ path: '/', Component: () => element }]);
  return new DOMParser().parseFromString(renderToString(<Stub />), 'text/html');
}

const restaurants = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ docId: `${1000 + i}`, title: `Casa Lumbre ${i}`, hasDraft: false }));
const view = (n: number, result?: Parameters<typeof StudioHomeView>[0]['result']) =>
  render(
    <StudioHomeView
      csrfToken="t"
      canTransfer
      result={result}
      kinds={[
        {
          kind: 'page',
          label: 'Pages',
          docs: [{ docId: 'careers', title: documentTitle('page', { title: 'Careers | Casa Lumbre' }), hasDraft: true }],
        },
        { kind: 'restaurant', label: 'Restaurants', docs: restaurants(n) },
      ]}
    />,
  );

describe('the studio home', () => {
  it('names a page without the site’s name its search title carries', () => {
    expect(view(1).querySelector('a[href="/console/content/page/careers/"]')?.textContent).toBe('Careers');
    expect(documentTitle('menu', { name: 'Food menu | specials' })).toBe('Food menu | specials');
  });

  it('groups menu availability in one section, folded away for many restaurants', () => {
    const many = view(52);
    const availability = [...many.querySelectorAll('a[href*="/availability/"]')];
    expect(availability).toHaveLength(52);
    expect(availability.every((a) => a.closest('details') !== null)).toBe(true);
    expect(many.querySelector('details > summary')?.textContent).toBe('Choose one of the 52 restaurants');
    expect(many.body.textContent).not.toContain('· Menu availability');
    const one = view(1);
    expect(one.querySelector('details')).toBeNull();
    expect(one.querySelector('a[href*="/availability/"]')?.getAttribute('aria-label')).toBe('Menu availability at Casa Lumbre 0');
  });

  it('lists an import’s kept conflicts by name and field, each with a box to replace it', () => {
    const doc = view(1, {
      ok: 'Imported',
      fieldErrors: {},
      conflicts: [{ key: 'menu:kids', name: 'Menu Kids menu', fields: ['Mains › Tacos › price'], by: 'Esme Editor', version: 3 }],
    });
    const box = doc.querySelector<HTMLInputElement>('input[type=checkbox][name=replace]')!;
    expect(box.value).toBe('menu:kids');
    expect(box.closest('form')?.querySelector('input[type=file]')).not.toBeNull();
    expect(doc.querySelector(`label[for="${box.id}"]`)?.textContent).toBe('Replace Menu Kids menu with the file’s copy');
    expect(doc.body.textContent).toContain('Changed by Esme Editor in version 3: Mains › Tacos › price');
  });
});

// @vitest-environment jsdom
// The page form as the server renders it (issue 26 "Pages"): every field
// labelled, every id unique, every group under a legend, each tile's buttons
// named by the tile, the rich text shown without JavaScript, a refused field
// marked invalid and tied to its message, and what was sent back in the fields.
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Page } from '../../../contract/content.ts';
import { PAGE_ADDRESS_MESSAGES } from '../../../contract/page-address.ts';
import { PageAddressForm } from './page-address-form.tsx';
import { PageForm } from './page-form.tsx';
import { PAGE_MESSAGES, pageFormValues } from './page-edits.ts';

const tile = (tileId: string, heading: string): Page['tiles'][number] => ({
  tileId,
  heading,
  content: '<p>Tacos <strong>between</strong> lectures.</p>',
  links: [{ text: 'Get my code', url: '/offer/students/', style: 'primary' }],
  colours: { background: '#1f3a5a', text: '#ffffff' },
  backgroundImage: { desktop: '/images/offers/students.svg', mobile: '/images/offers/students.svg', alt: 'A cap' },
  animationEffect: 'fade-in',
  height: 'large',
  width: 'full',
  alignment: 'left',
  formType: null,
});
const page: Page = {
  id: 'students',
  title: 'Student discount',
  description: 'Students get 25% off food.',
  header: 'solid',
  tiles: [tile('hero', '25% off food'), tile('details', 'The details')],
};

function render(element: React.ReactElement, url = '/'): Document {
  const Stub = createRoutesStub([{ path: '/', Component: () => element }]);
  return new DOMParser().parseFromString(renderToString(<Stub initialEntries={[url]} />), 'text/html');
}

/** Every input, select and text box has a label of its own, and no id is used twice; every fieldset a legend. */
function expectLabelled(doc: Document) {
  const ids = [...doc.querySelectorAll('[id]')].map((e) => e.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const control of doc.querySelectorAll('input:not([type=hidden]), select, textarea'))
    expect(doc.querySelector(`label[for="${control.id}"]`), control.getAttribute('name') ?? '').not.toBeNull();
  for (const fieldset of doc.querySelectorAll('fieldset')) expect(fieldset.querySelector(':scope > legend')).not.toBeNull();
  for (const ref of doc.querySelectorAll('[aria-describedby]'))
    for (const id of ref.getAttribute('aria-describedby')!.split(' ')) expect(doc.getElementById(id), id).not.toBeNull();
  for (const list of doc.querySelectorAll('input[list]')) expect(doc.getElementById(list.getAttribute('list')!)?.tagName).toBe('DATALIST');
}

const names = (doc: Document) => [...doc.querySelectorAll('button')].map((b) => b.textContent);

describe('the page form', () => {
  it('labels every field of the page and of every tile, and posts save-page', () => {
    const doc = render(<PageForm csrfToken="t" revision={2} values={pageFormValues(page)} errors={{}} images={['/images/a.svg']} />);
    expectLabelled(doc);
    expect(doc.querySelector<HTMLInputElement>('input[name="intent"]')?.value).toBe('save-page');
    expect(doc.querySelector<HTMLInputElement>('#page-title')?.value).toBe('Student discount');
    expect(doc.querySelector<HTMLInputElement>('#page-tiles-1-tileId')?.value).toBe('details');
    expect(doc.querySelector<HTMLInputElement>('#page-tiles-0-links-0-url')?.value).toBe('/offer/students/');
    expect(doc.querySelector<HTMLSelectElement>('#page-tiles-0-height')?.value).toBe('large');
    expect(doc.querySelectorAll('datalist option')).toHaveLength(1);
    expect([...doc.querySelectorAll('fieldset > legend')].map((l) => l.textContent)).toEqual(
      expect.arrayContaining(['Tile 1: 25% off food', 'Tile 2: The details', 'Links', 'Colours', 'Background picture (optional)']),
    );
  });

  it('names each tile’s buttons by the tile, keeps an end tile’s button focusable but disabled, and none submits', () => {
    const doc = render(<PageForm csrfToken="t" revision={0} values={pageFormValues(page)} errors={{}} images={[]} />);
    expect(names(doc)).toEqual(
      expect.arrayContaining(['Move up tile 1', 'Move down tile 1', 'Remove tile 1', 'Move up tile 2', 'Add a tile', 'Add a link']),
    );
    expect(doc.getElementById('page-tile-0-up')?.getAttribute('aria-disabled')).toBe('true');
    expect(doc.getElementById('page-tile-0-down')?.hasAttribute('aria-disabled')).toBe(false);
    expect(doc.getElementById('page-tile-1-down')?.getAttribute('aria-disabled')).toBe('true');
    // Enter in a field sends the form through its save button, never a tile's.
    expect([...doc.querySelectorAll('form button:not([type=button])')].map((b) => b.textContent)).toEqual(['Save the page to the draft']);
  });

  it('shows the rich text in a labelled text box before the editor loads (and without JavaScript)', () => {
    const doc = render(<PageForm csrfToken="t" revision={0} values={pageFormValues(page)} errors={{}} images={[]} />);
    const text = doc.querySelector<HTMLTextAreaElement>('textarea[name="tiles.0.content"]')!;
    expect(text.value).toBe('<p>Tacos <strong>between</strong> lectures.</p>');
    expect(doc.querySelector(`label[for="${text.id}"]`)?.textContent).toBe('Text');
    expect(doc.getElementById(`${text.id}-hint`)?.textContent).toMatch(/Ctrl\+B bolds/);
  });

  it('marks a refused field invalid, ties its message to it, and shows what was sent', () => {
    const sent = { ...pageFormValues(page), 'tiles.1.colourText': 'white', title: '' };
    const errors = { 'tiles.1.colourText': PAGE_MESSAGES.colourText, title: PAGE_MESSAGES.title, tiles: PAGE_MESSAGES.tiles };
    const doc = render(<PageForm csrfToken="t" revision={0} values={sent} errors={errors} images={[]} />);
    const colour = doc.querySelector<HTMLInputElement>('#page-tiles-1-colourText')!;
    expect(colour.value).toBe('white');
    expect(colour.getAttribute('aria-invalid')).toBe('true');
    expect(colour.getAttribute('aria-describedby')).toContain('page-tiles-1-colourText-error');
    expect(doc.getElementById('page-tiles-1-colourText-error')?.textContent).toBe(PAGE_MESSAGES.colourText);
    expect(doc.querySelector('#page-title')?.getAttribute('aria-invalid')).toBe('true');
    expect(doc.body.textContent).toContain(PAGE_MESSAGES.tiles);
  });
});

describe('the page’s address form', () => {
  it('says where the page is, labels its field and posts change-address', () => {
    const doc = render(<PageAddressForm csrfToken="t" revision={0} docId="students" sent={undefined} errors={{}} />);
    expectLabelled(doc);
    expect(doc.body.textContent).toContain('This page is at /students/.');
    expect(doc.querySelector<HTMLInputElement>('input[name="intent"]')?.value).toBe('change-address');
    expect(doc.querySelector('[role=status]')).toBeNull();
  });

  it('keeps a refused address with its message, and says where a moved page was', () => {
    const refused = render(
      <PageAddressForm
        csrfToken="t"
        revision={0}
        docId="students"
        sent={{ to: 'console' }}
        errors={{ to: PAGE_ADDRESS_MESSAGES.reserved }}
      />,
    );
    const to = refused.querySelector<HTMLInputElement>('#page-address-to')!;
    expect(to.value).toBe('console');
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(refused.getElementById('page-address-to-error')?.textContent).toBe(PAGE_ADDRESS_MESSAGES.reserved);
    const moved = render(
      <PageAddressForm csrfToken="t" revision={0} docId="student-offers" sent={undefined} errors={{}} />,
      '/?moved=%2Fstudents%2F',
    );
    expect(moved.querySelector('[role=status]')?.textContent).toContain('It was /students/.');
  });
});

// @vitest-environment jsdom
// The page form as the server renders it (decision 054 "Pages"): every field
// labelled, every id unique, every group under a legend, each tile's buttons
// named by the tile and working without JavaScript, the rich text shown
// without JavaScript, each background and the shared picture chosen with the
// image field, a refused field marked invalid and tied to its message, and
// what was sent back in the fields.
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Page } from '../../../contract/content.ts';
import { PAGE_ADDRESS_MESSAGES } from '../../../contract/page-address.ts';
import { PageAddressForm } from './page-address-form.tsx';
import { PageForm } from './page-form.tsx';
import { PAGE_MESSAGES, pageFormValues } from './page-edits.ts';
import type { ImageChoice } from './image-field-values.ts';
import { TILE_SAID } from './tile-moves.ts';

const CHOICES: ImageChoice[] = [
  { path: '/images/offers/students.svg', label: '/images/offers/students.svg', uploaded: false, thumb: null },
  { path: '/images/tiles/share.webp', label: '/images/tiles/share.webp', uploaded: false, thumb: '/_img/0123456789ab/320/share.webp' },
];

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
    const doc = render(
      <PageForm csrfToken="t" revision="1.2" values={pageFormValues(page)} errors={{}} images={['/images/a.svg']} choices={CHOICES} />,
    );
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

  it('names each tile’s buttons by the tile, keeps an end tile’s button focusable but disabled, and each posts its change', () => {
    const doc = render(<PageForm csrfToken="t" revision="1.0" values={pageFormValues(page)} errors={{}} images={[]} choices={CHOICES} />);
    expect(names(doc)).toEqual(
      expect.arrayContaining(['Move up tile 1', 'Move down tile 1', 'Remove tile 1', 'Move up tile 2', 'Add a tile', 'Add a link']),
    );
    expect(doc.getElementById('page-tile-0-up')?.getAttribute('aria-disabled')).toBe('true');
    expect(doc.getElementById('page-tile-0-down')?.hasAttribute('aria-disabled')).toBe(false);
    expect(doc.getElementById('page-tile-1-down')?.getAttribute('aria-disabled')).toBe('true');
    // Without JavaScript each button posts the form with what it does, unchecked (a half-typed form may move a tile).
    const form = doc.querySelector('input[name="intent"]')!.closest('form')!;
    const posts = (id: string) => {
      const b = doc.getElementById(id)!;
      return [b.getAttribute('type'), b.getAttribute('name'), b.getAttribute('value'), b.hasAttribute('formnovalidate'), form.contains(b)];
    };
    expect(posts('page-tile-1-up')).toEqual(['submit', 'tile', 'up:1', true, true]);
    expect(posts('page-tile-0-remove')).toEqual(['submit', 'tile', 'remove:0', true, true]);
    expect(posts('page-add-tile')).toEqual(['submit', 'tile', 'add', true, true]);
    expect(posts('page-tile-0-add-link')).toEqual(['submit', 'tile', 'link-add:0', true, true]);
    // Enter in a field sends the form through its first submit button: a save, out of sight and out of the tab order.
    const first = form.querySelector<HTMLButtonElement>('button:not([type=button])')!;
    expect([first.textContent, first.getAttribute('type'), first.hasAttribute('name'), first.tabIndex]).toEqual([
      'Save the page to the draft',
      'submit',
      false,
      -1,
    ]);
    expect(doc.querySelector('[role=status]')?.textContent).toBe('');
    expect(doc.querySelector('[autofocus]')).toBeNull();
  });

  it('draws the form again after a tile moved without JavaScript: focus on the same button, the status saying where it went', () => {
    const said = TILE_SAID.moved('up', 1, 2, 'the page');
    const doc = render(
      <PageForm
        csrfToken="t"
        revision="1.0"
        values={pageFormValues(page)}
        errors={{}}
        images={[]}
        choices={CHOICES}
        tileStatus={{ said, focus: 'page-tile-0-up' }}
      />,
    );
    expect([...doc.querySelectorAll('[autofocus]')].map((e) => e.id)).toEqual(['page-tile-0-up']);
    expect(doc.querySelector('#page-tiles-h ~ [role=status]')?.textContent).toBe(said);
  });

  it('chooses each tile’s background and the shared picture with the image field, each upload a form of its own', () => {
    const bare: Page = { ...page, tiles: [page.tiles[0]!, { ...page.tiles[1]!, backgroundImage: undefined }] };
    const doc = render(<PageForm csrfToken="t" revision="1.0" values={pageFormValues(bare)} errors={{}} images={[]} choices={CHOICES} />);
    expectLabelled(doc);
    const wide = doc.querySelector<HTMLSelectElement>('#page-tiles-0-bgDesktop')!;
    expect([wide.name, wide.value, wide.options[0]?.textContent]).toEqual([
      'tiles.0.bgDesktop',
      '/images/offers/students.svg',
      'No picture',
    ]);
    expect(doc.querySelector<HTMLSelectElement>('#page-tiles-1-bgMobile')?.value).toBe('');
    expect(doc.querySelector<HTMLInputElement>('#page-tiles-0-bgFocusMobileX')?.name).toBe('tiles.0.bgFocusMobileX');
    // The alt text is asked for when there is a picture and it is not decorative.
    expect(doc.querySelector('#page-tiles-0-bgAlt')?.hasAttribute('required')).toBe(true);
    expect(doc.querySelector('#page-tiles-1-bgAlt')?.hasAttribute('required')).toBe(false);
    // Each tile's upload posts a form outside the page's, named by the tile's key so it stays with the tile as it moves.
    for (const n of [0, 1]) {
      const file = doc.querySelector<HTMLInputElement>(`#page-tiles-${n}-bgFile`)!;
      const upload = doc.getElementById(file.getAttribute('form')!)!;
      expect([upload.id, upload.getAttribute('enctype'), upload.closest('form')]).toEqual([
        `page-tile-${n}-bg-upload`,
        'multipart/form-data',
        upload,
      ]);
      expect(upload.parentElement?.closest('form')).toBeNull();
    }
    const shared = doc.querySelector<HTMLSelectElement>('#page-socialImage')!;
    expect([shared.name, shared.value, shared.options[0]?.textContent]).toEqual([
      'socialImage',
      '',
      'None: the first tile’s background picture',
    ]);
    expect(doc.getElementById(doc.querySelector('#page-socialImageFile')!.getAttribute('form')!)?.tagName).toBe('FORM');
  });

  it('puts a decorative tile background’s box ticked, and a refused alt text by its field', () => {
    const values = { ...pageFormValues(page), 'tiles.1.bgAlt': '', 'tiles.0.bgDecorative': 'on', 'tiles.0.bgAlt': '' };
    const doc = render(
      <PageForm
        csrfToken="t"
        revision="1.0"
        values={values}
        errors={{ 'tiles.1.bgAlt': PAGE_MESSAGES.bgAlt }}
        images={[]}
        choices={CHOICES}
      />,
    );
    expect(doc.querySelector<HTMLInputElement>('#page-tiles-0-bgDecorative')?.checked).toBe(true);
    expect(doc.querySelector('#page-tiles-0-bgAlt')?.hasAttribute('required')).toBe(false);
    const alt = doc.querySelector('#page-tiles-1-bgAlt')!;
    expect(alt.getAttribute('aria-invalid')).toBe('true');
    expect(doc.getElementById('page-tiles-1-bgAlt-error')?.textContent).toBe(PAGE_MESSAGES.bgAlt);
  });

  it('shows the rich text in a labelled text box before the editor loads (and without JavaScript)', () => {
    const doc = render(<PageForm csrfToken="t" revision="1.0" values={pageFormValues(page)} errors={{}} images={[]} choices={CHOICES} />);
    const text = doc.querySelector<HTMLTextAreaElement>('textarea[name="tiles.0.content"]')!;
    expect(text.value).toBe('<p>Tacos <strong>between</strong> lectures.</p>');
    expect(doc.querySelector(`label[for="${text.id}"]`)?.textContent).toBe('Text');
    expect(doc.getElementById(`${text.id}-hint`)?.textContent).toMatch(/Ctrl\+B bolds/);
  });

  it('marks a refused field invalid, ties its message to it, and shows what was sent', () => {
    const sent = { ...pageFormValues(page), 'tiles.1.colourText': 'white', title: '' };
    const errors = { 'tiles.1.colourText': PAGE_MESSAGES.colourText, title: PAGE_MESSAGES.title, tiles: PAGE_MESSAGES.tiles };
    const doc = render(<PageForm csrfToken="t" revision="1.0" values={sent} errors={errors} images={[]} choices={CHOICES} />);
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
    const doc = render(<PageAddressForm csrfToken="t" revision="1.0" docId="students" sent={undefined} errors={{}} />);
    expectLabelled(doc);
    expect(doc.body.textContent).toContain('This page is at /students/.');
    expect(doc.querySelector<HTMLInputElement>('input[name="intent"]')?.value).toBe('change-address');
    expect(doc.querySelector('[role=status]')).toBeNull();
  });

  it('keeps a refused address with its message, and says where a moved page was', () => {
    const refused = render(
      <PageAddressForm
        csrfToken="t"
        revision="1.0"
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
      <PageAddressForm csrfToken="t" revision="1.0" docId="student-offers" sent={undefined} errors={{}} />,
      '/?moved=%2Fstudents%2F',
    );
    expect(moved.querySelector('[role=status]')?.textContent).toContain('It was /students/.');
  });
});

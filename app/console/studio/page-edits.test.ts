import { describe, expect, it } from 'vitest';
import type { Page } from '../../../contract/content.ts';
import { PAGE_MESSAGES, knownImagePaths, pageFormValues, pageFromForm } from './page-edits.ts';
import { linkRowsOf, newTileValues, tilesOf } from './tile-edits.ts';

const before: Page = {
  id: 'students',
  title: 'Student discount',
  description: 'Students get 25% off food.',
  header: 'solid',
  tiles: [
    {
      tileId: 'hero',
      heading: '25% off food',
      subHeading: 'Monday to Thursday',
      content: '<p>Tacos between lectures.</p>',
      links: [
        { text: 'Get my code', url: '/offer/students/', style: 'primary' },
        { text: 'Find a restaurant', url: '/restaurants/', style: 'secondary' },
      ],
      colours: { background: '#1f3a5a', text: '#ffffff', accent: '#f2b33d' },
      backgroundImage: { desktop: '/images/offers/students.svg', mobile: '/images/offers/students-narrow.svg', alt: 'A graduation cap' },
      animationEffect: 'fade-in',
      height: 'large',
      width: 'full',
      alignment: 'left',
      formType: null,
    },
    {
      tileId: 'details',
      heading: 'The details',
      content: '<ul><li>Up to six people</li></ul>',
      links: [],
      colours: { background: '#ffffff', text: '#2a1a14' },
      video: {
        src: '/images/video/kitchen.mp4',
        poster: '/images/video/kitchen.webp',
        caption: 'The kitchen at work, without sound',
        captions: '/images/video/kitchen.vtt',
      },
      animationEffect: 'none',
      height: 'auto',
      width: 'half',
      alignment: 'center',
      formType: 'contact',
    },
  ],
};

/** The form as the studio renders it for `before`, with some fields changed (undefined: the field is not sent). */
const form = (changes: Record<string, string | undefined> = {}, values = pageFormValues(before)) => {
  const f = new FormData();
  f.set('intent', 'save-page');
  for (const [k, v] of Object.entries({ ...values, ...changes })) if (v !== undefined) f.set(k, v);
  return f;
};

describe('pageFormValues and pageFromForm', () => {
  it('gives back the same page when nothing changed', () => {
    expect(pageFromForm(form(), before)).toEqual({ ok: true, value: before });
  });

  it('reads the page’s own fields, trimmed, and keeps its id', () => {
    const out = pageFromForm(
      form({ title: ' Students ', description: 'Cheap tacos', header: 'transparent', socialImage: '/images/offers/share.png' }),
      before,
    );
    expect(out.ok && out.value).toMatchObject({
      id: 'students',
      title: 'Students',
      description: 'Cheap tacos',
      header: 'transparent',
      socialImage: '/images/offers/share.png',
    });
  });

  it('reads every field of a tile, dropping an empty optional one', () => {
    const out = pageFromForm(
      form({
        'tiles.1.heading': '',
        'tiles.1.subHeading': 'Small print',
        'tiles.1.colourAccent': '#123abc',
        'tiles.1.bgDesktop': '/images/tiles/a.webp',
        'tiles.1.bgMobile': '/images/tiles/a-narrow.avif',
        'tiles.1.bgDecorative': 'on',
        'tiles.1.videoSrc': '',
        'tiles.1.videoPoster': '',
        'tiles.1.videoCaption': '',
        'tiles.1.videoCaptions': '',
        'tiles.1.animationEffect': 'zoom-in',
        'tiles.1.height': 'full',
        'tiles.1.width': 'contained',
        'tiles.1.alignment': 'right',
        'tiles.1.formType': '',
        'tiles.1.links.0.text': 'Terms',
        'tiles.1.links.0.url': 'mailto:hello@example.com',
        'tiles.1.links.0.style': 'text',
      }),
      before,
    );
    expect(out.ok && out.value.tiles[1]).toEqual({
      tileId: 'details',
      subHeading: 'Small print',
      content: '<ul><li>Up to six people</li></ul>',
      links: [{ text: 'Terms', url: 'mailto:hello@example.com', style: 'text' }],
      colours: { background: '#ffffff', text: '#2a1a14', accent: '#123abc' },
      backgroundImage: { desktop: '/images/tiles/a.webp', mobile: '/images/tiles/a-narrow.avif', alt: '', decorative: true },
      animationEffect: 'zoom-in',
      height: 'full',
      width: 'contained',
      alignment: 'right',
      formType: null,
    });
  });

  it('keeps the tiles in the form’s order, and drops a blank link row and a removed tile', () => {
    const values = pageFormValues(before);
    const moved: Record<string, string> = { title: values.title!, description: values.description!, header: 'solid', socialImage: '' };
    // The details tile is first now, the hero second, and the hero's second link is cleared.
    for (const [k, v] of Object.entries(values)) {
      if (k.startsWith('tiles.1.')) moved[k.replace('tiles.1.', 'tiles.0.')] = v;
      if (k.startsWith('tiles.0.')) moved[k.replace('tiles.0.', 'tiles.1.')] = v;
    }
    moved['tiles.1.links.1.text'] = ' ';
    moved['tiles.1.links.1.url'] = '';
    const out = pageFromForm(form({}, moved), before);
    expect(out.ok && out.value.tiles.map((t) => t.tileId)).toEqual(['details', 'hero']);
    expect(out.ok && out.value.tiles[1]!.links).toEqual([before.tiles[0]!.links[0]]);

    const onlyHero = Object.fromEntries(Object.entries(values).filter(([k]) => !k.startsWith('tiles.1.')));
    const removed = pageFromForm(form({}, onlyHero), before);
    expect(removed.ok && removed.value.tiles).toEqual([before.tiles[0]]);
  });

  it('stores rich text only as the site renders it: no script, handler or javascript: link', () => {
    const out = pageFromForm(
      form({
        'tiles.0.content':
          '<p onmouseover="x()">Hi <strong>you</strong><script>alert(1)</script><a href="javascript:alert(1)">go</a></p><p></p>',
      }),
      before,
    );
    expect(out.ok && out.value.tiles[0]!.content).toBe('<p>Hi <strong>you</strong>alert(1)<a>go</a></p><p></p>');
    const empty = pageFromForm(form({ 'tiles.0.content': '<p></p>' }), before);
    expect(empty.ok && 'content' in empty.value.tiles[0]!).toBe(false);
  });

  it('takes the focal point from its fields, and keeps what the pipeline knew of a background only while its files are the same', () => {
    const source = { hash: '0123456789ab', width: 1600, height: 900, widths: [800, 1600], colour: '#aabbcc' };
    const focus = { desktop: { x: 20, y: 30 }, mobile: { x: 50, y: 50 } };
    const withFacts = structuredClone(before);
    withFacts.tiles[0]!.backgroundImage = { ...withFacts.tiles[0]!.backgroundImage!, focus, sources: { desktop: source, mobile: source } };
    const values = pageFormValues(withFacts);
    expect([values['tiles.0.bgFocusDesktopX'], values['tiles.0.bgFocusDesktopY']]).toEqual(['20', '30']);
    const same = pageFromForm(form({}, values), withFacts);
    expect(same.ok && same.value.tiles[0]!.backgroundImage).toMatchObject({ focus, sources: { desktop: source } });
    const other = pageFromForm(form({ 'tiles.0.bgDesktop': '/images/tiles/b.webp', 'tiles.0.bgFocusMobileY': '10' }, values), withFacts);
    expect(other.ok && other.value.tiles[0]!.backgroundImage).toEqual({
      desktop: '/images/tiles/b.webp',
      mobile: '/images/offers/students-narrow.svg',
      alt: 'A graduation cap',
      focus: { desktop: { x: 20, y: 30 }, mobile: { x: 50, y: 10 } },
    });
    const centred = Object.fromEntries(['DesktopX', 'DesktopY', 'MobileX', 'MobileY'].map((p) => [`tiles.0.bgFocus${p}`, '']));
    const none = pageFromForm(form(centred, values), withFacts);
    expect(none.ok && 'focus' in none.value.tiles[0]!.backgroundImage!).toBe(false);
  });

  it.each<[string, string, string]>([
    ['title', '', PAGE_MESSAGES.title],
    ['description', ' ', PAGE_MESSAGES.description],
    ['header', 'floating', PAGE_MESSAGES.header],
    ['socialImage', 'https://cdn.example.com/a.png', PAGE_MESSAGES.socialImage],
    ['tiles.0.tileId', '', PAGE_MESSAGES.tileId],
    ['tiles.0.tileId', 'two words', PAGE_MESSAGES.tileId],
    ['tiles.1.tileId', 'hero', PAGE_MESSAGES.tileIdTwice],
    ['tiles.0.colourBackground', 'navy', PAGE_MESSAGES.colourBackground],
    ['tiles.0.colourText', '#fff', PAGE_MESSAGES.colourText],
    ['tiles.0.colourAccent', 'red', PAGE_MESSAGES.colourAccent],
    ['tiles.0.bgDesktop', '/images/a.gif', PAGE_MESSAGES.bgDesktop],
    ['tiles.0.bgMobile', '', PAGE_MESSAGES.bgMobile],
    ['tiles.0.bgAlt', ' ', PAGE_MESSAGES.bgAlt],
    ['tiles.0.bgFocusMobileX', '140', PAGE_MESSAGES.bgFocusMobileX],
    ['tiles.0.bgFocusDesktopY', 'top', PAGE_MESSAGES.bgFocusDesktopY],
    ['tiles.1.videoSrc', '/images/video/a.mov', PAGE_MESSAGES.videoSrc],
    ['tiles.1.videoPoster', 'javascript:alert(1)', PAGE_MESSAGES.videoPoster],
    ['tiles.1.videoCaptions', '/images/video/a.srt', PAGE_MESSAGES.videoCaptions],
    ['tiles.0.animationEffect', 'spin', PAGE_MESSAGES.animationEffect],
    ['tiles.0.height', 'huge', PAGE_MESSAGES.height],
    ['tiles.0.width', '', PAGE_MESSAGES.width],
    ['tiles.0.alignment', 'justify', PAGE_MESSAGES.alignment],
    ['tiles.0.formType', 'survey', PAGE_MESSAGES.formType],
    ['tiles.0.links.1.url', 'javascript:alert(1)', PAGE_MESSAGES.linkUrl],
    ['tiles.0.links.1.url', '//evil.example.com/', PAGE_MESSAGES.linkUrl],
    ['tiles.0.links.1.url', 'http://example.com/', PAGE_MESSAGES.linkUrl],
    ['tiles.0.links.0.text', '', PAGE_MESSAGES.linkText],
    ['tiles.0.links.0.style', 'loud', PAGE_MESSAGES.linkStyle],
  ])('refuses %s = %j by that field alone', (field, value, message) => {
    expect(pageFromForm(form({ [field]: value }), before)).toEqual({ ok: false, fieldErrors: { [field]: message } });
  });

  it('puts a problem of a half-filled clip on its first field, and a page without tiles on the list', () => {
    expect(pageFromForm(form({ 'tiles.1.videoSrc': '', 'tiles.1.videoPoster': '' }), before)).toEqual({
      ok: false,
      fieldErrors: { 'tiles.1.videoSrc': PAGE_MESSAGES.videoSrc, 'tiles.1.videoPoster': PAGE_MESSAGES.videoPoster },
    });
    const noTiles = Object.fromEntries(Object.entries(pageFormValues(before)).filter(([k]) => !k.startsWith('tiles.')));
    expect(pageFromForm(form({}, noTiles), before)).toEqual({ ok: false, fieldErrors: { tiles: PAGE_MESSAGES.tiles } });
  });

  it('names a link’s error by the row it was typed in, after a blank row', () => {
    const out = pageFromForm(form({ 'tiles.0.links.0.text': '', 'tiles.0.links.0.url': '', 'tiles.0.links.1.url': 'ftp://x' }), before);
    expect(out).toEqual({ ok: false, fieldErrors: { 'tiles.0.links.1.url': PAGE_MESSAGES.linkUrl } });
  });

  it('names a problem no field stands for (an id the schema refuses) with its path', () => {
    expect(pageFromForm(form(), { ...before, id: 'Not An Id' })).toEqual({
      ok: false,
      fieldErrors: { form: expect.stringMatching(/^id: /) },
    });
  });
});

describe('the form’s tile list', () => {
  it('splits the values into tiles and link rows, in order', () => {
    const tiles = tilesOf(pageFormValues(before));
    expect(tiles.map((t) => t.tileId)).toEqual(['hero', 'details']);
    expect(linkRowsOf(tiles[0]!)).toEqual([0, 1]);
    expect(tiles[0]!['links.1.url']).toBe('/restaurants/');
    expect(linkRowsOf(tiles[1]!)).toEqual([]);
  });

  it('gives a new tile an id no other tile has', () => {
    expect(newTileValues(['hero', 'tile-3']).tileId).toBe('tile-4');
    expect(newTileValues([]).tileId).toBe('tile-1');
  });

  it('offers every picture the pages name', () => {
    expect(knownImagePaths([before, { ...before, socialImage: '/images/a.png' }])).toEqual([
      '/images/a.png',
      '/images/offers/students-narrow.svg',
      '/images/offers/students.svg',
      '/images/video/kitchen.webp',
    ]);
  });
});

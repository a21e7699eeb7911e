// A content page from its studio form (issue 26 "Pages"), as pure functions of
// the form and the page as it was: the title, description, header and social
// image, and every field of every tile, in the order the form lists them. The
// form's fields are flat ("tiles.2.links.0.url"); the pack's own schema checks
// the page, and each problem goes back to the field that caused it. Rich text
// is stored only as the site renders it (contract/rich-text.ts).
import { pageSchema, type Page, type Tile } from '../../../contract/content.ts';
import { sanitiseRichText } from '../../../contract/rich-text.ts';
import type { Outcome } from './menu-edits.ts';

type Texts = Record<string, string>;

/** The fields of one tile, by their name after "tiles.N." (links are "links.M.text" and so on). */
export const TILE_FIELDS = [
  'tileId',
  'heading',
  'subHeading',
  'content',
  'colourBackground',
  'colourText',
  'colourAccent',
  'bgDesktop',
  'bgMobile',
  'bgAlt',
  'bgDecorative',
  'videoSrc',
  'videoPoster',
  'videoCaption',
  'videoCaptions',
  'animationEffect',
  'height',
  'width',
  'alignment',
  'formType',
] as const;
export type TileField = (typeof TILE_FIELDS)[number];
export const LINK_FIELDS = ['text', 'url', 'style'] as const;
export type LinkField = (typeof LINK_FIELDS)[number];

const IMAGE = 'Please choose an image path such as /images/tiles/brunch.webp (svg, webp, png, jpg or avif)';
const LINK = 'Please enter a site path starting with / (such as /book-now/), an address starting with https://, mailto: or tel:';
const COLOUR = 'Please enter a colour as # and six hex digits, such as #1a2b3c';

/** What each field says when it is refused. */
export const PAGE_MESSAGES = {
  title: 'Please give the page a title: it is the browser tab’s and the search result’s',
  description: 'Please describe the page: search engines and shared links show it',
  header: 'Please choose how the header sits over the page',
  socialImage: IMAGE,
  tiles: 'A page needs at least one tile',
  tileId: 'Please give the tile an id of its own (letters, digits and hyphens): links can jump to it',
  tileIdTwice: 'Another tile of this page has this id: each tile needs its own',
  heading: 'Please check the heading',
  subHeading: 'Please check the line above the heading',
  content: 'Please check the text',
  colourBackground: COLOUR,
  colourText: COLOUR,
  colourAccent: `${COLOUR}, or leave it empty`,
  bgDesktop: IMAGE,
  bgMobile: IMAGE,
  bgAlt: 'Describe the picture, or mark it decorative',
  bgDecorative: 'Please check this box',
  videoSrc: 'Please enter the clip’s path, such as /images/video/kitchen.mp4 (mp4 or webm)',
  videoPoster: IMAGE,
  videoCaption: 'Please say what the clip shows',
  videoCaptions: 'Please enter the captions file’s path, such as /images/video/kitchen.vtt',
  animationEffect: 'Please choose an effect',
  height: 'Please choose a height',
  width: 'Please choose a width',
  alignment: 'Please choose an alignment',
  formType: 'Please choose a form, or none',
  linkText: 'Please give the link its words, or clear its address to remove it',
  linkUrl: LINK,
  linkStyle: 'Please choose how the link looks',
  video: 'A clip needs its path, its poster, what it shows and its captions file: fill in all four, or none',
  backgroundImage: 'A background needs its wide and narrow pictures: fill in both, or clear the picture’s fields',
} as const;

/** Every /images/… picture the pages name, sorted: what the image fields offer to choose from. */
export function knownImagePaths(pages: readonly Page[]): string[] {
  const paths = new Set<string>();
  for (const page of pages) {
    if (page.socialImage) paths.add(page.socialImage);
    for (const tile of page.tiles) {
      if (tile.backgroundImage) paths.add(tile.backgroundImage.desktop).add(tile.backgroundImage.mobile);
      if (tile.video) paths.add(tile.video.poster);
    }
  }
  return [...paths].sort();
}

/** One tile's form values (names without "tiles.N."); a ticked box is 'on'. */
function tileValues(tile: Tile): Texts {
  const values: Texts = {
    tileId: tile.tileId,
    heading: tile.heading ?? '',
    subHeading: tile.subHeading ?? '',
    content: tile.content ?? '',
    colourBackground: tile.colours.background,
    colourText: tile.colours.text,
    colourAccent: tile.colours.accent ?? '',
    bgDesktop: tile.backgroundImage?.desktop ?? '',
    bgMobile: tile.backgroundImage?.mobile ?? '',
    bgAlt: tile.backgroundImage?.alt ?? '',
    videoSrc: tile.video?.src ?? '',
    videoPoster: tile.video?.poster ?? '',
    videoCaption: tile.video?.caption ?? '',
    videoCaptions: tile.video?.captions ?? '',
    animationEffect: tile.animationEffect,
    height: tile.height,
    width: tile.width,
    alignment: tile.alignment,
    formType: tile.formType ?? '',
  };
  if (tile.backgroundImage?.decorative) values.bgDecorative = 'on';
  tile.links.forEach((link, m) => {
    values[`links.${m}.text`] = link.text;
    values[`links.${m}.url`] = link.url;
    values[`links.${m}.style`] = link.style;
  });
  return values;
}

/** The form's values for a page, as text (what the inputs start with). */
export function pageFormValues(page: Page): Texts {
  const values: Texts = {
    title: page.title,
    description: page.description,
    header: page.header,
    socialImage: page.socialImage ?? '',
  };
  page.tiles.forEach((tile, n) => {
    for (const [k, v] of Object.entries(tileValues(tile))) values[`tiles.${n}.${k}`] = v;
  });
  return values;
}

/** The numbers a prefix's rows carry, in order ("tiles.0.x", "tiles.3.y" → [0, 3]). */
function rowsOf(values: Texts, prefix: string): number[] {
  const pattern = new RegExp(`^${prefix.replace(/\./g, '\\.')}(\\d+)\\.`);
  const rows = new Set<number>();
  for (const key of Object.keys(values)) {
    const m = pattern.exec(key);
    if (m) rows.add(Number(m[1]));
  }
  return [...rows].sort((a, b) => a - b);
}

/** Each tile's own values (names without "tiles.N."), in the form's order: what the form's tile list starts from. */
export function tilesOf(values: Texts): Texts[] {
  return rowsOf(values, 'tiles.').map((n) => {
    const prefix = `tiles.${n}.`;
    return Object.fromEntries(Object.entries(values).flatMap(([k, v]) => (k.startsWith(prefix) ? [[k.slice(prefix.length), v]] : [])));
  });
}

/** The link rows of one tile's values, in order. */
export const linkRowsOf = (tile: Texts): number[] => rowsOf(tile, 'links.');

/** The values of a new tile: a free id, dark text on white, no picture, no form. */
export function newTileValues(taken: readonly string[]): Texts {
  let n = taken.length + 1;
  while (taken.includes(`tile-${n}`)) n++;
  return {
    tileId: `tile-${n}`,
    colourBackground: '#ffffff',
    colourText: '#1a1a1a',
    animationEffect: 'none',
    height: 'auto',
    width: 'contained',
    alignment: 'left',
    formType: '',
  };
}

/** The object without its undefined fields: an empty optional field is absent from the document, as in the pack. */
const defined = <T extends Record<string, unknown>>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** What the form built, beside the form row each tile and link came from (for the errors). */
interface Built {
  candidate: Record<string, unknown>;
  tileRows: number[];
  linkRows: number[][];
}

function build(form: FormData, before: Page): Built {
  const values: Texts = {};
  for (const [k, v] of form) if (typeof v === 'string') values[k] = v;
  const beforeTiles = new Map(before.tiles.map((t) => [t.tileId, t]));
  const tileRows = rowsOf(values, 'tiles.');
  const linkRows: number[][] = [];
  const tiles = tileRows.map((n) => {
    const text = (name: string) => (values[`tiles.${n}.${name}`] ?? '').trim();
    const tileId = text('tileId');
    const was = beforeTiles.get(tileId);
    const rows = rowsOf(values, `tiles.${n}.links.`).filter((m) => text(`links.${m}.text`) || text(`links.${m}.url`));
    linkRows.push(rows);
    const links = rows.map((m) => ({
      text: text(`links.${m}.text`),
      url: text(`links.${m}.url`),
      style: text(`links.${m}.style`) || 'primary',
    }));
    const desktop = text('bgDesktop');
    const mobile = text('bgMobile');
    const alt = text('bgAlt');
    const decorative = values[`tiles.${n}.bgDecorative`] === 'on';
    const wasImage = was?.backgroundImage;
    // The focal point and what the image pipeline knew are kept only while the files are the same.
    const sameFiles = wasImage && wasImage.desktop === desktop && wasImage.mobile === mobile;
    const backgroundImage =
      desktop || mobile || alt || decorative
        ? {
            desktop,
            mobile,
            alt: decorative ? '' : alt,
            ...(decorative ? { decorative: true } : {}),
            ...(sameFiles && wasImage.focus ? { focus: wasImage.focus } : {}),
            ...(sameFiles && wasImage.sources ? { sources: wasImage.sources } : {}),
          }
        : undefined;
    const video = ['videoSrc', 'videoPoster', 'videoCaption', 'videoCaptions'].some((f) => text(f))
      ? { src: text('videoSrc'), poster: text('videoPoster'), caption: text('videoCaption'), captions: text('videoCaptions') }
      : undefined;
    const optional = (name: string) => text(name) || undefined;
    const content = sanitiseRichText(values[`tiles.${n}.content`] ?? '');
    return defined({
      tileId,
      heading: optional('heading'),
      subHeading: optional('subHeading'),
      content: content || undefined,
      links,
      colours: defined({ background: text('colourBackground'), text: text('colourText'), accent: optional('colourAccent') }),
      backgroundImage,
      video,
      animationEffect: text('animationEffect'),
      height: text('height'),
      width: text('width'),
      alignment: text('alignment'),
      formType: text('formType') || null,
    });
  });
  const socialImage = (values.socialImage ?? '').trim();
  const candidate = {
    id: before.id,
    title: (values.title ?? '').trim(),
    description: (values.description ?? '').trim(),
    header: (values.header ?? '').trim(),
    ...(socialImage ? { socialImage } : {}),
    tiles,
  };
  return { candidate, tileRows, linkRows };
}

/** The form field of a schema path ('tiles.1.colours.text' → 'tiles.<row>.colourText'), by the rows the tiles and links came from. */
function fieldOfPath(path: (string | number)[], built: Built): { field: string; message: string } | undefined {
  const [top, i, part, j, leaf] = path.map(String);
  if (top === 'title' || top === 'description' || top === 'header' || top === 'socialImage')
    return { field: top, message: PAGE_MESSAGES[top] };
  if (top !== 'tiles') return undefined;
  if (i === undefined) return { field: 'tiles', message: PAGE_MESSAGES.tiles };
  const row = built.tileRows[Number(i)];
  if (row === undefined) return undefined;
  const at = (name: TileField, message: string = PAGE_MESSAGES[name]) => ({ field: `tiles.${row}.${name}`, message });
  switch (part) {
    case 'colours':
      return at(j === 'background' ? 'colourBackground' : j === 'accent' ? 'colourAccent' : 'colourText');
    case 'backgroundImage':
      if (j === 'desktop') return at('bgDesktop');
      if (j === 'mobile') return at('bgMobile');
      return at('bgAlt');
    case 'video':
      if (j === 'poster') return at('videoPoster');
      if (j === 'caption') return at('videoCaption');
      if (j === 'captions') return at('videoCaptions');
      return at('videoSrc', j === 'src' ? PAGE_MESSAGES.videoSrc : PAGE_MESSAGES.video);
    case 'links': {
      const link = built.linkRows[Number(i)]?.[Number(j)];
      if (link === undefined) return undefined;
      const name = leaf === 'url' ? 'linkUrl' : leaf === 'style' ? 'linkStyle' : 'linkText';
      return { field: `tiles.${row}.links.${link}.${leaf ?? 'text'}`, message: PAGE_MESSAGES[name] };
    }
    default:
      return (TILE_FIELDS as readonly string[]).includes(part ?? '') ? at(part as TileField) : undefined;
  }
}

/** The page from its form, over the page as it was (its id stays: the address changes by its own action). */
export function pageFromForm(form: FormData, before: Page): Outcome<Page> {
  const built = build(form, before);
  const fieldErrors: Record<string, string> = {};
  const seen = new Map<string, number>();
  (built.candidate.tiles as { tileId: string }[]).forEach((tile, i) => {
    const row = built.tileRows[i]!;
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/i.test(tile.tileId)) fieldErrors[`tiles.${row}.tileId`] = PAGE_MESSAGES.tileId;
    else if (seen.has(tile.tileId.toLowerCase())) fieldErrors[`tiles.${row}.tileId`] = PAGE_MESSAGES.tileIdTwice;
    seen.set(tile.tileId.toLowerCase(), row);
  });
  const parsed = pageSchema.safeParse(built.candidate);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const found = fieldOfPath(issue.path as (string | number)[], built);
      if (found) fieldErrors[found.field] ??= found.message;
      // Not a field of the form (the id): said as the schema says it, with its path.
      else fieldErrors.form ??= `${issue.path.map(String).join('.') || 'The page'}: ${issue.message}`;
    }
  if (Object.keys(fieldErrors).length || !parsed.success) return { ok: false, fieldErrors };
  return { ok: true, value: parsed.data };
}

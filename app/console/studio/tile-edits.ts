// Tiles in a studio form (decision 054 "every field of the tile schema"), as pure
// functions shared by a page's tiles and a restaurant's hero tiles: the form's
// flat fields ("tiles.2.links.0.url", "tiles.2.bgFocusMobileX"), the tiles they
// describe over the tiles as they were, and which field a schema problem
// belongs to. The background picture's fields are the image field's
// (image-field-values.ts) under "tiles.N.bg". Rich text is stored only as the
// site renders it (contract/rich-text.ts); the pack's schema has the last word.
import type { Tile } from '../../../contract/content.ts';
import { sanitiseRichText } from '../../../contract/rich-text.ts';
import { IMAGE_FIELD_MESSAGES, imageFieldOfPath, imageFormValues, imageFromForm } from './image-field-values.ts';

type Texts = Record<string, string>;

/** The image field's name prefix inside a tile: tiles.N.bgDesktop, tiles.N.bgAlt, tiles.N.bgFocusMobileX, … */
export const TILE_BG = 'bg';

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
  'bgFocusDesktopX',
  'bgFocusDesktopY',
  'bgFocusMobileX',
  'bgFocusMobileY',
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

export const IMAGE_PATH_MESSAGE = 'Please choose an image path such as /images/tiles/brunch.webp (svg, webp, png, jpg or avif)';
const LINK = 'Please enter a site path starting with / (such as /book-now/), an address starting with https://, mailto: or tel:';
const COLOUR = 'Please enter a colour as # and six hex digits, such as #1a2b3c';

/** What each tile field says when it is refused. */
export const TILE_MESSAGES = {
  tileId: 'Please give the tile an id of its own (letters, digits and hyphens): links can jump to it',
  tileIdTwice: 'Another tile here has this id: each tile needs its own',
  heading: 'Please check the heading',
  subHeading: 'Please check the line above the heading',
  content: 'Please check the text',
  colourBackground: COLOUR,
  colourText: COLOUR,
  colourAccent: `${COLOUR}, or leave it empty`,
  bgDesktop: IMAGE_FIELD_MESSAGES.Desktop,
  bgMobile: IMAGE_FIELD_MESSAGES.Mobile,
  bgAlt: IMAGE_FIELD_MESSAGES.Alt,
  bgDecorative: 'Please check this box',
  bgFocusDesktopX: IMAGE_FIELD_MESSAGES.FocusDesktopX,
  bgFocusDesktopY: IMAGE_FIELD_MESSAGES.FocusDesktopY,
  bgFocusMobileX: IMAGE_FIELD_MESSAGES.FocusMobileX,
  bgFocusMobileY: IMAGE_FIELD_MESSAGES.FocusMobileY,
  videoSrc: 'Please enter the clip’s path, such as /images/video/kitchen.mp4 (mp4 or webm)',
  videoPoster: IMAGE_PATH_MESSAGE,
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
} as const;

const NO_PICTURE = imageFormValues({ desktop: '', mobile: '', alt: '' }, TILE_BG);

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
    ...(tile.backgroundImage ? imageFormValues(tile.backgroundImage, TILE_BG) : NO_PICTURE),
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
  tile.links.forEach((link, m) => {
    values[`links.${m}.text`] = link.text;
    values[`links.${m}.url`] = link.url;
    values[`links.${m}.style`] = link.style;
  });
  return values;
}

/** The form's values for a list of tiles: "tiles.N.<field>", in order. */
export function tilesFormValues(tiles: readonly Tile[]): Texts {
  const values: Texts = {};
  tiles.forEach((tile, n) => {
    for (const [k, v] of Object.entries(tileValues(tile))) values[`tiles.${n}.${k}`] = v;
  });
  return values;
}

/** The numbers a prefix's rows carry, in order ("tiles.0.x", "tiles.3.y" → [0, 3]). */
export function rowsOf(values: Readonly<Texts>, prefix: string): number[] {
  const pattern = new RegExp(`^${prefix.replace(/\./g, '\\.')}(\\d+)\\.`);
  const rows = new Set<number>();
  for (const key of Object.keys(values)) {
    const m = pattern.exec(key);
    if (m) rows.add(Number(m[1]));
  }
  return [...rows].sort((a, b) => a - b);
}

/** Each tile's own values (names without "tiles.N."), in the form's order: what the form's tile list starts from. */
export function tilesOf(values: Readonly<Texts>): Texts[] {
  return rowsOf(values, 'tiles.').map((n) => {
    const prefix = `tiles.${n}.`;
    return Object.fromEntries(Object.entries(values).flatMap(([k, v]) => (k.startsWith(prefix) ? [[k.slice(prefix.length), v]] : [])));
  });
}

/** The link rows of one tile's values, in order. */
export const linkRowsOf = (tile: Readonly<Texts>): number[] => rowsOf(tile, 'links.');

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

/** The tiles a form describes, for the schema to check, beside the form row each tile and link came from (for the errors). */
export interface BuiltTiles {
  tiles: Record<string, unknown>[];
  tileRows: number[];
  linkRows: number[][];
  /** What the form itself refuses before the schema: ids, a picture's alt text and focal points. */
  fieldErrors: Record<string, string>;
}

/** The background picture of the tile at form row `n`: none when all its fields are empty. */
function backgroundOf(values: Readonly<Texts>, n: number, was: Tile['backgroundImage']) {
  const prefix = `tiles.${n}.${TILE_BG}`;
  const filled = ['Desktop', 'Mobile', 'Alt'].some((p) => (values[`${prefix}${p}`] ?? '').trim()) || values[`${prefix}Decorative`] === 'on';
  if (!filled) return { image: undefined, fieldErrors: {} };
  const { image, fieldErrors } = imageFromForm(values, was, prefix);
  // A decorative background says nothing, so it keeps no alt text (the site draws it with alt="").
  return { image: image.decorative ? { ...image, alt: '' } : image, fieldErrors };
}

/** The tiles from the form's values, over the tiles as they were (matched by id, for what the image pipeline knew). */
export function tilesFromValues(values: Readonly<Texts>, before: readonly Tile[]): BuiltTiles {
  const beforeTiles = new Map(before.map((t) => [t.tileId, t]));
  const tileRows = rowsOf(values, 'tiles.');
  const linkRows: number[][] = [];
  const fieldErrors: Record<string, string> = {};
  const seen = new Set<string>();
  const tiles = tileRows.map((n) => {
    const text = (name: string) => (values[`tiles.${n}.${name}`] ?? '').trim();
    const tileId = text('tileId');
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/i.test(tileId)) fieldErrors[`tiles.${n}.tileId`] = TILE_MESSAGES.tileId;
    else if (seen.has(tileId.toLowerCase())) fieldErrors[`tiles.${n}.tileId`] = TILE_MESSAGES.tileIdTwice;
    seen.add(tileId.toLowerCase());
    const rows = rowsOf(values, `tiles.${n}.links.`).filter((m) => text(`links.${m}.text`) || text(`links.${m}.url`));
    linkRows.push(rows);
    const links = rows.map((m) => ({
      text: text(`links.${m}.text`),
      url: text(`links.${m}.url`),
      style: text(`links.${m}.style`) || 'primary',
    }));
    const background = backgroundOf(values, n, beforeTiles.get(tileId)?.backgroundImage);
    for (const [field, message] of Object.entries(background.fieldErrors)) fieldErrors[field] = message;
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
      backgroundImage: background.image,
      video,
      animationEffect: text('animationEffect'),
      height: text('height'),
      width: text('width'),
      alignment: text('alignment'),
      formType: text('formType') || null,
    });
  });
  return { tiles, tileRows, linkRows, fieldErrors };
}

/**
 * The form field of a schema problem inside the tiles (`path` after the list's
 * own name: [1, 'colours', 'text'] → 'tiles.<row>.colourText'), by the rows the
 * tiles and links came from; undefined when no field stands for it.
 */
export function tileFieldOfPath(path: readonly (string | number)[], built: BuiltTiles): { field: string; message: string } | undefined {
  const [i, part, j, leaf] = path.map(String);
  const row = built.tileRows[Number(i)];
  if (row === undefined) return undefined;
  const at = (name: TileField, message: string = TILE_MESSAGES[name]) => ({ field: `tiles.${row}.${name}`, message });
  switch (part) {
    case 'colours':
      return at(j === 'background' ? 'colourBackground' : j === 'accent' ? 'colourAccent' : 'colourText');
    case 'backgroundImage': {
      const field = imageFieldOfPath(path.slice(1).map(String).join('.'), 'backgroundImage', TILE_BG) as TileField | undefined;
      return at(field ?? 'bgAlt');
    }
    case 'video':
      if (j === 'poster') return at('videoPoster');
      if (j === 'caption') return at('videoCaption');
      if (j === 'captions') return at('videoCaptions');
      return at('videoSrc', j === 'src' ? TILE_MESSAGES.videoSrc : TILE_MESSAGES.video);
    case 'links': {
      const link = built.linkRows[Number(i)]?.[Number(j)];
      if (link === undefined) return undefined;
      const name = leaf === 'url' ? 'linkUrl' : leaf === 'style' ? 'linkStyle' : 'linkText';
      return { field: `tiles.${row}.links.${link}.${leaf ?? 'text'}`, message: TILE_MESSAGES[name] };
    }
    default:
      return (TILE_FIELDS as readonly string[]).includes(part ?? '') ? at(part as TileField) : undefined;
  }
}

// Two lists of a restaurant's studio form (product.md D9 "forms, not JSON"), as
// pure functions: its awards, a row each (name, year, who gave it) with one
// blank row to add another and a cleared row dropped, so they work without
// JavaScript; and the menus it serves, chosen by name in order from the
// chain's menus (none chosen: the chain's own list, as the menu pages do).
import { z } from 'zod';
import type { RestaurantDoc } from '../../../contract/content.ts';
import { rowsOf } from './tile-edits.ts';

type Texts = Record<string, string>;

export const LIST_MESSAGES = {
  awardName: 'Please give the award’s name, or clear the row to remove it',
  awardYear: 'Please give the year as four digits, such as 2025',
  awardIssuer: 'Please say who gave the award',
  menu: 'Please choose a menu from the list',
  menuTwice: 'This menu is chosen above already: each menu once',
} as const;

/** A menu the form offers: its id and the name editors know it by. */
export interface MenuChoice {
  id: string;
  name: string;
}

const awardField = (n: number, part: 'name' | 'year' | 'issuer') => `award.${n}.${part}`;
const menuField = (n: number) => `menu.${n}`;

/** The form's values of the awards, one row each: award.N.name, award.N.year, award.N.issuer. */
export function awardValues(awards: RestaurantDoc['awards']): Texts {
  return Object.fromEntries(
    awards.flatMap((a, n) => [
      [awardField(n, 'name'), a.name],
      [awardField(n, 'year'), String(a.year)],
      [awardField(n, 'issuer'), a.issuer],
    ]),
  );
}

/** The award rows the form shows for these values: each row it has, then one blank row to add. */
export function awardRows(values: Readonly<Texts>): number[] {
  const rows = rowsOf(values, 'award.');
  return [...rows, rows.length ? rows.at(-1)! + 1 : 0];
}

const yearSchema = z
  .string()
  .regex(/^\d{4}$/)
  .transform(Number);

/** The awards from the form, in its order, with each problem by its row's field; a row left blank is no award. */
export function awardsFromForm(values: Readonly<Texts>): { awards: RestaurantDoc['awards']; fieldErrors: Texts } {
  const fieldErrors: Texts = {};
  const awards = rowsOf(values, 'award.').flatMap((n) => {
    const text = (part: 'name' | 'year' | 'issuer') => (values[awardField(n, part)] ?? '').trim();
    if (!text('name') && !text('year') && !text('issuer')) return [];
    const year = yearSchema.safeParse(text('year'));
    if (!text('name')) fieldErrors[awardField(n, 'name')] = LIST_MESSAGES.awardName;
    if (!year.success) fieldErrors[awardField(n, 'year')] = LIST_MESSAGES.awardYear;
    if (!text('issuer')) fieldErrors[awardField(n, 'issuer')] = LIST_MESSAGES.awardIssuer;
    return [{ name: text('name'), year: year.success ? year.data : 0, issuer: text('issuer') }];
  });
  return { awards, fieldErrors };
}

/** The form's values of the menus served: menu.0, menu.1, … in order. */
export const menuValues = (menuIds: readonly string[]): Texts => Object.fromEntries(menuIds.map((id, n) => [menuField(n), id]));

/** How many menu choices the form shows: one for each menu the chain has, so any order of any of them can be chosen. */
export const menuSlots = (values: Readonly<Texts>, menus: readonly MenuChoice[]): number =>
  Math.max(menus.length, Object.keys(values).filter((k) => /^menu\.\d+$/.test(k)).length);

/** The menus chosen, in order (an empty choice is skipped), each a menu the chain has and each once. */
export function menusFromForm(values: Readonly<Texts>, known: readonly string[]): { menuIds: string[]; fieldErrors: Texts } {
  const fieldErrors: Texts = {};
  const menuId = z.enum(known as [string, ...string[]]);
  const slots = Object.keys(values)
    .flatMap((k) => (/^menu\.\d+$/.test(k) ? [Number(k.slice('menu.'.length))] : []))
    .sort((a, b) => a - b);
  const menuIds: string[] = [];
  for (const n of slots) {
    const raw = (values[menuField(n)] ?? '').trim();
    if (!raw) continue;
    const id = known.length ? menuId.safeParse(raw) : { success: false as const };
    if (!id.success) fieldErrors[menuField(n)] = LIST_MESSAGES.menu;
    else if (menuIds.includes(id.data)) fieldErrors[menuField(n)] = LIST_MESSAGES.menuTwice;
    else menuIds.push(id.data);
  }
  return { menuIds, fieldErrors };
}

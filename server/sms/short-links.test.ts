import { describe, expect, it } from 'vitest';
import { SHORT_CODE, shortLinker } from './short-links.ts';

const SITE = 'https://casa.example';
const NOW = new Date('2031-05-05T09:00:00Z');

describe('shortLinker', () => {
  it('gives each link a code of its own on this site, and keeps what it opens', () => {
    const linker = shortLinker(SITE, NOW);
    const a = linker.shorten(`${SITE}/manage-booking/?token=abc.def&step=confirm`);
    const b = linker.shorten(`${SITE}/manage-booking/?token=abc.def&step=confirm`);
    expect(a).toMatch(/^https:\/\/casa\.example\/s\/[0-9a-z]{10}\/$/);
    expect(SHORT_CODE.test(a.split('/')[4]!)).toBe(true);
    expect(a).not.toBe(b);
  });

  it('refuses another site’s link, and writes nothing when nothing was shortened', () => {
    const linker = shortLinker(SITE, NOW);
    expect(() => linker.shorten('https://elsewhere.example/x/')).toThrow("Only this site's links are shortened");
    expect(linker.inserts({} as never)).toEqual([]);
  });
});

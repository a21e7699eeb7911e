import { describe, expect, it } from 'vitest';
import { importOutcome } from './import-outcome.ts';

const kids = { kind: 'menu', docId: 'kids', name: 'Menu Kids menu' };
const offer = { kind: 'offer', docId: '1', name: 'Offer A free coconut rum cocktail' };

describe('importOutcome', () => {
  it('says what was published, what was replaced as chosen, and lists what was kept by name and field', () => {
    const kept = { ...kids, fields: ['Little plates › Mains › Mini chicken tacos › Main only › price'], by: 'Esme Editor', version: 2 };
    expect(importOutcome({ published: [offer], replaced: [], kept: [kept], unchanged: 87 })).toEqual({
      ok: 'Imported: 1 document published, 87 unchanged. Kept as the studio has it, changed since the file was exported: Menu Kids menu.',
      fieldErrors: {},
      conflicts: [{ key: 'menu:kids', name: 'Menu Kids menu', fields: kept.fields, by: 'Esme Editor', version: 2 }],
    });
    expect(importOutcome({ published: [kids, offer], replaced: [kids], kept: [], unchanged: 87 }).ok).toBe(
      'Imported: 2 documents published, 87 unchanged. Replaced with the file’s copy, as you chose: Menu Kids menu.',
    );
  });

  it('says when nothing was imported, and why', () => {
    expect(importOutcome({ published: [], replaced: [], kept: [], unchanged: 89 }).ok).toBe(
      'Nothing to import: all 89 documents are the same as the live ones.',
    );
    const kept = { ...kids, fields: ['name'], by: 'Esme Editor', version: 2 };
    expect(importOutcome({ published: [], replaced: [], kept: [kept], unchanged: 88 }).ok).toMatch(
      /^Nothing published: 88 unchanged\. Kept/,
    );
  });
});

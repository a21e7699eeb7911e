// Decision 072: migration 0025 moves every saved booking setup into the one version history (content_versions,
// kind 'booking-setup', doc_id the storeId) with its number, document, time, who and summary, then drops
// booking_setup_versions; content's own versions are untouched. Times are fixed (decision 032).
import { describe, expect, it } from 'vitest';
import { installBefore } from '../../tests/support/migrations-before.ts';

describe('migration 0025: one version history', () => {
  it('moves each saved setup with its number and who saved it, and leaves content versions as they were', async () => {
    const { client, migrateOn, close } = await installBefore('0025');
    await client.exec(`
      insert into booking_setup_versions (store_id, version, doc, at, staff_id, actor, summary) values
        ('1002', 1, '{"storeId":"1002","v":1}', '2031-05-01T10:00:00Z', 's-1', 'Mia Manager', 'Opening hours changed'),
        ('1002', 2, '{"storeId":"1002","v":2}', '2031-05-02T10:00:00Z', null, 'Operator', 'Two tables added');
      insert into content_versions (kind, doc_id, version, doc, origin, at, staff_id, actor, summary) values
        ('page', 'home', 1, '{"title":"Home"}', 'pack', '2031-04-01T09:00:00Z', null, 'content pack', 'From the pack');
    `);

    await migrateOn();

    const { rows } = await client.query(
      `select kind, doc_id, version, doc, origin, at, staff_id, actor, summary from content_versions order by kind, version`,
    );
    expect(rows).toEqual([
      {
        kind: 'booking-setup',
        doc_id: '1002',
        version: 1,
        doc: { storeId: '1002', v: 1 },
        origin: 'studio',
        at: new Date('2031-05-01T10:00:00Z'),
        staff_id: 's-1',
        actor: 'Mia Manager',
        summary: 'Opening hours changed',
      },
      expect.objectContaining({ kind: 'booking-setup', doc_id: '1002', version: 2, staff_id: null, actor: 'Operator' }),
      expect.objectContaining({ kind: 'page', doc_id: 'home', version: 1, origin: 'pack' }),
    ]);
    const { rows: left } = await client.query(`select 1 from information_schema.tables where table_name = 'booking_setup_versions'`);
    expect(left).toEqual([]);
    await close();
  }, 120_000);
});

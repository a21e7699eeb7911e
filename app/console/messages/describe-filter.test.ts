import { describe, expect, it } from 'vitest';
import { describeEmpty, describeList } from './describe-filter.ts';

const restaurants = [{ storeId: '1002', title: 'Bath' }];

describe('what the inbox says it shows', () => {
  it('names the status and the restaurant', () => {
    expect(describeList({ storeId: '1002', status: 'new' }, { restaurants, everyRestaurant: false }, 3)).toBe('New messages at Bath: 3');
    expect(describeList({}, { restaurants, everyRestaurant: false }, 12)).toBe('Messages at your restaurants: 12');
  });

  it('says head office is included for a chain admin, and what an empty list means', () => {
    expect(describeEmpty({ status: 'handled' }, { restaurants, everyRestaurant: true })).toBe(
      'No handled messages at every restaurant and head office.',
    );
  });
});

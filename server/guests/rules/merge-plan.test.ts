import { describe, expect, it } from 'vitest';
import { fieldsAfterUndo, joinText, mergePlan } from './merge-plan.ts';

const side = (over: Partial<Parameters<typeof mergePlan>[0]>) => ({
  allergies: '',
  dietaryNotes: '',
  phone: null,
  tags: [],
  emails: [],
  ...over,
});

describe('a merge', () => {
  it('never drops what either profile says a guest cannot eat', () => {
    expect(joinText('peanuts', 'shellfish')).toBe('peanuts; shellfish');
    expect(joinText('Peanuts, shellfish', 'shellfish')).toBe('Peanuts, shellfish');
    expect(joinText('', 'shellfish')).toBe('shellfish');
  });

  it('moves the other’s addresses and adds only the tags the kept profile lacks', () => {
    const plan = mergePlan(
      side({ tags: ['VIP'], emails: ['a@x.test'], phone: '1' }),
      side({ tags: ['VIP', 'regular'], emails: ['b@x.test'], phone: '2' }),
    );
    expect(plan).toMatchObject({ emails: ['b@x.test'], tagsAdded: ['regular'], after: { phone: '1' } });
  });

  it('is undone field by field, keeping what staff changed since', () => {
    const plan = mergePlan(side({ allergies: 'peanuts' }), side({ allergies: 'shellfish', dietaryNotes: 'vegan' }));
    expect(fieldsAfterUndo(plan.after, plan)).toEqual(plan.before);
    expect(fieldsAfterUndo({ ...plan.after, dietaryNotes: 'vegetarian' }, plan)).toEqual({ ...plan.before, dietaryNotes: 'vegetarian' });
  });
});

import { describe, expect, it } from 'vitest';
import type { FormDoc } from '../../../contract/forms.ts';
import { CONTACT_FORM_MESSAGES, contactFormFromForm, contactFormValues, idFrom, reasonRowCount } from './contact-form-edits.ts';

const before: FormDoc = {
  id: 'contact',
  name: 'Contact form',
  contactTypes: [{ id: 'question', name: 'A question' }],
  contactReasons: [
    {
      id: 'booking',
      name: 'A booking',
      subReasons: [
        { id: 'large-group', name: 'A large group' },
        { id: 'special-occasion', name: 'A special occasion' },
      ],
      needsRestaurant: true,
      askGuests: true,
    },
    { id: 'other', name: 'Something else', subReasons: [], needsRestaurant: false, askGuests: false },
  ],
};

/** The form as the studio draws it for `before`, with some fields changed (null: left out, as an unticked box). */
function form(changes: Record<string, string | null> = {}): FormData {
  const values: Record<string, string | null> = { ...contactFormValues(before), ...changes };
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) if (v !== null) data.append(k, v);
  return data;
}

describe('the contact form’s reasons from the studio’s form (decision 064)', () => {
  it('draws each reason with its options one a line and its boxes, and one blank row to add', () => {
    const values = contactFormValues(before);
    expect(values).toMatchObject({
      'reasonName.0': 'A booking',
      'reasonOptions.0': 'A large group\nA special occasion',
      'reasonRestaurant.0': 'on',
    });
    expect(values).not.toHaveProperty('reasonGuests.1');
    expect(reasonRowCount(values)).toBe(3);
  });

  it('gives back the same document when nothing changed', () => {
    expect(contactFormFromForm(form(), before)).toEqual({ ok: true, value: before });
  });

  it('renames a reason keeping its id, adds one with an id from its words, and keeps options by their words', () => {
    const out = contactFormFromForm(
      form({
        'reasonName.0': 'A booking or a table',
        'reasonOptions.0': 'A special occasion\nA large group\nA birthday',
        'reasonGuests.0': null,
        'reasonName.2': 'Private dining',
        'reasonGuests.2': 'on',
      }),
      before,
    );
    expect(out.ok && out.value.contactReasons).toEqual([
      {
        id: 'booking',
        name: 'A booking or a table',
        subReasons: [
          { id: 'special-occasion', name: 'A special occasion' },
          { id: 'large-group', name: 'A large group' },
          { id: 'a-birthday', name: 'A birthday' },
        ],
        needsRestaurant: true,
        askGuests: false,
      },
      before.contactReasons[1],
      { id: 'private-dining', name: 'Private dining', subReasons: [], needsRestaurant: false, askGuests: true },
    ]);
  });

  it('removes a reason whose words are cleared, and never gives a new reason a kept one’s id', () => {
    const out = contactFormFromForm(form({ 'reasonName.0': '', 'reasonName.2': 'Other' }), before);
    expect(out.ok && out.value.contactReasons.map((r) => r.id)).toEqual(['other', 'other-2']);
  });

  it('refuses no reasons at all, and words or options too long, by their fields', () => {
    expect(contactFormFromForm(form({ 'reasonName.0': '', 'reasonName.1': ' ' }), before)).toEqual({
      ok: false,
      fieldErrors: { form: CONTACT_FORM_MESSAGES.none },
    });
    const long = contactFormFromForm(form({ 'reasonName.1': 'x'.repeat(81), 'reasonOptions.0': 'y'.repeat(81) }), before);
    expect(long).toMatchObject({
      ok: false,
      fieldErrors: { 'reasonName.1': CONTACT_FORM_MESSAGES.reasonName, 'reasonOptions.0': CONTACT_FORM_MESSAGES.reasonOptions },
    });
  });

  it('makes an id from any words', () => {
    expect(idFrom('Café & bar!', new Set())).toBe('cafe-bar');
    expect(idFrom('!!!', new Set(['reason']))).toBe('reason-2');
  });
});

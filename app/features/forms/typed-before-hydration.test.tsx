// @vitest-environment jsdom
// What a visitor types into a form's server HTML before its script runs (a slow phone, a lazily loaded tile) is
// kept: hydration leaves it in the page, useForm takes it into the values, and the next render (ticking the terms,
// a message shown) does not wipe it. Built from the fields every site form uses (form-fields.tsx, use-form.ts).
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CheckboxField, SelectField, TextField } from './form-fields.tsx';
import { useForm } from './use-form.ts';

const EMPTY = { emailAddress: '', venue: '', acceptTerms: false };

function ClaimForm() {
  const form = useForm(EMPTY);
  return (
    <form id={form.id} aria-label="Get your code">
      <TextField form={form} name="emailAddress" label="E-mail address" type="email" required />
      <SelectField
        form={form}
        name="venue"
        label="Restaurant"
        options={[
          { value: 'bath', label: 'Bath' },
          { value: 'leeds', label: 'Leeds' },
        ]}
      />
      <CheckboxField form={form} name="acceptTerms" label="I accept the terms" required />
      <output>{`${form.values.emailAddress}|${form.values.venue}|${String(form.values.acceptTerms)}`}</output>
    </form>
  );
}

describe('a form typed into before its script runs', () => {
  it('keeps the typed address, the chosen restaurant and the ticked box once hydrated, and through the next render', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ClaimForm />);
    document.body.append(container);
    const email = container.querySelector<HTMLInputElement>('input[name="emailAddress"]')!;
    const venue = container.querySelector<HTMLSelectElement>('select[name="venue"]')!;
    const terms = container.querySelector<HTMLInputElement>('input[name="acceptTerms"]')!;
    // Typed before React hydrates: no change event reaches React.
    email.value = 'early@example.com';
    venue.value = 'leeds';
    terms.checked = true;

    // As the browser does: not inside act(), the script arriving when it arrives.
    hydrateRoot(container, <ClaimForm />);
    const shown = () => container.querySelector('output')!.textContent;
    await expect.poll(shown).toBe('early@example.com|leeds|true');

    // The next render of every field (here: the box unticked) keeps what was typed.
    terms.click();
    await expect.poll(shown).toBe('early@example.com|leeds|false');
    expect(email.value).toBe('early@example.com');
    expect(venue.value).toBe('leeds');
    expect(terms.checked).toBe(false);
  });
});

// @vitest-environment jsdom
// A tile's rich text typed before the editor takes over (decision 054): the server's
// plain box stays until the editor has loaded, and the editor starts from what
// is in the box then, so nothing typed early is lost.
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichTextField } from './rich-text-field.tsx';

const field = <RichTextField id="tile-0-content" name="tiles.0.content" label="Text" hint="" value="<p>Served</p>" error={undefined} />;

// ProseMirror measures the caret to scroll it into view; jsdom lays nothing out.
Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();

describe('a tile’s rich text field', () => {
  it('keeps what was typed in the plain box before and while the editor loads', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(field);
    document.body.append(container);
    const box = container.querySelector('textarea')!;
    box.focus();
    // Typed before React hydrates: no change event reaches React, and hydrating sets the box back to the server's text.
    box.value = '<p>Typed before React</p>';
    box.dispatchEvent(new Event('input', { bubbles: true }));
    // As the browser does: not inside act(), the editor's chunk arriving when it arrives.
    const root = hydrateRoot(container, field);

    // Once the editor is up, the form posts what was typed, and the editor has the focus the box had.
    await expect
      .poll(() => container.querySelector<HTMLInputElement>('input[name="tiles.0.content"]')?.value, { timeout: 10_000 })
      .toBe('<p>Typed before React</p>');
    expect(container.querySelector('textarea')).toBeNull();
    await expect.poll(() => container.querySelector('[role=textbox]')?.textContent).toBe('Typed before React');
    root.unmount();
    container.remove();
  });
});

// product.md D7: a contact message as the restaurant reads it: facts, then the
// diner's words with their line breaks, nothing they typed taken as markup.
import { describe, expect, it } from 'vitest';
import { enquiryMailHtml } from './enquiry-mail-html.tsx';
import { mailHtmlProblems, readMailHtml, textOf } from './read-mail-html.ts';

const view = {
  brand: 'Casa Lumbre Bath',
  subject: 'Feedback: Lost property (from Ana Silva)',
  heading: 'Feedback: Lost property',
  facts: [
    ['Name', 'Ana Silva'],
    ['E-mail', 'ana@example.com'],
  ] as const,
  message: { heading: 'Message from Ana Silva', text: 'I left my scarf.\n<a href="https://evil.example">Click</a>' },
  reason: 'A diner sent this through the contact form on the website. Reply to this e-mail to answer them.',
};

describe('enquiryMailHtml', () => {
  it('lists the facts, then the message under its heading with its line breaks', () => {
    const html = enquiryMailHtml(view);
    expect(mailHtmlProblems(html)).toEqual([]);
    const mail = readMailHtml(html);
    expect(mail.facts.get('E-mail')).toBe('ana@example.com');
    expect(mail.all('h2').map(textOf)).toEqual(['Message from Ana Silva']);
    expect(mail.all('br')).toHaveLength(1);
    expect(mail.links).toEqual([]); // the diner's markup is text, not a link
    expect(mail.text).toContain('<a href="https://evil.example">Click</a>');
  });

  it('leaves the heading out when there is no message', () => {
    const mail = readMailHtml(enquiryMailHtml({ ...view, message: undefined }));
    expect(mail.all('h2')).toEqual([]);
  });
});

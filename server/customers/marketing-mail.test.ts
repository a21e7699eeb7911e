// Issue 8: every marketing e-mail carries the RFC 8058 one-click unsubscribe
// headers, pointing at the same absolute link as its body, built from PUBLIC_URL.
import { describe, expect, it } from 'vitest';
import { customerLinks, welcomeMail } from './marketing-mail.ts';

const guid = '6f1c3a58-3f5e-4d0e-9a4c-3b2f8a0d1e2f';

describe('marketing mail', () => {
  it.each([false, true])('a welcome (returning: %s) carries List-Unsubscribe and List-Unsubscribe-Post', (returning) => {
    const links = customerLinks('https://www.casalumbre.example/', guid); // a configured trailing slash is not doubled
    const mail = welcomeMail({ to: 'ana@example.com', firstName: 'Ana', links, siteName: 'Casa Lumbre', returning });
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<https://www.casalumbre.example/unsubscribe/${guid}/>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toContain(`https://www.casalumbre.example/unsubscribe/${guid}/`);
  });
});

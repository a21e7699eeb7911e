// Decision 036: links an editor stores are rendered inert before they can run —
// the schemas every document passes (pack, draft, publish, import) refuse
// script and data addresses, and addresses that leave the site in disguise.
import { describe, expect, it } from 'vitest';
import { navLinkSchema, restaurantDocSchema } from './content.ts';

const UNSAFE = ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/', 'vbscript:x'];

describe('content links', () => {
  it.each(UNSAFE)('refuses %s as a link', (url) => {
    expect(navLinkSchema.safeParse({ label: 'Go', url }).success).toBe(false);
  });

  it.each(['/offers/', 'https://example.com/', 'mailto:hello@example.com', 'tel:+441234567890', '#booking'])('takes %s', (url) => {
    expect(navLinkSchema.safeParse({ label: 'Go', url }).success).toBe(true);
  });

  it.each([...UNSAFE, 'http://example.com/'])('refuses %s as a restaurant’s social address', (url) => {
    const socials = restaurantDocSchema.shape.socials.safeParse([{ network: 'instagram', url }]);
    expect(socials.success).toBe(false);
  });
});

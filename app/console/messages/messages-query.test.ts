import { describe, expect, it } from 'vitest';
import { messagesHref, parseMessagesQuery } from './messages-query.ts';

describe('the inbox filter', () => {
  it('reads the form’s fields, empty meaning all', () => {
    expect(parseMessagesQuery(new URLSearchParams('storeId=1002&status=new'))).toEqual({ storeId: '1002', status: 'new' });
    expect(parseMessagesQuery(new URLSearchParams('storeId=&status='))).toEqual({ storeId: undefined, status: undefined });
    expect(parseMessagesQuery(new URLSearchParams(''))).toEqual({ storeId: undefined, status: undefined });
  });

  it('ignores a status the form never offers', () => {
    expect(parseMessagesQuery(new URLSearchParams('status=deleted')).status).toBeUndefined();
  });

  it('writes the list’s address back, with the trailing slash every console path has', () => {
    expect(messagesHref()).toBe('/console/messages/');
    expect(messagesHref({ storeId: '1002', status: 'new' })).toBe('/console/messages/?storeId=1002&status=new');
  });
});

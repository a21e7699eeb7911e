import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('runs on embedded defaults with no variables at all', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, PGLITE_DIR: './var/db', CONTENT_CACHE_SECONDS: 3600, DATABASE_POOL_SIZE: 50 });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('treats an empty variable as unset', () => {
    const c = loadConfig({ DATABASE_URL: '', PORT: '' });
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['TOKEN_SECRET', 'short'],
    ['REDIS_URL', 'http://localhost'],
    ['NODE_ENV', 'staging'],
  ])('stops on a bad %s and names it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});

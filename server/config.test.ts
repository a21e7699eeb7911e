import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, startupLine } from './config.ts';

describe('configuration', () => {
  it('runs on embedded defaults with no variables at all', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, PGLITE_DIR: './var/db', CONTENT_CACHE_SECONDS: 3600, DATABASE_POOL_SIZE: 10 });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('points links at the server’s own address and port unless PUBLIC_URL is set (product.md D13)', () => {
    expect(loadConfig({ PORT: '3950' })).toMatchObject({ PUBLIC_URL: 'http://localhost:3950', PUBLIC_URL_GIVEN: false });
    expect(loadConfig({ PORT: '3950', HOST: '127.0.0.1' }).PUBLIC_URL).toBe('http://127.0.0.1:3950');
    expect(loadConfig({ PORT: '3950', HOST: '::1' }).PUBLIC_URL).toBe('http://[::1]:3950');
    expect(loadConfig({ PORT: '3950', PUBLIC_URL: 'https://www.casalumbre.example' })).toMatchObject({
      PUBLIC_URL: 'https://www.casalumbre.example',
      PUBLIC_URL_GIVEN: true,
    });
  });

  it('says in one start-up line where Mesa listens and what it stores in (product.md D13)', () => {
    expect(startupLine('http://localhost:3000', loadConfig({}))).toBe(
      'Mesa listening at http://localhost:3000 (embedded database ./var/db)',
    );
    expect(startupLine('http://localhost:3000', loadConfig({ DATABASE_URL: 'postgres://mesa@db/mesa' }))).toBe(
      'Mesa listening at http://localhost:3000 (PostgreSQL)',
    );
  });

  it('keeps uploaded pictures in the database unless S3_BUCKET names a bucket, whose keys go together (decision 037)', () => {
    expect(loadConfig({}).S3_BUCKET).toBeUndefined();
    expect(
      loadConfig({ S3_BUCKET: 'mesa-images', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true', S3_REGION: 'auto' }),
    ).toMatchObject({ S3_BUCKET: 'mesa-images', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: true, S3_REGION: 'auto' });
    expect(() => loadConfig({ S3_BUCKET: 'mesa-images', S3_ACCESS_KEY_ID: 'AKIA1' })).toThrow(/S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and/);
    expect(() => loadConfig({ S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
  });

  it('treats an empty variable as unset', () => {
    const c = loadConfig({ DATABASE_URL: '', PORT: '' });
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('keeps product.md §9 pool limits as ceilings: 50 connections, 30 s to get one', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '50', DATABASE_ACQUIRE_TIMEOUT_MS: '30000' })).toMatchObject({
      DATABASE_POOL_SIZE: 50,
      DATABASE_ACQUIRE_TIMEOUT_MS: 30_000,
    });
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '51' })).toThrow(/DATABASE_POOL_SIZE: at most 50 per instance \(product.md §9\)/);
    expect(() => loadConfig({ DATABASE_ACQUIRE_TIMEOUT_MS: '30001' })).toThrow('DATABASE_ACQUIRE_TIMEOUT_MS');
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

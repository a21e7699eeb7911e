import { describe, expect, it } from 'vitest';
import { decideBuildStep } from './build-freshness.ts';

describe('start-up build step (product.md D3: npm start without devDependencies)', () => {
  it('serves a fresh build, and builds a missing or stale one when the tools are installed', () => {
    expect(decideBuildStep({ hasBuild: true, stale: false, toolingInstalled: false })).toBe('serve');
    expect(decideBuildStep({ hasBuild: false, stale: true, toolingInstalled: true })).toBe('build');
    expect(decideBuildStep({ hasBuild: true, stale: true, toolingInstalled: true })).toBe('build');
  });

  it('on a production install (no devDependencies) serves the build it was given, and fails clearly without one', () => {
    expect(decideBuildStep({ hasBuild: true, stale: true, toolingInstalled: false })).toBe('serve-stale');
    expect(decideBuildStep({ hasBuild: false, stale: true, toolingInstalled: false })).toBe('fail');
  });
});

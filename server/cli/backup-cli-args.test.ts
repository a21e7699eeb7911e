import { describe, expect, it } from 'vitest';
import { parseBackupArgs, parseRestoreArgs, UsageError } from './backup-cli-args.ts';

describe('npm run backup arguments', () => {
  it('takes an optional --out, in either spelling', () => {
    expect(parseBackupArgs([])).toEqual({ help: false, out: null });
    expect(parseBackupArgs(['--out', 'b.zip'])).toEqual({ help: false, out: 'b.zip' });
    expect(parseBackupArgs(['--out=b.zip'])).toEqual({ help: false, out: 'b.zip' });
    expect(parseBackupArgs(['--help'])).toEqual({ help: true });
  });
  it('refuses an --out without a file and anything else', () => {
    expect(() => parseBackupArgs(['--out'])).toThrow(UsageError);
    expect(() => parseBackupArgs(['--out', '--force'])).toThrow('--out needs a file name');
    expect(() => parseBackupArgs(['b.zip'])).toThrow('Unknown argument: b.zip');
  });
});

describe('npm run restore arguments', () => {
  it('takes one file and an optional --force, in any order', () => {
    expect(parseRestoreArgs(['b.zip'])).toEqual({ help: false, file: 'b.zip', force: false });
    expect(parseRestoreArgs(['--force', 'b.zip'])).toEqual({ help: false, file: 'b.zip', force: true });
  });
  it('refuses no file, two files and unknown flags', () => {
    expect(() => parseRestoreArgs([])).toThrow('Name the backup file to restore');
    expect(() => parseRestoreArgs(['a.zip', 'b.zip'])).toThrow('Name one backup file');
    expect(() => parseRestoreArgs(['a.zip', '--yes'])).toThrow('Unknown argument: --yes');
  });
});

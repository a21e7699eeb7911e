// `npm run staff`: the argument parser, and the script itself against an
// embedded database folder, as an operator runs it for the first admin.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { silentLogger } from '../logger.ts';
import { createServices } from '../services.ts';
import { parseStaffArgs, UsageError } from './staff-cli-args.ts';

const run = promisify(execFile);

describe('parseStaffArgs', () => {
  it('reads an admin, lower-casing the address', () => {
    expect(parseStaffArgs(['add', '--email', 'Boss@Example.com', '--role', 'chain-admin'])).toEqual({
      command: 'add',
      email: 'boss@example.com',
      role: 'chain-admin',
      restaurants: [],
    });
  });

  it('reads repeated restaurants and a name', () => {
    expect(
      parseStaffArgs([
        'add',
        '--email',
        'm@example.com',
        '--role',
        'manager',
        '--restaurant',
        'bath',
        '--restaurant',
        'leeds',
        '--name',
        'Mo',
      ]),
    ).toEqual({
      command: 'add',
      email: 'm@example.com',
      role: 'manager',
      restaurants: ['bath', 'leeds'],
      name: 'Mo',
    });
  });

  it.each([
    [[], /Unknown command/],
    [['remove', '--email', 'a@example.com', '--role', 'host'], /Unknown command/],
    [['add', '--role', 'host'], /--email is required/],
    [['add', '--email', 'a@example.com'], /--role is required/],
    [['add', '--email', 'not-an-address', '--role', 'host'], /--email: Please enter a valid e-mail address/],
    [['add', '--email', 'a@example.com', '--role', 'owner'], /--role: The role is one of/],
    [['add', '--email', 'a@example.com', '--role', 'host', '--colour', 'red'], /colour/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseStaffArgs(argv)).toThrow(UsageError);
    expect(() => parseStaffArgs(argv)).toThrow(message);
  });

  it('answers --help', () => {
    expect(parseStaffArgs(['--help'])).toEqual({ command: 'help' });
  });
});

describe('npm run staff', () => {
  let dir = '';
  afterAll(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

  const staffCli = (args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'server/cli/staff-cli.ts', ...args], {
      env: {
        ...process.env,
        PGLITE_DIR: path.join(dir, 'db'),
        DATABASE_URL: '',
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://mesa.example',
      },
    }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
    );

  it('makes a manager and prints a one-time link that sets the password; an unknown slug exits 1', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'mesa-staff-cli-'));
    const made = await staffCli(['add', '--email', 'Bath.Manager@Example.com', '--role', 'manager', '--restaurant', 'bath']);
    expect(made.code).toBe(0);
    const url = /https:\/\/mesa\.example\/console\/set-password\/\?token=[\w-]{43}/.exec(made.stdout)?.[0];
    expect(url, made.stdout + made.stderr).toBeDefined();

    const unknown = await staffCli(['add', '--email', 'x@example.com', '--role', 'host', '--restaurant', 'atlantis']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No restaurant has the slug "atlantis"');

    const services = await createServices(loadConfig({ PGLITE_DIR: path.join(dir, 'db'), NODE_ENV: 'test', SEED_ON_START: 'false' }), {
      logger: silentLogger(),
    });
    try {
      const member = await services.staff.setPassword(new URL(url!).searchParams.get('token')!, 'twelve chars or more');
      expect(member).toMatchObject({ email: 'bath.manager@example.com', role: 'manager', restaurants: ['1002'] });
      expect(await services.staff.byEmail('x@example.com')).toBeNull();

      // product.md D8: while a server holds the embedded database (here this process), the command refuses
      // with the reason and prints no link the running server would reject.
      const refused = await staffCli(['add', '--email', 'late@example.com', '--role', 'host', '--restaurant', 'bath']);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`is in use by another Mesa process (pid ${process.pid})`);
      expect(refused.stdout).not.toContain('set-password');
      expect(await services.staff.byEmail('late@example.com')).toBeNull();
    } finally {
      await services.database.close();
    }
  }, 180_000);
});

import { describe, expect, it } from 'vitest';
import { availableConnections, connectionBudget, DEFAULT_POOL_SIZE, type ServerConnectionLimits } from './connection-budget.ts';

// A stock PostgreSQL 15: max_connections 100, superuser_reserved_connections 3.
const stock: ServerConnectionLimits = { maxConnections: 100, reserved: 3, roleLimit: -1, databaseLimit: -1, superuser: false };

describe('connection budget', () => {
  it('reproduces the issue: two instances with pools of 50 overrun a default server, and say so', () => {
    const budget = connectionBudget(stock, { poolSize: 50, instances: 2 });
    expect(budget).toMatchObject({ demand: 100, available: 97, tight: true });
    expect(budget.message).toContain('DATABASE_POOL_SIZE 50 × DATABASE_EXPECTED_INSTANCES 2 = 100 connections is 103 %');
    expect(budget.message).toContain('max_connections 100 − 3 reserved');
  });

  it('lets several instances with the default pool share a default server quietly', () => {
    expect(connectionBudget(stock, { poolSize: DEFAULT_POOL_SIZE, instances: 4 })).toMatchObject({ demand: 40, tight: false });
    expect(connectionBudget(stock, { poolSize: DEFAULT_POOL_SIZE, instances: 7 }).tight).toBe(false); // 70 of 97: 72 %
  });

  it('warns from 80 % of the allowance, not only when it is exceeded', () => {
    expect(connectionBudget(stock, { poolSize: 26, instances: 3 }).tight).toBe(true); // 78 of 97: 80 %
    expect(connectionBudget(stock, { poolSize: 25, instances: 3 }).tight).toBe(false); // 75 of 97: 77 %
  });

  it("counts the role's and the database's CONNECTION LIMIT, which a superuser ignores", () => {
    expect(availableConnections({ ...stock, roleLimit: 30 })).toBe(30);
    expect(availableConnections({ ...stock, roleLimit: 30, databaseLimit: 20 })).toBe(20);
    expect(availableConnections({ ...stock, roleLimit: 30, superuser: true })).toBe(97);
    expect(connectionBudget({ ...stock, roleLimit: 30 }, { poolSize: 10, instances: 3 }).message).toContain('or a CONNECTION LIMIT');
  });

  it('treats a server that allows nothing as over budget', () => {
    const budget = connectionBudget({ ...stock, roleLimit: 0 }, { poolSize: 1, instances: 1 });
    expect(budget).toMatchObject({ available: 0, share: Infinity, tight: true });
    expect(budget.message).toContain('more than all');
  });
});

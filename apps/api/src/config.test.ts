import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('settings', () => {
  it('have working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      seedDemo: true,
      demoListings: 1000,
    });
    expect(c.dataDir).toMatch(/data$/);
  });

  it('read an empty DATABASE_URL as unset, so the embedded database is used', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).databaseUrl).toBe('postgres://u@h/db');
  });

  it('stop the start with a message naming each wrong setting', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });
});

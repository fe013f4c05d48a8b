import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, retryImport } from './lazy';

describe('retryImport', () => {
  it('returns the module when a retry succeeds', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('module');
    await expect(retryImport(load, 2, 1)).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the retries with a ChunkLoadError', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new TypeError('offline'));
    const result = retryImport(load, 2, 1);
    await expect(result).rejects.toBeInstanceOf(ChunkLoadError);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not retry a module that loads', async () => {
    const load = vi.fn(async () => 'ok');
    await expect(retryImport(load)).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

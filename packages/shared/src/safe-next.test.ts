import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next.ts';

const ORIGIN = 'https://bazaar.example';

describe('safeNext', () => {
  it.each(['/products/cars/7', '/product?q=creta&brand=Kia', '/my-ads#drafts', '/search?q=50%25 off'])(
    'keeps the same-origin path %s',
    (next) => {
      expect(safeNext(next, ORIGIN)).toBe(
        new URL(next, ORIGIN).pathname + new URL(next, ORIGIN).search + new URL(next, ORIGIN).hash,
      );
    },
  );

  it.each([
    '/\t/evil.example/phish',
    '/%09/evil.example/phish',
    '/\n/evil.example',
    '//evil.example',
    '/\\evil.example',
    '/%5Cevil.example',
    '/%2F/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'evil.example',
    '',
    null,
    undefined,
    '/%E0%A4%A',
    `/${'a'.repeat(600)}`,
  ])('refuses %j', (next) => {
    expect(safeNext(next, ORIGIN)).toBe('/');
  });
});

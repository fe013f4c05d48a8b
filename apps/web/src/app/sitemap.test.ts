import { CATEGORIES, CITIES, INFO_PAGES } from '@bazaar/shared';
import { describe, expect, it } from 'vitest';
import { sitemap } from '../entry-server';

describe('the sitemap of the route table', () => {
  const updatedAt = new Date('2026-11-01T10:00:00Z');
  const paths = sitemap([{ id: 42, category: 'cars', updatedAt }]).map((e) => e.path);

  it('lists home, the own pages, every category and city list, and each ad given', () => {
    expect(paths).toContain('/');
    for (const info of INFO_PAGES) expect(paths).toContain(`/${info}`);
    for (const c of CATEGORIES) expect(paths).toContain(`/products/${c.slug}`);
    for (const c of CITIES) expect(paths).toContain(`/product?city=${c.slug}`);
    expect(sitemap([{ id: 42, category: 'cars', updatedAt }])).toContainEqual({
      path: '/products/cars/42',
      lastmod: updatedAt,
    });
  });

  it('leaves out pages that are a person’s own or need signing in', () => {
    for (const own of ['/login', '/my-ads', '/favourites', '/chats', '/account/settings', '/adddata'])
      expect(paths).not.toContain(own);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

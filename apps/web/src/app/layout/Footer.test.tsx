import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n';
import { renderWithProviders } from '../../test/render';
import { Footer } from './Footer';

afterEach(async () => {
  await switchLanguage('en');
});

const column = (name: string) => {
  const heading = screen.getByRole('heading', { name });
  return within(heading.parentElement!);
};

describe('Footer', () => {
  it('links the popular and trending cities to their ads', () => {
    renderWithProviders(<Footer />);
    const popular = column('Popular locations').getAllByRole('link');
    expect(popular.map((a) => a.getAttribute('href'))).toEqual([
      '/product?city=kolkata',
      '/product?city=mumbai',
      '/product?city=chennai',
      '/product?city=pune',
    ]);
    expect(column('Trending locations').getAllByRole('link')).toHaveLength(4);
  });

  it('links every About us and Help entry to a real page', () => {
    renderWithProviders(<Footer />);
    const about = column('About us').getAllByRole('link');
    expect(about.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['About Bazaar Group', '/about'],
      ['Careers', '/careers'],
      ['Contact us', '/contact'],
      ['Bazaar People', '/people'],
      ['Jobs', '/jobs'],
    ]);
    const help = column('Help').getAllByRole('link');
    expect(help.map((a) => a.getAttribute('href'))).toEqual(['/help', '/sitemap', '/legal', '/privacy']);
  });

  it('opens the social profiles in a new tab, safely', () => {
    renderWithProviders(<Footer />);
    const social = column('Follow us').getAllByRole('link');
    expect(social).toHaveLength(4);
    for (const a of social) {
      expect(a.getAttribute('href')).toMatch(/^https:\/\//);
      expect(a.getAttribute('rel')).toContain('noopener');
    }
  });

  it('shows no app-store badges', () => {
    renderWithProviders(<Footer />);
    expect(screen.queryByRole('link', { name: /app store|google play/i })).toBeNull();
  });

  it('carries the copyright line the spec gives', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByText('© 2006-2021 Bazaar')).toBeTruthy();
  });

  it('speaks Hindi when Hindi is chosen', async () => {
    await switchLanguage('hi');
    renderWithProviders(<Footer />);
    expect(screen.getByRole('link', { name: 'मुंबई' }).getAttribute('href')).toBe('/product?city=mumbai');
    expect(screen.getByRole('link', { name: 'गोपनीयता नीति' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByText('© 2006-2021 बाज़ार')).toBeTruthy();
  });
});

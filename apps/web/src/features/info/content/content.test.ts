import { INFO_PAGES } from '@bazaar/shared';
import { describe, expect, it } from 'vitest';
import en from './en';
import hi from './hi';
import type { InfoSection } from './types';

const shape = (s: InfoSection) => ({
  heading: !!s.heading,
  text: s.text?.length ?? 0,
  list: s.list?.length ?? 0,
});

describe('the footer pages', () => {
  it('exist in both languages for every route', () => {
    for (const page of INFO_PAGES) {
      expect(en.pages[page]?.title, page).toBeTruthy();
      expect(hi.pages[page]?.title, page).toBeTruthy();
    }
  });

  it('say the same in Hindi as in English, block for block', () => {
    for (const page of INFO_PAGES) {
      expect(hi.pages[page].sections.map(shape), page).toEqual(en.pages[page].sections.map(shape));
    }
  });

  it('are written in Devanagari in Hindi, not left in English', () => {
    for (const page of INFO_PAGES) {
      expect(hi.pages[page].lead, page).toMatch(/[\u0900-\u097F]/);
      for (const s of hi.pages[page].sections)
        for (const line of [...(s.text ?? []), ...(s.list ?? [])]) expect(line).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('are real text, not placeholders', () => {
    const all = JSON.stringify(en);
    expect(all).not.toMatch(/lorem|ipsum|TODO|TBD/i);
    expect(en.pages.careers.lead).toMatch(/no open positions right now/);
    expect(en.pages.privacy.sections.map((s) => s.heading)).toContain('Cookies');
  });
});

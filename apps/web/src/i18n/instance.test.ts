import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '.';
import en from './en.json';
import hi from './hi.json';
import { addStrings, fixedTranslation, i18n } from './instance';
import { useTranslation } from './useTranslation';

afterEach(async () => {
  await switchLanguage('en');
});

const { t: english } = fixedTranslation('en');
const { t: hindi } = fixedTranslation('hi');

describe('the i18n instance', () => {
  it('reads dotted keys from the strings files', () => {
    expect(english('nav.login')).toBe(en.nav.login);
  });

  it('fills placeholders, with or without spaces inside the braces; a value not given is blank', () => {
    addStrings('en', { zzTest: { spaced: 'Hi {{ name }}, {{n}} new', gone: 'a{{x}}b' } });
    expect(english('zzTest.spaced', { name: 'Asha', n: 3 })).toBe('Hi Asha, 3 new');
    expect(english('zzTest.gone', {})).toBe('ab');
  });

  it('answers the key itself for a missing string, so the gap shows instead of a blank', () => {
    expect(english('nav.noSuchKey')).toBe('nav.noSuchKey');
  });

  it('falls back to English for a string Hindi lacks', () => {
    addStrings('en', { zzTest: { onlyEnglish: 'English only' } });
    expect(hindi('zzTest.onlyEnglish')).toBe('English only');
  });

  it('keeps strings already there when a lazy feature adds its own', () => {
    addStrings('en', { nav: { login: 'Overwritten?' } });
    expect(english('nav.login')).toBe(en.nav.login);
  });

  it('picks plural forms by each language’s rules: Hindi’s “one” is 0 and 1, English’s 1 only', () => {
    addStrings('en', { zzCount: { ad_one: '{{count}} ad', ad_other: '{{count}} ads' } });
    addStrings('hi', { zzCount: { ad_one: '{{count}} एक', ad_other: '{{count}} अनेक' } });
    expect([0, 1, 2].map((count) => english('zzCount.ad', { count }))).toEqual(['0 ads', '1 ad', '2 ads']);
    expect([0, 1, 2].map((count) => hindi('zzCount.ad', { count }))).toEqual(['0 एक', '1 एक', '2 अनेक']);
  });

  it('gives a fixed language’s strings whatever the page’s language is (the server’s renders)', async () => {
    await switchLanguage('hi');
    expect(english('nav.login')).toBe(en.nav.login);
    await switchLanguage('en');
    expect(hindi('nav.login')).toBe(hi.nav.login);
  });
});

describe('useTranslation', () => {
  it('re-renders users of the hook in the new language and sets <html lang>', async () => {
    const { result } = renderHook(() => useTranslation());
    expect(result.current.t('nav.login')).toBe(en.nav.login);
    await act(() => switchLanguage('hi'));
    expect(result.current.lang).toBe('hi');
    expect(i18n.language).toBe('hi');
    expect(result.current.t('nav.login')).toBe(hi.nav.login);
    expect(document.documentElement.lang).toBe('hi');
  });

  it('leaves what is on screen alone when a feature adds strings nobody has asked for yet', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useTranslation();
    });
    const before = renders;
    act(() => addStrings('en', { zzQuiet: { word: 'Quiet' } }));
    act(() => addStrings('hi', { zzQuiet: { word: 'शांत' } }));
    // A server-rendered page still being hydrated must not be drawn again for this.
    expect(renders).toBe(before);
    expect(result.current.t('zzQuiet.word')).toBe('Quiet');
  });

  it('draws again a text that asked for a key before its strings arrived', () => {
    const { result } = renderHook(() => useTranslation().t('zzLate.word'));
    expect(result.current).toBe('zzLate.word');
    act(() => addStrings('en', { zzLate: { word: 'Arrived' } }));
    expect(result.current).toBe('Arrived');
  });
});

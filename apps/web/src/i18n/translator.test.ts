import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '.';
import en from './en.json';
import hi from './hi.json';
import { translate, translator } from './translator';
import { useTranslation } from './useTranslation';

afterEach(async () => {
  await switchLanguage('en');
});

describe('translator', () => {
  it('reads dotted keys from the resource files', () => {
    expect(translate('en', 'nav.login')).toBe(en.nav.login);
  });

  it('fills placeholders, with or without spaces inside the braces', () => {
    translator.addResources('en', { zzTest: { spaced: 'Hi {{ name }}, {{n}} new', gone: 'a{{x}}b' } });
    expect(translate('en', 'zzTest.spaced', { name: 'Asha', n: 3 })).toBe('Hi Asha, 3 new');
    expect(translate('en', 'zzTest.gone', {})).toBe('ab');
  });

  it('answers the key itself for a missing string, so the gap shows instead of a blank', () => {
    expect(translate('en', 'nav.noSuchKey')).toBe('nav.noSuchKey');
    expect(translate('en', 'nav')).toBe('nav');
  });

  it('falls back to English for a string Hindi lacks', () => {
    translator.addResources('en', { zzTest: { onlyEnglish: 'English only' } });
    expect(translate('hi', 'zzTest.onlyEnglish')).toBe('English only');
  });

  it('keeps strings already there when a lazy feature adds its own', () => {
    translator.addResources('en', { nav: { login: 'Overwritten?' } });
    expect(translate('en', 'nav.login')).toBe(en.nav.login);
  });

  it('re-renders users of the hook in the new language and sets <html lang>', async () => {
    const { result } = renderHook(() => useTranslation());
    expect(result.current.t('nav.login')).toBe(en.nav.login);
    await act(() => switchLanguage('hi'));
    expect(result.current.lang).toBe('hi');
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
    act(() => translator.addResources('en', { zzQuiet: { word: 'Quiet' } }));
    // A server-rendered page still being hydrated must not be drawn again for this.
    expect(renders).toBe(before);
    expect(result.current.t('zzQuiet.word')).toBe('Quiet');
  });

  it('draws again a text that asked for a key before its strings arrived', () => {
    const { result } = renderHook(() => useTranslation().t('zzLate.word'));
    expect(result.current).toBe('zzLate.word');
    act(() => translator.addResources('en', { zzLate: { word: 'Arrived' } }));
    expect(result.current).toBe('Arrived');
  });
});

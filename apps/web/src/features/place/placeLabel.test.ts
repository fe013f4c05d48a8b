import { beforeAll, describe, expect, it } from 'vitest';
import { ensureLoaded } from '../../i18n';
import type { Lang } from '../../i18n/lang';
import { fixedTranslation } from '../../i18n/instance';
import { nearLabel, placeLabel } from './placeLabel';

const t = (lang: Lang) => fixedTranslation(lang).t;

describe('a place in words', () => {
  beforeAll(() => ensureLoaded('hi'));

  it('names a locality by its catalogue spelling, with its city', () => {
    expect(placeLabel('pune.kothrud', t('en'), 'en')).toBe('Kothrud, Pune');
    expect(placeLabel('chennai.t-nagar', t('en'), 'en')).toBe('T. Nagar, Chennai');
    expect(placeLabel('bengaluru.hsr-layout', t('hi'), 'hi')).toBe('HSR Layout, बेंगलुरु');
  });

  it('names a city, the browser’s point, and nothing it does not know', () => {
    expect(placeLabel('mumbai', t('en'), 'en')).toBe('Mumbai');
    expect(placeLabel('18.52,73.857', t('en'), 'en')).toBe('Near you');
    expect(placeLabel('18.52,73.857', t('hi'), 'hi')).toBe('आपके पास');
    expect(placeLabel('atlantis', t('en'), 'en')).toBeNull();
    expect(placeLabel('pune.bandra-west', t('en'), 'en')).toBeNull();
  });

  it('adds the radius when there is one', () => {
    expect(nearLabel('pune.kothrud', 10, t('en'), 'en')).toBe('Kothrud, Pune · within 10 km');
    expect(nearLabel('18.52,73.857', 5, t('en'), 'en')).toBe('Near you · within 5 km');
    expect(nearLabel('18.52,73.857', 5, t('hi'), 'hi')).toBe('आपके पास · 5 कि.मी. के भीतर');
    expect(nearLabel('pune', null, t('en'), 'en')).toBe('Pune');
  });
});

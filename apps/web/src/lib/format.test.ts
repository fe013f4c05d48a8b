import { describe, expect, it } from 'vitest';
import { formatDistanceIn } from './format';

describe('how far an ad is', () => {
  it('keeps a tenth of a km, and never says zero', () => {
    expect(formatDistanceIn(3.24, 'en')).toBe('3.2 km');
    expect(formatDistanceIn(0.8, 'en')).toBe('0.8 km');
    expect(formatDistanceIn(0.01, 'en')).toBe('0.1 km');
    expect(formatDistanceIn(12, 'en')).toBe('12 km');
  });

  it('groups thousands the Indian way and speaks Hindi', () => {
    expect(formatDistanceIn(1234.56, 'en')).toBe('1,234.6 km');
    expect(formatDistanceIn(3.24, 'hi')).toBe('3.2 कि.मी.');
  });
});

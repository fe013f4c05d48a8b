import { describe, expect, it } from 'vitest';
import { networkPrefix } from './network-prefix.ts';

describe('networkPrefix', () => {
  it('keeps the /24 of IPv4 and the /48 of IPv6', () => {
    expect(networkPrefix('203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkPrefix('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(networkPrefix('2001:0DB8:00ab:ffff:1:2:3:4')).toBe('2001:db8:ab::/48');
    expect(networkPrefix('::1')).toBe('0:0:0::/48');
  });

  it('reads an IPv4-mapped IPv6 address as IPv4', () => {
    expect(networkPrefix('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(networkPrefix('::ffff:c633:6409')).toBe('198.51.100.0/24');
  });

  it('gives nothing for what is not an address', () => {
    expect(networkPrefix('')).toBeUndefined();
    expect(networkPrefix('localhost')).toBeUndefined();
  });
});

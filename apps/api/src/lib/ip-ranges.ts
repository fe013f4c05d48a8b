import { BlockList, isIP } from 'node:net';

function ranges(list: [string, number][]): BlockList {
  const block = new BlockList();
  for (const [address, prefix] of list)
    block.addSubnet(address, prefix, isIP(address) === 6 ? 'ipv6' : 'ipv4');
  return block;
}

const LOOPBACK = ranges([
  ['127.0.0.0', 8],
  ['::1', 128],
]);

/**
 * Addresses that do not lead to the public internet: this machine, private and shared networks,
 * link-local (cloud metadata at 169.254.169.254), multicast, unspecified and reserved ranges.
 * BlockList matches an IPv4-mapped IPv6 address (::ffff:127.0.0.1) against the IPv4 ranges too.
 */
const NOT_PUBLIC = ranges([
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
  ['::', 128],
  ['::1', 128],
  // IPv4-compatible (deprecated) and NAT64 addresses embed an IPv4 address that may be private.
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
]);

function family(address: string): 'ipv4' | 'ipv6' | undefined {
  const v = isIP(address);
  return v === 4 ? 'ipv4' : v === 6 ? 'ipv6' : undefined;
}

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  const kind = address ? family(address) : undefined;
  return kind !== undefined && LOOPBACK.check(address!, kind);
}

/** True only for an IP address on the public internet; anything that is not an IP address is false. */
export function isPublicAddress(address: string): boolean {
  const kind = family(address);
  return kind !== undefined && !NOT_PUBLIC.check(address, kind);
}

import { describe, expect, test } from 'vitest';
import { toCanonicalAddress, toClientKey, UNKNOWN_CLIENT } from '#app/domain/site/client-key.ts';

describe('one spelling per address', () => {
  // The eleven spellings a probe used to get eleven budgets for one loopback client.
  const loopbackV4 = [
    '127.0.0.1',
    '::ffff:127.0.0.1',
    '::FFFF:127.0.0.1',
    '0:0:0:0:0:ffff:7f00:1',
    '0000:0000:0000:0000:0000:FFFF:7F00:0001',
    '::ffff:7f00:1%eth0',
    '127.000.000.001',
    '127.0.0.001',
    '[::ffff:127.0.0.1]',
    '[::ffff:127.0.0.1]:51234',
    '127.0.0.1:51234',
  ];
  test.each(loopbackV4)('%s is the client 127.0.0.1', (spelling) => {
    expect(toClientKey(spelling)).toBe('127.0.0.1');
  });

  const loopbackV6 = [
    '::1',
    '0:0:0:0:0:0:0:1',
    '0000:0000:0000:0000:0000:0000:0000:0001',
    '::0001',
    '0::1',
    '::1%eth0',
    '::1%lo',
    '[::1]',
    '[::1]:8080',
    ' ::1 ',
    '0:0::0:1',
  ];
  test.each(loopbackV6)('%s is the address ::1', (spelling) => {
    expect(toCanonicalAddress(spelling)).toBe('::1');
    expect(toClientKey(spelling)).toBe('::/64');
  });

  test('IPv6 is written compressed and lower-case, whatever case and padding it came in', () => {
    for (const spelling of [
      '2001:DB8::1',
      '2001:0db8:0000:0000:0000:0000:0000:0001',
      '2001:db8:0::1',
      'fe80::1%ETH0',
    ]) {
      expect(toCanonicalAddress(spelling)).toBe(spelling.startsWith('fe80') ? 'fe80::1' : '2001:db8::1');
    }
    expect(toCanonicalAddress('2001:db8:0:0:1:0:0:1')).toBe('2001:db8::1:0:0:1');
  });
});

describe('an IPv6 /64 is one client', () => {
  test('every address of a /64 has the same key, however it is spelled', () => {
    const keys = new Set(
      Array.from(
        { length: 40 },
        (_, i) => `2001:db8:1:2:${((i * 7919) % 0x10000).toString(16)}:${i.toString(16)}:beef:${i}`,
      ),
    );
    keys.add('2001:DB8:1:2::1');
    keys.add('2001:0db8:0001:0002:ffff:ffff:ffff:ffff');
    keys.add('[2001:db8:1:2::abcd]:443');
    expect(new Set([...keys].map(toClientKey))).toEqual(new Set(['2001:db8:1:2::/64']));
  });

  test('the neighbouring /64s are other clients', () => {
    expect(toClientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(toClientKey('2001:db8:1:1::1')).toBe('2001:db8:1:1::/64');
    expect(toClientKey('2001:db8::1')).toBe('2001:db8::/64');
    expect(toClientKey('fe80::1%eth0')).toBe('fe80::/64');
  });

  test('IPv4 addresses stay one client each', () => {
    expect(toClientKey('198.51.100.7')).toBe('198.51.100.7');
    expect(toClientKey('198.51.100.8')).toBe('198.51.100.8');
    expect(toClientKey('::ffff:198.51.100.8')).toBe('198.51.100.8');
  });
});

describe('anything else shares one budget', () => {
  test.each([
    '',
    'unknown',
    'garbage',
    'localhost',
    '256.0.0.1',
    '127.1',
    '0x7f.0.0.1',
    '2130706433',
    '1.2.3.4.5',
    '2001:db8::1::2',
    '::ffff:127.000.000.001',
    '1.2.3.4%eth0',
    `${'1'.repeat(200)}`,
  ])('%j is the unknown client', (text) => {
    expect(toClientKey(text)).toBe(UNKNOWN_CLIENT);
  });
});

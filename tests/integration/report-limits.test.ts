import { expect, test } from 'vitest';
import { setUpReportHarness } from '#tests/support/report-harness.ts';

/**
 * The report limit counts clients, not address spellings: an IPv6 /64 is one client, and every way
 * of writing one address shares its budget (app/domain/site/client-key.ts).
 */

// 2026-11-22 12:00 in Istanbul: duty date 2026-11-22.
const harness = setUpReportHarness(new Date('2026-11-22T09:00:00Z'));
const { idOf, report, reportsOf } = harness;

test('forty reports from forty addresses of one IPv6 /64 are limited like one address; so are an address’s spellings', async () => {
  harness.clock = new Date(harness.clock.getTime() + 2 * 60 * 60_000);
  const id = idOf('Moda');
  const before = (await reportsOf(id)).length;
  const statuses: number[] = [];
  for (let i = 0; i < 40; i += 1) {
    const ip = `2001:db8:ab:cd:${i.toString(16)}:${(i * 257).toString(16)}::${(i + 1).toString(16)}`;
    statuses.push((await report(id, { category: 'closed' }, { ip })).status);
  }
  expect(statuses.filter((s) => s === 303)).toHaveLength(20);
  expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
  // The /64 next door is another client.
  expect(await report(id, { category: 'closed' }, { ip: '2001:db8:ab:ce::1' })).toMatchObject({ status: 303 });

  const spellings = [
    '203.0.113.44',
    '::ffff:203.0.113.44',
    '::FFFF:CB00:712C',
    '203.000.113.044',
    '[::ffff:203.0.113.44]:443',
  ];
  const sent: number[] = [];
  for (let i = 0; i < 25; i += 1) {
    sent.push((await report(id, { category: 'phone' }, { ip: spellings[i % spellings.length]! })).status);
  }
  expect(sent.filter((s) => s === 303)).toHaveLength(20);
  expect(sent.slice(20)).toEqual([429, 429, 429, 429, 429]);
  expect((await reportsOf(id)).length - before).toBe(41);
});

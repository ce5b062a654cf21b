import { expect, test } from 'vitest';
import { resolveChain, type SourceSetting } from '#app/domain/sources/chain.ts';

const catalogue = ['izmir-acik-veri', 'e-devlet', 'eczaneler.gen.tr', 'collectapi'];
const setting = (s: Partial<SourceSetting> & { source: string }): SourceSetting => ({
  provinceId: null,
  enabled: null,
  position: null,
  baseUrl: null,
  ...s,
});

test('without settings the chain is the catalogue order, every source on', () => {
  expect(resolveChain(catalogue, 35, [])).toEqual(
    catalogue.map((source) => ({ source, switchedOff: false, baseUrl: null, setBy: null })),
  );
});

test("a province's own setting wins over the one for all provinces", () => {
  const settings = [
    setting({ source: 'e-devlet', enabled: false }),
    setting({ provinceId: 35, source: 'e-devlet', enabled: true, baseUrl: 'https://ayna.example' }),
  ];
  expect(resolveChain(catalogue, 35, settings)[1]).toEqual({
    source: 'e-devlet',
    switchedOff: false,
    baseUrl: 'https://ayna.example',
    setBy: 'province',
  });
  expect(resolveChain(catalogue, 28, settings).find((l) => l.source === 'e-devlet')).toMatchObject({
    switchedOff: true,
    setBy: 'all',
  });
});

test('a position moves a source; settings of other provinces and unknown sources change nothing', () => {
  const settings = [
    setting({ source: 'eczaneler.gen.tr', position: 1 }),
    setting({ provinceId: 28, source: 'collectapi', position: 1 }),
    setting({ source: 'nowhere', position: 1 }),
  ];
  expect(resolveChain(catalogue, 35, settings).map((l) => l.source)).toEqual([
    'eczaneler.gen.tr',
    'izmir-acik-veri',
    'e-devlet',
    'collectapi',
  ]);
});

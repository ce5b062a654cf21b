import { expect, test } from 'vitest';
import {
  WIDGET_LIMITS,
  clampToLimit,
  parseWidgetEmbed,
  parseWidgetSettings,
  toEmbedCode,
  toPlaceProblem,
  toPreviewSize,
  toUnknownDistrictText,
  toUnknownProvinceText,
  toProvinceNameIn,
  toWidgetAddress,
  toWidgetSrc,
} from '#app/domain/public/widget-config.ts';

const parse = (query: string) => parseWidgetSettings(new URLSearchParams(query));

test('an empty query gives the defaults: Giresun, all districts, modern, header and phone on, 5 rows, Turkish', () => {
  expect(parse('')).toEqual({
    province: 'Giresun',
    district: '',
    theme: 'modern',
    showHeader: true,
    showPhone: true,
    maxItems: 5,
    lang: 'tr',
  });
});

test('an empty or blank province parameter means the default province, Giresun (spec §5)', () => {
  expect(parse('province=').province).toBe('Giresun');
  expect(parse('province=%20%20').province).toBe('Giresun');
  expect(parse('province=Atlantis').province).toBe('Atlantis');
});

test('valid parameters are read as given', () => {
  expect(parse('province=Istanbul&district=Kadıköy&theme=dark&showHeader=false&showPhone=false&maxItems=12')).toEqual({
    province: 'Istanbul',
    district: 'Kadıköy',
    theme: 'dark',
    showHeader: false,
    showPhone: false,
    maxItems: 12,
    lang: 'tr',
  });
});

test('lang is English or Arabic when asked for (any case), else Turkish, as a bad theme falls back to modern', () => {
  expect(parse('lang=en').lang).toBe('en');
  expect(parse('lang=AR').lang).toBe('ar');
  expect(parse('lang=tr').lang).toBe('tr');
  expect(parse('lang=xx').lang).toBe('tr');
  expect(parse('lang=en-GB').lang).toBe('tr');
  expect(parse('lang=').lang).toBe('tr');
});

test('an unknown theme falls back to modern; theme names ignore case', () => {
  expect(parse('theme=zzz').theme).toBe('modern');
  expect(parse('theme=Elegant').theme).toBe('elegant');
});

test('showHeader and showPhone are true unless exactly "false"; the last value wins', () => {
  expect(parse('showHeader=0&showPhone=no').showHeader).toBe(true);
  expect(parse('showHeader=0&showPhone=no').showPhone).toBe(true);
  expect(parse('showHeader=FALSE').showHeader).toBe(true);
  expect(parse('showPhone=false').showPhone).toBe(false);
  expect(parse('showHeader=false&showHeader=true').showHeader).toBe(true);
});

test('maxItems: not a number gives 5, out of range is clamped to 3..20', () => {
  expect(parse('maxItems=abc').maxItems).toBe(5);
  expect(parse('maxItems=').maxItems).toBe(5);
  expect(parse('maxItems=1').maxItems).toBe(3);
  expect(parse('maxItems=100').maxItems).toBe(20);
  expect(parse('maxItems=7.4').maxItems).toBe(7);
});

test('width and height fall back to 400 and 600 when invalid and stay within their limits', () => {
  expect(clampToLimit('wide', WIDGET_LIMITS.width)).toBe(400);
  expect(clampToLimit(null, WIDGET_LIMITS.height)).toBe(600);
  expect(clampToLimit('100', WIDGET_LIMITS.width)).toBe(300);
  expect(clampToLimit(5000, WIDGET_LIMITS.height)).toBe(1000);
  expect(parseWidgetEmbed(new URLSearchParams('width=550&height=abc'))).toMatchObject({ width: 550, height: 600 });
});

test('a quick-size button value overrides the typed size', () => {
  expect(parseWidgetEmbed(new URLSearchParams('width=550&size=768x600'))).toMatchObject({ width: 768, height: 600 });
  expect(parseWidgetEmbed(new URLSearchParams('size=999x999'))).toMatchObject({ width: 400, height: 600 });
});

test('the widget address carries all six parameters, encoded', () => {
  const src = toWidgetSrc('https://example.org', { ...parse(''), province: 'Istanbul', district: 'Kadıköy' });
  const url = new URL(src);
  expect(url.origin + url.pathname).toBe('https://example.org/widget');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    province: 'Istanbul',
    district: 'Kadıköy',
    theme: 'modern',
    showHeader: 'true',
    showPhone: 'true',
    maxItems: '5',
  });
});

test('the embed code is an iframe with the widget address and the chosen size, attributes escaped', () => {
  const code = toEmbedCode('https://example.org', { ...parse('district="><b>'), width: 500, height: 700 });
  expect(code).toMatch(/^<iframe src="https:\/\/example\.org\/widget\?province=Giresun&amp;district=/);
  expect(code).toContain('width="500" height="700"');
  expect(code).toContain('&amp;theme=modern&amp;showHeader=true&amp;showPhone=true&amp;maxItems=5"');
  expect(code).not.toContain('"><b>');
  expect(code.trim().endsWith('</iframe>')).toBe(true);
});

test('the embed code’s title names the province as Turkish writes it, while its address keeps the ASCII form', () => {
  const code = toEmbedCode(
    'https://example.org',
    { ...parse('province=Istanbul&district=Kadıköy'), width: 400, height: 600 },
    'İstanbul',
  );
  expect(code).toContain('widget?province=Istanbul&amp;district=Kad%C4%B1k%C3%B6y');
  expect(code).toContain('title="Kadıköy, İstanbul nöbetçi eczaneler"');
});

test('a Turkish widget’s address has no lang, as embed codes always had; English and Arabic add it last', () => {
  const base = { ...parse('province=Istanbul'), width: 400, height: 600 };
  expect(toWidgetSrc('https://example.org', base)).not.toContain('lang');
  expect(toWidgetSrc('https://example.org', { ...base, lang: 'ar' })).toMatch(/&maxItems=5&lang=ar$/);
  expect(
    parseWidgetSettings(new URL(toWidgetSrc('https://example.org', { ...base, lang: 'en' })).searchParams),
  ).toEqual({ ...parse('province=Istanbul'), lang: 'en' });
});

test('the embed code’s title speaks the widget’s language and names the province as that language does', () => {
  const istanbul = { name: 'İstanbul', exonyms: { en: 'Istanbul', ar: 'إسطنبول' } };
  const embed = { ...parse('province=Istanbul&district=Kadıköy'), width: 400, height: 600 };
  const titleOf = (lang: 'tr' | 'en' | 'ar') =>
    /title="([^"]*)"/.exec(
      toEmbedCode('https://example.org', { ...embed, lang }, toProvinceNameIn(lang, istanbul)),
    )?.[1];
  expect(titleOf('tr')).toBe('Kadıköy, İstanbul nöbetçi eczaneler');
  expect(titleOf('en')).toBe('On-duty pharmacies in Kadıköy, Istanbul');
  expect(titleOf('ar')).toBe('الصيدليات المناوبة في Kadıköy، إسطنبول');
  // A province without an exonym keeps its own name.
  expect(toProvinceNameIn('en', { name: 'Giresun', exonyms: {} })).toBe('Giresun');
});

test('preview sizes are capped: mobile 320x500, tablet 768x600, desktop as configured', () => {
  const size = { width: 800, height: 1000 };
  expect(toPreviewSize(size, 'desktop')).toEqual(size);
  expect(toPreviewSize(size, 'tablet')).toEqual({ width: 768, height: 600 });
  expect(toPreviewSize(size, 'mobile')).toEqual({ width: 320, height: 500 });
  expect(toPreviewSize({ width: 300, height: 400 }, 'mobile')).toEqual({ width: 300, height: 400 });
});

test('addresses over 60 characters are cut to 60 plus an ellipsis, except in the compact theme', () => {
  const long = 'A'.repeat(61);
  expect(toWidgetAddress(long, 'modern')).toBe(`${'A'.repeat(60)}…`);
  expect(toWidgetAddress('A'.repeat(60), 'modern')).toBe('A'.repeat(60));
  expect(toWidgetAddress(long, 'compact')).toBe(long);
  // Cut right after a word: no space or comma before the ellipsis.
  const words = `${'Sokak '.repeat(10)}No: 5`;
  expect(toWidgetAddress(words, 'modern')).toBe(`${'Sokak '.repeat(10).trimEnd()}…`);
  expect(toWidgetAddress(`${'B'.repeat(59)}, Merkez`, 'modern')).toBe(`${'B'.repeat(59)}…`);
});

test('unknown places are named in Turkish, in quotes', () => {
  expect(toUnknownProvinceText('Atlantis')).toBe('“Atlantis” adında bir il bulunamadı.');
  expect(toUnknownDistrictText('Giresun', 'xyz')).toBe('Giresun ilinde “xyz” adında bir ilçe bulunamadı.');
});

test('the builder finds a problem with a province or district that is not in its lists, and none otherwise', () => {
  const giresun = { name: 'Giresun', value: 'Giresun', districts: ['Keşap', 'Merkez'] };
  expect(toPlaceProblem({ province: 'Giresun', district: '' }, giresun)).toBeNull();
  expect(toPlaceProblem({ province: 'Giresun', district: 'Keşap' }, giresun)).toBeNull();
  expect(toPlaceProblem({ province: 'Atlantis', district: '' }, undefined)).toBe(
    '“Atlantis” adında bir il bulunamadı. Listeden bir il seçin.',
  );
  expect(toPlaceProblem({ province: 'Giresun', district: 'keş' }, giresun)).toMatch(
    /^Giresun ilinde “keş” adında bir ilçe bulunamadı\./,
  );
});

import { expect, test } from 'vitest';
import { parseReportForm } from '#app/domain/reports/report-form.ts';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

test('a category and an optional note, trimmed; an empty note is no note', () => {
  expect(parseReportForm(form({ category: 'closed', note: '  Kepenk kapalı\r\n' }))).toEqual({
    kind: 'report',
    report: { category: 'closed', note: 'Kepenk kapalı' },
  });
  expect(parseReportForm(form({ category: 'other', note: '   ' }))).toEqual({
    kind: 'report',
    report: { category: 'other', note: null },
  });
});

test('500 characters of Turkish text pass, 501 do not; no category or an unknown one is refused', () => {
  expect(parseReportForm(form({ category: 'phone', note: 'ğ'.repeat(500) })).kind).toBe('report');
  expect(parseReportForm(form({ category: 'phone', note: 'ğ'.repeat(501) }))).toEqual({
    kind: 'invalid',
    field: 'note',
  });
  expect(parseReportForm(form({}))).toEqual({
    kind: 'invalid',
    field: 'category',
  });
  expect(parseReportForm(form({ category: 'DROP TABLE' })).kind).toBe('invalid');
});

test('a filled honeypot marks a bot, whatever else was sent', () => {
  expect(parseReportForm(form({ category: 'phone', website: 'http://spam.example' }))).toEqual({ kind: 'bot' });
});

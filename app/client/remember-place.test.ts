import { expect, test } from 'vitest';
import {
  enhanceRememberedPlace,
  readRememberedPlace,
  toPlaceCookies,
  toRememberedPlaceAttributes,
} from '#app/client/remember-place.ts';

// `cookie_consent` as the server writes it (React Router's cookie: the JSON of the choice, base64, %-encoded).
const ACCEPTED = 'cookie_consent=ImFjY2VwdGVkIg%3D%3D';
const REJECTED = 'cookie_consent=InJlamVjdGVkIg%3D%3D';

/** A browser's cookie jar as `document.cookie` shows it: assignments add, `Max-Age=0` removes. */
function cookieJar(initial: string) {
  const jar = new Map(initial ? initial.split('; ').map((c) => c.split('=') as [string, string]) : []);
  return {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(assignment: string) {
      const [pair] = assignment.split(';');
      const [name, value] = pair!.split('=') as [string, string];
      if (/Max-Age=0(;|$)/.test(assignment)) jar.delete(name);
      else jar.set(name, value);
    },
  };
}

type Element = { hidden?: boolean; dataset: Record<string, string>; href?: string; textContent?: string };

/** Just what the script reads of a page: its marked elements, by selector. */
function page(cookies: string, elements: Record<string, Element>, protocol = 'https:') {
  const jar = cookieJar(cookies);
  const doc = {
    location: { protocol },
    querySelector: (selector: string) => elements[selector] ?? null,
    get cookie() {
      return jar.cookie;
    },
    set cookie(value: string) {
      jar.cookie = value;
    },
  };
  enhanceRememberedPlace(doc as unknown as Document);
  return doc;
}

const districtPage = () => ({
  '[data-remember-province]': {
    dataset: { rememberProvince: 'istanbul|İstanbul', rememberDistrict: 'kadikoy|Kadıköy' },
  },
});

function landing(words = 'Son baktığınız') {
  const link: Element = { dataset: {}, href: '/', textContent: words };
  const offer = { hidden: true, dataset: {}, querySelector: () => link };
  const elements = {
    '[data-remembered-place]': offer,
    'option[value="istanbul"]': { dataset: { href: 'https://istanbul.nobetcieczane.example/' } },
  };
  return { elements, offer, link };
}

test('with every cookie accepted, a district page remembers its province and district for 30 days', () => {
  const doc = page(ACCEPTED, districtPage());
  expect(doc.cookie).toBe(
    `${ACCEPTED}; province_preference=istanbul%7C%C4%B0stanbul; district_preference=kadikoy%7CKad%C4%B1k%C3%B6y`,
  );
  expect(toPlaceCookies({ province: 'istanbul|İstanbul' }, ACCEPTED, true)).toEqual([
    'province_preference=istanbul%7C%C4%B0stanbul; Max-Age=2592000; Path=/; SameSite=Lax; Secure',
    'district_preference=; Max-Age=0; Path=/; SameSite=Lax; Secure',
  ]);
});

test('without consent, or with only the necessary cookies, nothing is remembered and what was is removed', () => {
  expect(page('', districtPage()).cookie).toBe('');
  expect(page(REJECTED, districtPage()).cookie).toBe(REJECTED);
  // Kept while consent was given, then withdrawn: the next page removes them.
  const before = `${REJECTED}; province_preference=istanbul%7C%C4%B0stanbul; district_preference=kadikoy%7CKad%C4%B1k%C3%B6y`;
  expect(page(before, districtPage()).cookie).toBe(REJECTED);
  // A forged or broken consent cookie is not consent.
  expect(page('cookie_consent=accepted', districtPage()).cookie).toBe('cookie_consent=accepted');
});

test('a province page after a district page remembers the province alone', () => {
  const doc = page(ACCEPTED, districtPage());
  doc.querySelector = () => ({ dataset: { rememberProvince: 'izmir|İzmir' } });
  enhanceRememberedPlace(doc as unknown as Document);
  expect(readRememberedPlace(doc.cookie)).toEqual({ province: { slug: 'izmir', name: 'İzmir' }, district: null });
});

test('the landing page offers the remembered place first, at the address the province picker gives it', () => {
  const remembered = `${ACCEPTED}; province_preference=istanbul%7C%C4%B0stanbul; district_preference=kadikoy%7CKad%C4%B1k%C3%B6y`;
  const { elements, offer, link } = landing();
  page(remembered, elements);
  expect(offer.hidden).toBe(false);
  expect(link.textContent).toBe('Son baktığınız: İstanbul / Kadıköy');
  expect(link.href).toBe('https://istanbul.nobetcieczane.example/kadikoy');
});

test('an English or Arabic landing page offers it in its own words', () => {
  const remembered = `${ACCEPTED}; province_preference=istanbul%7CIstanbul`;
  for (const [words, shown] of [
    ['Where you last looked', 'Where you last looked: Istanbul'],
    ['آخر مكان بحثت فيه', 'آخر مكان بحثت فيه: Istanbul'],
  ]) {
    const { elements, offer, link } = landing(words);
    page(remembered, elements);
    expect(offer.hidden).toBe(false);
    expect(link.textContent).toBe(shown);
  }
});

test('the landing page offers nothing without consent or without a remembered place', () => {
  for (const cookies of [
    ACCEPTED,
    'province_preference=istanbul%7C%C4%B0stanbul',
    `${REJECTED}; province_preference=istanbul%7C%C4%B0stanbul`,
  ]) {
    const { elements, offer, link } = landing();
    page(cookies, elements);
    expect(offer.hidden).toBe(true);
    expect(link.textContent).toBe('Son baktığınız');
  }
});

test('under BASE_DOMAIN the place is kept for the whole site, so the main domain offers what a province’s host showed', () => {
  const doc = page(ACCEPTED, {
    '[data-remember-province]': {
      dataset: {
        rememberProvince: 'istanbul|İstanbul',
        rememberDistrict: 'kadikoy|Kadıköy',
        rememberDomain: 'nobetcieczane.example',
      },
    },
  });
  expect(toPlaceCookies({ province: 'istanbul|İstanbul' }, ACCEPTED, true, 'nobetcieczane.example')).toEqual([
    'province_preference=istanbul%7C%C4%B0stanbul; Max-Age=2592000; Path=/; Domain=nobetcieczane.example; SameSite=Lax; Secure',
    'district_preference=; Max-Age=0; Path=/; Domain=nobetcieczane.example; SameSite=Lax; Secure',
  ]);
  expect(readRememberedPlace(doc.cookie)).toEqual({
    province: { slug: 'istanbul', name: 'İstanbul' },
    district: { slug: 'kadikoy', name: 'Kadıköy' },
  });
  expect(
    toRememberedPlaceAttributes({
      province: { slug: 'istanbul', name: 'İstanbul' },
      cookieDomain: 'nobetcieczane.example',
    }),
  ).toEqual({ 'data-remember-province': 'istanbul|İstanbul', 'data-remember-domain': 'nobetcieczane.example' });
});

import { expect, test } from 'vitest';
import { withoutTrackingParameters } from '#app/domain/site/tracking-parameters.ts';

test('campaign tags and click ids come off; the page’s own parameters stay, in order and as escaped', () => {
  expect(withoutTrackingParameters('/istanbul?fbclid=IwAR0abc')).toBe('/istanbul');
  expect(withoutTrackingParameters('/istanbul?utm_source=facebook&utm_medium=social&utm_campaign=bayram')).toBe(
    '/istanbul',
  );
  expect(withoutTrackingParameters('/istanbul?fbclid=x&gun=yarin')).toBe('/istanbul?gun=yarin');
  expect(withoutTrackingParameters('/istanbul?ilce=kad%C4%B1k%C3%B6y&gclid=1&gun=dun&ysclid=lq9')).toBe(
    '/istanbul?ilce=kad%C4%B1k%C3%B6y&gun=dun',
  );
  expect(withoutTrackingParameters('/?province=Giresun&srsltid=AfmBOo&_gl=1*abc')).toBe('/?province=Giresun');
  expect(withoutTrackingParameters('/yakin?lat=40.984&lng=29.058&msclkid=9&igshid=z&ttclid=t')).toBe(
    '/yakin?lat=40.984&lng=29.058',
  );
  // A name without a value, and empty pieces around it.
  expect(withoutTrackingParameters('/istanbul?fbclid&&gun=yarin&')).toBe('/istanbul?gun=yarin');
});

test('anything else is left exactly as it came', () => {
  for (const target of [
    '/',
    '/istanbul',
    '/istanbul?gun=yarin',
    '/istanbul?fbclidx=1',
    '/istanbul?a=1&&b=2',
    '/istanbul?q=utm_source',
    '/fbclid/x',
    '/istanbul&fbclid=1',
    '/api/v1/provinces?ref=utm',
  ]) {
    expect(withoutTrackingParameters(target)).toBe(target);
  }
});

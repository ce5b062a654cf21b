import { expect, test } from 'vitest';
import { toDataControllerNotice } from '#app/domain/content/data-controller.ts';

const controller = { name: 'Örnek Bilişim', email: 'kvkk@example.org', address: null };

test('a configured data controller is passed on with its public fields only', () => {
  const withExtra = { ...controller, password: 'secret' };
  const notice = toDataControllerNotice({ nodeEnv: 'production', operator: withExtra });
  expect(notice).toEqual({ kind: 'configured', controller });
});

test('without a data controller development says what to configure and production stays neutral', () => {
  expect(toDataControllerNotice({ nodeEnv: 'development', operator: null })).toEqual({
    kind: 'missing-in-development',
  });
  expect(toDataControllerNotice({ nodeEnv: 'production', operator: null })).toEqual({ kind: 'missing' });
  expect(toDataControllerNotice({ nodeEnv: 'test', operator: null })).toEqual({ kind: 'missing' });
});

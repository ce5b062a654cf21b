import { expect, test } from 'vitest';
import { listenErrorSentence, openUrl, readyLine, startCommand } from '#server/start-messages.ts';

test('once listening, the server prints the address to open, with localhost for a wildcard HOST', () => {
  expect(readyLine('127.0.0.1', 3000)).toBe('Nöbetçi Eczane hazır: http://127.0.0.1:3000 (durdurmak için Ctrl+C)');
  expect(readyLine('0.0.0.0', 3000)).toBe('Nöbetçi Eczane hazır: http://localhost:3000 (durdurmak için Ctrl+C)');
  expect(openUrl('::', 8080)).toBe('http://localhost:8080');
  expect(openUrl('::1', 3000)).toBe('http://[::1]:3000');
  expect(openUrl('eczane.local', 3000)).toBe('http://eczane.local:3000');
});

test('a port in use names the port, another one to try with the command that was typed, and the other way out', () => {
  const inUse = Object.assign(new Error('listen EADDRINUSE: address already in use 127.0.0.1:3000'), {
    code: 'EADDRINUSE',
  });
  const where = { host: '127.0.0.1', port: 3000 };
  expect(listenErrorSentence(inUse, { ...where, command: startCommand({ npm_lifecycle_event: 'serve' }) })).toBe(
    '3000 numaralı bağlantı noktası kullanımda: başka bir PORT seçin (örneğin PORT=3001 npm run serve) ' +
      'ya da o portu kullanan programı durdurun.',
  );
  expect(listenErrorSentence(inUse, { ...where, port: 65535, command: 'npm start' })).toContain('PORT=65534 npm start');
  const denied = Object.assign(new Error('listen EACCES: permission denied 127.0.0.1:80'), { code: 'EACCES' });
  expect(listenErrorSentence(denied, { ...where, port: 80, command: startCommand({}) })).toBe(
    "80 numaralı bağlantı noktasını açma izni yok (1024'ün altındaki portlar yönetici yetkisi ister): " +
      '1024 ya da üstünde bir PORT seçin (örneğin PORT=3000 npm start).',
  );
});

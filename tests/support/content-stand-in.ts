import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the remote pages the admin's content fetcher reads (tests of
 * app/jobs/content-fetch.server.ts and the content tasks): a roster as text and as HTML, a page
 * with no roster, an image, and 404 for anything else; every request counted per path.
 */
export const ROSTER_TEXT = [
  'Eczane Adı: Hayat | Konum: Giresun | İlçe: Merkez | Telefon: 0454 316 12 34 | Adres: Hacı Siyam Mah. No:5',
  'Eczane Adı: Güneş | Konum: Giresun | İlçe: Bulancak | Telefon: 0454 316 00 00 | Adres: Atatürk Cad. 1',
].join('\n');
export const ROSTER_HTML =
  '<!DOCTYPE html><html><head><title>Nöbetçi</title><script>var x = "Eczane Adı: Sahte";</script></head><body>' +
  '<table><tr><td>Eczane Adı: Deniz</td><td>Konum: Ordu</td><td>İlçe: Ünye</td><td>Telefon: 0452 323 45 67</td></tr>' +
  '<tr><td>Eczane Adı: Yıldız</td><td>Konum: Ordu</td><td>İlçe: Fatsa</td><td>Telefon: 0452 423 45 67</td></tr></table>' +
  '</body></html>';

export type ContentStandIn = { origin: string; hits: Map<string, number>; close(): Promise<void> };

export async function startContentStandIn(): Promise<ContentStandIn> {
  const hits = new Map<string, number>();
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const send = (status: number, type: string, body: string | Buffer) => {
      res.writeHead(status, { 'Content-Type': type });
      res.end(body);
    };
    if (path === '/roster.txt') return send(200, 'text/plain; charset=utf-8', ROSTER_TEXT);
    if (path === '/roster.html') return send(200, 'text/html; charset=utf-8', ROSTER_HTML);
    if (path === '/empty.html') return send(200, 'text/html', '<html><body><p>Bugün duyuru yok.</p></body></html>');
    if (path === '/image.png') return send(200, 'image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]));
    send(404, 'text/plain', 'yok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

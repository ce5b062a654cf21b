import { connect } from 'node:net';

/** Requests written byte for byte, for tests of what a client can put on the wire. */

/** The two lists the boundary tests serve. */
export const BOUNDARY_ROSTER =
  'Eczane Adı: Moda | Konum: İstanbul | İlçe: Kadıköy | Adres: Moda Cad. 1\n' +
  'Eczane Adı: Hayat | Konum: Giresun | İlçe: Görele | Adres: Sahil Cad. 2';

export type Wire = { status: number; head: string; body: string };

/** One request written byte for byte on its own connection (`Connection: close`), read to the end. */
export function sendRaw(url: string, request: Buffer | string): Promise<Wire> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may close while a refused body is still being written.
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') socket.destroy();
      else reject(error);
    });
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0),
        head: split === -1 ? text : text.slice(0, split),
        body: Buffer.from(split === -1 ? '' : text.slice(split + 4), 'latin1').toString('utf8'),
      });
    });
    // The server closes the connection (every request says `Connection: close`).
    socket.setTimeout(5000, () => socket.destroy());
    socket.write(request);
  });
}

export const header = (wire: Wire, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(wire.head)?.[1]?.trim() ?? null;

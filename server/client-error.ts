import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { toRefusalBody, type RefusalStatus } from '#server/refusal.ts';
import { toAllowedMethods } from '#server/request-boundary.ts';

/**
 * Requests Node's HTTP parser refuses before Express sees them (`clientError`): an unknown
 * method, bytes a request line may not carry, a header too large; and `CONNECT`, which Node does
 * not hand to the request handler at all. They get the boundary's
 * Turkish answer (JSON under /api/) instead of a bare "400 Bad Request"; a GET whose path
 * carries raw UTF-8 Turkish letters (`/İstanbul` typed by a tool that does not encode) is sent
 * to the same path percent-encoded.
 */

type ParserError = Error & { code?: string; rawPacket?: Buffer };

const REASONS: Record<number, string> = {
  301: 'Moved Permanently',
  400: 'Bad Request',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/** The request line of what the parser saw, when it has one: method, target (as bytes) and version. */
function readRequestLine(packet: Buffer | undefined): { method: string; target: Buffer } | null {
  if (!packet) return null;
  const end = packet.indexOf('\r\n');
  const line = end === -1 ? packet : packet.subarray(0, end);
  const first = line.indexOf(0x20);
  const last = line.lastIndexOf(0x20);
  if (first <= 0 || last <= first) return null;
  return { method: line.subarray(0, first).toString('latin1'), target: line.subarray(first + 1, last) };
}

/** `/İstanbul` as raw UTF-8 bytes → `/%C4%B0stanbul`; null when anything else in it is not a path character. */
export function toEncodedTarget(target: Buffer): string | null {
  if (target[0] !== 0x2f) return null;
  let out = '';
  for (const byte of target) {
    if (byte >= 0x80) out += `%${byte.toString(16).toUpperCase()}`;
    else if (byte > 0x20 && byte < 0x7f) out += String.fromCharCode(byte);
    else return null;
  }
  try {
    decodeURIComponent(out.split('?')[0]!);
  } catch {
    return null;
  }
  return out;
}

export function handleClientError(error: ParserError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const line = readRequestLine(error.rawPacket);
  const path = line ? line.target.toString('latin1').split('?')[0]! : '/';
  let status = 400;
  const headers: string[] = [];
  if (error.code === 'HPE_INVALID_METHOD') {
    status = 405;
    headers.push(`Allow: ${toAllowedMethods(path)}`);
  } else if (error.code === 'HPE_HEADER_OVERFLOW') status = 431;
  else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') status = 408;
  else if (error.code === 'HPE_INVALID_URL' && line && (line.method === 'GET' || line.method === 'HEAD')) {
    const encoded = toEncodedTarget(line.target);
    if (encoded) {
      status = 301;
      headers.push(`Location: ${encoded}`);
    }
  }
  const answer =
    status === 301
      ? { type: 'text/plain; charset=utf-8', body: 'Adres kodlanmış haliyle taşındı.' }
      : toRefusalBody(status as RefusalStatus, path);
  writeAnswer(socket, status, answer, headers);
}

/**
 * A `CONNECT` (a proxy tunnel, which this site is not): Node hands it to the server's `connect`
 * event and, with nobody listening, closes the connection without a word. It gets the boundary's 405.
 */
export function handleConnect(req: IncomingMessage, socket: Duplex): void {
  const path = req.url?.startsWith('/') ? req.url.split('?')[0]! : '/';
  writeAnswer(socket, 405, toRefusalBody(405, path), [`Allow: ${toAllowedMethods(path)}`]);
}

function writeAnswer(socket: Duplex, status: number, answer: { type: string; body: string }, headers: string[]): void {
  socket.end(
    [
      `HTTP/1.1 ${status} ${REASONS[status]}`,
      `Content-Type: ${answer.type}`,
      `Content-Length: ${Buffer.byteLength(answer.body)}`,
      'Cache-Control: no-store',
      'X-Content-Type-Options: nosniff',
      "Content-Security-Policy: default-src 'none'",
      'Connection: close',
      ...headers,
      '',
      answer.body,
    ].join('\r\n'),
  );
}

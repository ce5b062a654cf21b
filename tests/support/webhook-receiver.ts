import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for a chat webhook (Slack, Discord, a Telegram relay): a node:http server on a
 * free loopback port that records every request's JSON body and answers with `status` (200 unless
 * a test changes it, e.g. to 500 for a relay that is down).
 */
export type WebhookRequest = { method: string; path: string; contentType: string | undefined; json: unknown };

export type WebhookReceiver = {
  /** The webhook address, with a path like a real one's. */
  url: string;
  /** "127.0.0.1:<port>", for the safe fetcher's allowHosts. */
  hostPort: string;
  requests: WebhookRequest[];
  /** The `text` fields received, in order. */
  texts(): string[];
  status: number;
  close(): Promise<void>;
};

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const receiver: Omit<WebhookReceiver, 'url' | 'hostPort' | 'close'> = {
    requests: [],
    status: 200,
    texts: () =>
      receiver.requests.map((request) => {
        const text = (request.json as { text?: unknown } | null)?.text;
        return typeof text === 'string' ? text : '';
      }),
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        json = null;
      }
      receiver.requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        contentType: request.headers['content-type'],
        json,
      });
      response.writeHead(receiver.status, { 'content-type': 'text/plain' });
      response.end(receiver.status < 300 ? 'ok' : 'error');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/services/T000/B000/secret-token`,
    hostPort: `127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  });
}

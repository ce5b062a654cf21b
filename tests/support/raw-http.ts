import { Agent, request } from 'node:http';

/** An answer as it came over the wire: the body is not decoded (fetch would undo gzip and br). */
export type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

const agent = new Agent({ keepAlive: true, maxSockets: 32 });

/** One HTTP request on a keep-alive connection to `base` (`http://127.0.0.1:port`). */
export function rawRequest(
  base: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      { method: options.method ?? 'GET', headers: options.headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

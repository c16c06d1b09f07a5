import { request } from 'node:http';

/** What a GET got: its status, its body as text, and its Retry-After. */
export interface Answer {
  status: number;
  body: string;
  retryAfter: string | undefined;
}

/**
 * A GET of `url` asking for HTML, sent from `localAddress` on a connection of its own: on loopback
 * 127.0.0.2, 127.0.0.3… are other client addresses and need no setup (issue 34's fair share).
 */
export function getFrom(url: string, localAddress: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { localAddress, agent: false, headers: { accept: 'text/html' } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body,
            retryAfter: response.headers['retry-after'],
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

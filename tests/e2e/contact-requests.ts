import { request as httpRequest } from 'node:http';

/**
 * A visitor's request, sent from a loopback address of its own (`from`, 127.0.0.2 and up): the
 * form allows 5 requests per address in 10 minutes, and the other specs send theirs from
 * 127.0.0.1. Addresses in use: contact-follow-up 127.0.0.2–3, dashboard-todo 127.0.0.4.
 */
export function sendContactRequest(baseURL: string, from: string, body: Record<string, unknown>) {
  const url = new URL('/api/crud/contact-requests', baseURL);
  const json = JSON.stringify(body);
  return new Promise<number>((resolve, reject) => {
    const sent = httpRequest(
      url,
      {
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end(json);
  });
}

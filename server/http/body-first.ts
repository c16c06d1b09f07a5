import type { IncomingMessage } from 'node:http';

export type BodyRead =
  | { kind: 'read'; body: Buffer }
  | { kind: 'too-large' }
  | { kind: 'too-slow' }
  | { kind: 'gone' };

/**
 * Whether an anonymous request's body is read before it may take a work slot
 * (docs/decisions/011): small bodies (JSON, server function payloads) are, so that a client
 * trickling one byte at a time holds a socket, never a slot. Multipart uploads are not: they
 * check the session before reading a byte, and a genuine one may take minutes on a slow phone.
 */
export function readsBodyFirst(request: IncomingMessage): boolean {
  const hasBody =
    request.headers['transfer-encoding'] !== undefined ||
    Number(request.headers['content-length'] ?? 0) > 0;
  if (!hasBody || request.complete) return false;
  return !/^multipart\//i.test(request.headers['content-type'] ?? '');
}

/** The whole body, at most `maxBytes`, within `deadlineMs`. */
export function readBodyFirst(
  request: IncomingMessage,
  maxBytes: number,
  deadlineMs: number,
): Promise<BodyRead> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: BodyRead) => {
      clearTimeout(timer);
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('close', onClose);
      if (result.kind !== 'read') request.pause();
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) finish({ kind: 'too-large' });
      else chunks.push(chunk);
    };
    const onEnd = () => finish({ kind: 'read', body: Buffer.concat(chunks) });
    const onClose = () => finish({ kind: 'gone' });
    const timer = setTimeout(() => finish({ kind: 'too-slow' }), deadlineMs);
    timer.unref?.();
    request.on('data', onData);
    request.once('end', onEnd);
    request.once('close', onClose);
  });
}

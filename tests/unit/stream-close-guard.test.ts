import { describe, expect, it } from 'vitest';
import { isCancelledStreamClose } from '#server/http/stream-close-guard.ts';

/** The error Node's web streams throw when a closed stream is closed again. */
function closeTwice(): unknown {
  let controller: ReadableStreamDefaultController | undefined;
  new ReadableStream({
    start(c) {
      controller = c;
    },
  });
  controller?.close();
  try {
    controller?.close();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('isCancelledStreamClose', () => {
  it('recognises the close of an already closed stream (undici#5715)', () => {
    const error = closeTwice();
    expect(error).toBeInstanceOf(TypeError);
    expect(isCancelledStreamClose(error)).toBe(true);
  });

  it('lets every other error through', () => {
    expect(isCancelledStreamClose(new TypeError('Invalid state: ReadableStream is locked'))).toBe(
      false,
    );
    expect(
      isCancelledStreamClose(new Error('Invalid state: ReadableStream is already closed')),
    ).toBe(false);
    expect(isCancelledStreamClose('ERR_INVALID_STATE')).toBe(false);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackInFlight } from '#server/http/in-flight.ts';

afterEach(() => vi.useRealTimers());

function deferred() {
  let finish: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    finish = resolve;
  });
  return { promise, finish };
}

describe('trackInFlight', () => {
  it('is idle at once when nothing runs', async () => {
    const requests = trackInFlight(async () => new Response('ok'));
    await expect(requests.idle()).resolves.toBeUndefined();
  });

  it('becomes idle only when the last running request has finished', async () => {
    const first = deferred();
    const second = deferred();
    const queue = [first, second];
    const requests = trackInFlight(() => queue.shift()?.promise ?? Promise.reject(new Error()));
    const a = requests.handle();
    const b = requests.handle();
    let idle = false;
    const waiting = requests.idle().then(() => {
      idle = true;
    });
    first.finish(new Response('a'));
    await a;
    expect(idle).toBe(false);
    second.finish(new Response('b'));
    await b;
    await waiting;
    expect(idle).toBe(true);
  });

  it('counts a failed request as finished', async () => {
    const requests = trackInFlight(async () => {
      throw new Error('boom');
    });
    await expect(requests.handle()).rejects.toThrow('boom');
    await expect(requests.idle()).resolves.toBeUndefined();
  });

  it('stops waiting for a stuck request after the time limit', async () => {
    vi.useFakeTimers();
    const requests = trackInFlight(() => new Promise<Response>(() => undefined));
    void requests.handle();
    let idle = false;
    const waiting = requests.idle(1_000).then(() => {
      idle = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(idle).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(idle).toBe(true);
  });
});

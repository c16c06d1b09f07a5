import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { AnyActorRef, EventFrom, SnapshotFrom } from 'xstate';

/** Shown when the form's code could not be downloaded (the connection dropped). */
export const lazyActorFailedMessage =
  'Le formulaire n’a pas pu se charger. Vérifiez votre connexion, puis réessayez.';

/** Makes a new (not yet started) actor: what the module loaded with `import()` provides. */
export type ActorFactory<TActor extends AnyActorRef> = () => TActor;

const noSubscription = () => () => {};
const noSnapshot = () => null;

/** After the page is interactive: when the browser is idle, or within `timeout` at the latest. */
function whenIdle(run: () => void, timeout: number): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, Math.min(timeout, 1_000));
  return () => clearTimeout(timer);
}

/**
 * An XState actor whose code (XState, the machine, its server calls) is loaded with `import()`
 * once the page is idle or at the first `load()` / `send()`, so a public page does not ship it in
 * its initial JavaScript. Until it is running, `snapshot` is null (the component shows the
 * machine's initial view) and events sent are kept, then delivered in order once it starts; if
 * the download fails they are dropped and `failed` is set (the next use tries again); it stays
 * set until an event reaches the running actor, even if a later download succeeds before that.
 */
export function useLazyActor<TActor extends AnyActorRef>(
  importFactory: () => Promise<ActorFactory<TActor>>,
  { idleTimeout = 2_000 }: { idleTimeout?: number } = {},
) {
  const [factory, setFactory] = useState<ActorFactory<TActor> | null>(null);
  const [actor, setActor] = useState<TActor | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const queued = useRef<EventFrom<TActor>[]>([]);
  // Events are waiting for the actor: the component can show that its action is under way.
  const [waiting, setWaiting] = useState(false);
  // The code could not be downloaded (offline): the component says so; the next use tries again.
  const [failed, setFailed] = useState(false);
  const importRef = useRef(importFactory);

  const load = useCallback(() => {
    // `failed` is not cleared when a try succeeds, only when an event reaches the actor: the
    // pointer going down on "Envoyer" starts the download, and a notice vanishing before the
    // pointer comes up would move the button from under it and the click would be lost (seen in
    // CI). A control enabled by `failed` must not flicker off in that gap either.
    loading.current ??= importRef.current().then(
      (made) => {
        setFactory(() => made);
      },
      (error: unknown) => {
        loading.current = null;
        setFailed(true);
        throw error;
      },
    );
    return loading.current;
  }, []);

  useEffect(() => whenIdle(() => void load().catch(() => {}), idleTimeout), [load, idleTimeout]);

  // The running actor, for `send`: state would reach it one render late, and an event sent in
  // between would be queued after the queue was delivered (and never delivered).
  const running = useRef<TActor | null>(null);

  useEffect(() => {
    if (!factory) return;
    const started = factory();
    started.start();
    running.current = started;
    setActor(started);
    // Delivered after the commit, to the actor that stayed: StrictMode (development) starts a
    // second one at once, and a queued sign-in or message must be sent only once.
    queueMicrotask(() => {
      if (running.current !== started) return;
      const waitingEvents = queued.current.splice(0);
      for (const event of waitingEvents) started.send(event);
      if (waitingEvents.length > 0) setFailed(false);
      setWaiting(false);
    });
    return () => {
      started.stop();
      if (running.current === started) running.current = null;
      setActor(null);
    };
  }, [factory]);

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return noSubscription();
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const snapshot: SnapshotFrom<TActor> | null = useSyncExternalStore(
    subscribe,
    actor ? () => actor.getSnapshot() : noSnapshot,
    noSnapshot,
  );

  const send = useCallback(
    (event: EventFrom<TActor>) => {
      if (running.current && queued.current.length === 0) {
        setFailed(false);
        running.current.send(event);
        return;
      }
      queued.current.push(event);
      setWaiting(true);
      load().catch(() => {
        // Not downloaded: what waited is dropped (the forms send what their fields hold at the
        // next submit, not an older attempt); the component shows `failed`.
        queued.current = [];
        setWaiting(false);
      });
    },
    [load],
  );

  // Ready as soon as the code has arrived: events sent before the actor starts (within the same
  // commit) are queued and delivered to it. Waiting for the actor itself left one render with
  // neither `ready` nor `failed` after a retried download succeeded, and a click landing in it on a
  // control enabled by either was lost (seen in CI: the contact form's retry after going offline).
  return { snapshot, send, load, ready: factory !== null, waiting, failed };
}

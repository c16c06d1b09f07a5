/**
 * A search box that commits what the visitor types once the typing pauses, and that follows its
 * value from outside (the URL's term) without ever undoing what was typed since.
 *
 * A committed term comes back from outside only once its results are loaded, which on a slow
 * connection is after the visitor has typed on: that late term is one this box sent, and must not
 * replace the text. A term this box did not send (Back/Forward, « Réinitialiser les filtres »)
 * replaces it.
 */
export interface SearchBox {
  /** The visitor typed: `text` is committed, trimmed, after the pause unless typing goes on. */
  typed: (text: string) => void;
  /** The value from outside is now `value`: the text the box must show instead, or `null`. */
  outside: (value: string) => string | null;
  /** Drops a commit still waiting for the pause (the box is gone). */
  stop: () => void;
}

export function createSearchBox(
  initial: string,
  commit: (term: string) => void,
  pauseMs: number,
): SearchBox {
  let current = initial;
  // The terms sent and not yet back from outside, oldest first.
  let sent: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  return {
    typed(text) {
      stop();
      timer = setTimeout(() => {
        timer = undefined;
        const term = text.trim();
        // What the outside will hold once every term sent is back: the same term is no change.
        if (term === (sent.at(-1) ?? current)) return;
        sent.push(term);
        commit(term);
      }, pauseMs);
    },
    outside(value) {
      if (value === current) return null;
      current = value;
      const at = sent.indexOf(value);
      if (at >= 0) {
        // One of ours, back: it and the older ones are done; the box already shows newer text.
        sent = sent.slice(at + 1);
        return null;
      }
      sent = [];
      stop();
      return value;
    },
    stop,
  };
}

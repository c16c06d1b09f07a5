import { history } from 'prosemirror-history';
import { EditorState } from 'prosemirror-state';
import { tableEditing } from 'prosemirror-tables';
import { EditorView } from 'prosemirror-view';
import { useEffect, useRef, useState } from 'react';
import { editorKeymaps } from './rich-text-commands.ts';
import { docToHtml, htmlToDoc } from './rich-text-html.ts';
import { cleanPastedHtml } from './rich-text-paste.ts';

/**
 * Runs one ProseMirror view in `mount` while `enabled`: the HTML `value` in, each change out as
 * HTML through `onChange`. A `value` the editor did not write itself (a draft restored, the
 * saved copy reloaded, the source view) replaces the document and its undo history.
 */
export function useProseMirror({
  enabled,
  value,
  onChange,
  attributes,
  openLink,
  accept,
}: {
  enabled: boolean;
  /** Whether a value from outside may be shown (false: the caller shows it otherwise). */
  accept: (html: string) => boolean;
  value: string;
  onChange: (html: string) => void;
  attributes: Record<string, string>;
  openLink: () => void;
}) {
  const mount = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<EditorView | null>(null);
  const [, setTick] = useState(0);
  const written = useRef(value);
  const latest = useRef({ value, onChange, openLink, accept });
  latest.current = { value, onChange, openLink, accept };

  useEffect(() => {
    const element = mount.current;
    if (!enabled || !element) return;
    const dom = new DOMParser();
    const plugins = [history(), ...editorKeymaps(() => latest.current.openLink()), tableEditing()];
    written.current = latest.current.value;
    const created: EditorView = new EditorView(element, {
      state: EditorState.create({ doc: htmlToDoc(latest.current.value, dom), plugins }),
      transformPastedHTML: (html) => cleanPastedHtml(html, dom),
      dispatchTransaction(transaction) {
        const next = created.state.apply(transaction);
        created.updateState(next);
        setTick((tick) => tick + 1);
        if (!transaction.docChanged) return;
        written.current = docToHtml(next.doc, document);
        latest.current.onChange(written.current);
      },
    });
    setView(created);
    return () => {
      created.destroy();
      setView(null);
    };
  }, [enabled]);

  useEffect(() => {
    if (!view || view.isDestroyed) return;
    if (value === written.current || !latest.current.accept(value)) return;
    written.current = value;
    const doc = htmlToDoc(value, new DOMParser());
    view.updateState(EditorState.create({ doc, plugins: view.state.plugins }));
    setTick((tick) => tick + 1);
  }, [view, value]);

  useEffect(() => {
    // The view of the last render may have just been destroyed (« Code HTML » turned on).
    if (view && !view.isDestroyed) view.setProps({ attributes });
  }, [view, attributes]);

  return { mount, view };
}

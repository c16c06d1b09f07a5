import type { EditorView } from 'prosemirror-view';
import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { primaryButton, secondaryButton } from '#app/components/ui/buttons.ts';
import { InputField } from '#app/components/ui/form-fields.tsx';
import { ModalDialog } from '#app/components/ui/modal-dialog.tsx';
import { linkActive } from './rich-text-commands.ts';
import { checkLinkHref, currentHref, removeLink, setLink } from './rich-text-link.ts';
import { RichTextLinkPicker } from './rich-text-link-picker.tsx';

/** Issue 36 §1: adds, changes or removes the link of the selection (Ctrl+K or « Lien »). */
export function RichTextLinkDialog({
  open,
  view,
  onClose,
}: {
  open: boolean;
  view: EditorView;
  onClose: () => void;
}) {
  // Out of the article or product <form> in the DOM, so Enter in the dialog never submits it.
  return createPortal(
    <ModalDialog open={open} title="Lien" onCancel={onClose}>
      {open ? <LinkForm view={view} onClose={onClose} /> : null}
    </ModalDialog>,
    document.body,
  );
}

function LinkForm({ view, onClose }: { view: EditorView; onClose: () => void }) {
  const [href, setHref] = useState(() => currentHref(view.state));
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const formId = useId();
  const empty = view.state.selection.empty && !linkActive(view.state);
  const close = () => {
    onClose();
    view.focus();
  };
  return (
    <div className="grid gap-4">
      <form
        id={formId}
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          // React bubbles the submit to the page's form through the portal: it stops here.
          event.stopPropagation();
          const problem = checkLinkHref(href);
          setError(problem);
          if (problem) return;
          setLink(href, text)(view.state, view.dispatch);
          close();
        }}
      >
        <InputField
          label="Adresse du lien"
          data-autofocus
          inputMode="url"
          autoComplete="off"
          value={href}
          error={error}
          hint="Une page du site (/produits/…, /articles/…), https://…, mailto: ou tel:."
          onChange={(event) => setHref(event.target.value)}
        />
        {empty ? (
          <InputField
            label="Texte du lien"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        ) : null}
      </form>
      <RichTextLinkPicker
        onPick={(path, title) => {
          setHref(path);
          setError(undefined);
          if (!text) setText(title);
        }}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {linkActive(view.state) ? (
          <button
            type="button"
            className={secondaryButton}
            onClick={() => {
              removeLink(view.state, view.dispatch);
              close();
            }}
          >
            Retirer le lien
          </button>
        ) : null}
        <button type="button" className={secondaryButton} onClick={close}>
          Annuler
        </button>
        <button type="submit" form={formId} className={primaryButton}>
          Appliquer
        </button>
      </div>
    </div>
  );
}

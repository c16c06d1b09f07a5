import { type ReactNode, useId, useMemo, useState } from 'react';
import { articleProseClass } from '#app/components/article-prose.ts';
import { FieldMessages } from '#app/components/ui/form-fields.tsx';
import { formats, historyFormats, linkActive } from './rich-text-commands.ts';
import { unsupportedTags } from './rich-text-html.ts';
import { RichTextLinkDialog } from './rich-text-link-dialog.tsx';
import { editorFrameClass, type RichTextProps, sourceClass } from './rich-text-props.ts';
import { isInTable, tableFormat, tableFormats } from './rich-text-table.ts';
import { RichTextToolbar, type ToolbarButton } from './rich-text-toolbar.tsx';
import { useProseMirror } from './use-prose-mirror.ts';

const editorClass = `${articleProseClass} min-h-64 max-h-[36rem] overflow-auto whitespace-pre-wrap break-words px-3 py-2 text-base focus:outline-none [&>:first-child]:mt-0 [&_.selectedCell]:bg-teal-50`;

/** What the field says of HTML the editor cannot show; undefined when it can show all of it. */
function unsupportedNotice(html: string): string | undefined {
  const tags = unsupportedTags(html, new DOMParser());
  if (tags.length === 0) return undefined;
  return `Ce contenu contient une mise en forme que l'éditeur ne sait pas afficher (${tags.map((tag) => `<${tag}>`).join(', ')}) : modifiez-le dans le code HTML pour ne rien perdre.`;
}

/**
 * Issue 36 §1: the rich-text editor (decision 033), loaded only by the back-office forms
 * (rich-text-field.tsx). « Code HTML » switches to the HTML source, SPEC §2's « Contenu HTML »;
 * content the editor cannot show opens there, so nothing is lost by showing it.
 */
export default function RichTextEditor(props: RichTextProps) {
  const { label, sourceLabel, name, value, onChange, hint, error, required, maxLength } = props;
  const id = useId();
  const [notice, setNotice] = useState(() => unsupportedNotice(value));
  const [source, setSource] = useState(notice !== undefined);
  const [linkOpen, setLinkOpen] = useState(false);
  const described = [
    hint ? `${id}-hint` : '',
    error ? `${id}-error` : '',
    notice ? `${id}-notice` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const attributes = useMemo(
    () => ({
      id: `${id}-editor`,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': `${id}-label`,
      'aria-invalid': String(Boolean(error)),
      ...(described ? { 'aria-describedby': described } : {}),
      ...(required ? { 'aria-required': 'true' } : {}),
      class: editorClass,
    }),
    [id, error, described, required],
  );
  // A draft restored or a version brought back may hold what the editor cannot show: it opens in
  // the source rather than losing it at the next keystroke.
  const accept = (html: string) => {
    const refused = unsupportedNotice(html);
    if (refused === undefined) return true;
    setNotice(refused);
    setSource(true);
    return false;
  };
  const { mount, view } = useProseMirror({
    enabled: !source,
    value,
    onChange,
    attributes,
    accept,
    openLink: () => setLinkOpen(true),
  });

  const toggleSource = () => {
    if (!source) return setSource(true);
    const refused = unsupportedNotice(value);
    setNotice(refused);
    if (refused === undefined) setSource(false);
  };
  const sourceButton: ToolbarButton = {
    id: 'source',
    label: 'Code HTML',
    text: 'Code HTML',
    pressed: source,
    onPress: toggleSource,
  };
  const state = view?.state;
  const button = (format: (typeof formats)[number]): ToolbarButton => ({
    ...format,
    pressed: format.active && state ? format.active(state) : undefined,
    disabled: !state || !format.run(state),
    onPress: () => {
      if (view) format.run(view.state, view.dispatch, view);
      view?.focus();
    },
  });
  const link: ToolbarButton = {
    id: 'link',
    label: 'Lien',
    text: 'Lien',
    shortcut: 'Control+K',
    pressed: state ? linkActive(state) : false,
    disabled: !state,
    onPress: () => setLinkOpen(true),
  };
  const inTable = state ? isInTable(state) : false;
  const buttons: ToolbarButton[] = source
    ? [sourceButton]
    : [
        ...formats.map(button),
        link,
        ...(inTable ? tableFormats : [tableFormat]).map(button),
        ...historyFormats.map(button),
        sourceButton,
      ];

  let field: ReactNode;
  if (source) {
    field = (
      <textarea
        id={`${id}-source`}
        name={name}
        rows={12}
        required={required}
        maxLength={maxLength}
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={described || undefined}
        className={sourceClass}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  } else field = <div ref={mount} />;

  return (
    <div>
      {source ? (
        <label
          id={`${id}-label`}
          htmlFor={`${id}-source`}
          className="block font-medium text-slate-800 text-sm"
        >
          {sourceLabel}
        </label>
      ) : (
        <span id={`${id}-label`} className="block font-medium text-slate-800 text-sm">
          {label}
        </span>
      )}
      <div className={editorFrameClass}>
        <RichTextToolbar
          label={`Mise en forme : ${label.replace(/\s*\*$/, '')}`}
          // The editor's element exists once its view is mounted (its code loads after the page):
          // never name an element that is not there yet (axe: aria-valid-attr-value).
          controls={source ? `${id}-source` : view ? `${id}-editor` : undefined}
          buttons={buttons}
        />
        {field}
      </div>
      {notice ? (
        <p
          id={`${id}-notice`}
          role="status"
          className="mt-1 rounded-md bg-amber-50 p-2 text-amber-900 text-sm"
        >
          {notice}
        </p>
      ) : null}
      <FieldMessages id={id} hint={hint} error={error} />
      {view ? (
        <RichTextLinkDialog open={linkOpen} view={view} onClose={() => setLinkOpen(false)} />
      ) : null}
    </div>
  );
}

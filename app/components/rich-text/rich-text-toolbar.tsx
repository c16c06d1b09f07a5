import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

export interface ToolbarButton {
  id: string;
  label: string;
  text: string;
  icon?: readonly string[] | undefined;
  shortcut?: string | undefined;
  /** A toggle (aria-pressed); undefined for a plain action. */
  pressed?: boolean | undefined;
  disabled?: boolean | undefined;
  onPress: () => void;
}

const buttonClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded px-2 text-slate-800 text-sm hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 disabled:cursor-not-allowed disabled:opacity-40 aria-pressed:bg-teal-50 aria-pressed:text-teal-900 aria-pressed:ring-1 aria-pressed:ring-teal-600';

const keyNames: Record<string, string> = { Control: 'Ctrl', Shift: 'Maj' };
const readable = (shortcut: string) =>
  shortcut
    .split('+')
    .map((key) => keyNames[key] ?? key)
    .join('+');

/**
 * WAI-ARIA toolbar: one Tab stop, the arrow keys (and Home, End) move between its buttons, so a
 * keyboard user reaches the text in one Tab. Buttons keep the editor's selection on a click
 * (no focus taken on mousedown).
 */
export function RichTextToolbar({
  label,
  controls,
  buttons,
}: {
  label: string;
  /** The id of the element the toolbar formats, once it exists. */
  controls: string | undefined;
  buttons: readonly ToolbarButton[];
}) {
  const [current, setCurrent] = useState(0);
  // Named only once the element is in the document, checked after each render: the editor's
  // element can lag behind its view (axe: aria-valid-attr-value on an id not there yet).
  const [named, setNamed] = useState<string | undefined>(undefined);
  useEffect(() => {
    setNamed(controls && document.getElementById(controls) ? controls : undefined);
  });
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const enabled = buttons.flatMap((button, index) => (button.disabled ? [] : [index]));
  const stop = enabled.includes(current) ? current : (enabled[0] ?? 0);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const position = enabled.indexOf(stop);
    const targets: Record<string, number | undefined> = {
      ArrowRight: enabled[(position + 1) % enabled.length],
      ArrowLeft: enabled[(position - 1 + enabled.length) % enabled.length],
      Home: enabled[0],
      End: enabled[enabled.length - 1],
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setCurrent(target);
    refs.current[target]?.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label={label}
      aria-controls={named}
      onKeyDown={move}
      className="flex flex-wrap gap-1 border-slate-200 border-b bg-slate-50 p-1"
    >
      {buttons.map((button, index) => (
        <button
          key={button.id}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          tabIndex={index === stop ? 0 : -1}
          aria-label={button.label}
          aria-pressed={button.pressed}
          aria-keyshortcuts={button.shortcut}
          title={button.shortcut ? `${button.label} (${readable(button.shortcut)})` : button.label}
          disabled={button.disabled}
          className={`${buttonClass} ${button.id === 'strong' ? 'font-bold' : ''} ${button.id === 'em' ? 'italic' : ''}`}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setCurrent(index);
            button.onPress();
          }}
        >
          {button.icon ? (
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              {button.icon.map((path) => (
                <path key={path} d={path} />
              ))}
            </svg>
          ) : (
            <span aria-hidden="true">{button.text}</span>
          )}
        </button>
      ))}
    </div>
  );
}

import { type InputHTMLAttributes, type Ref, useEffect, useRef } from 'react';
import type { PageCheck } from '#app/lib/bulk-selection.ts';

/**
 * A native checkbox spread over a 44 px square (a phone's tap target, issue 20), drawn as a
 * 20 px box: checked shows a tick, mixed ("some rows") a dash. Keyboard and screen readers get
 * the native control.
 */
export function CheckboxBox({
  inputRef,
  ...input
}: { inputRef?: Ref<HTMLInputElement> } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <span className="relative inline-flex size-11 shrink-0 items-center justify-center">
      <input
        {...input}
        ref={inputRef}
        type="checkbox"
        className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
      />
      <span
        aria-hidden="true"
        className="pointer-events-none flex size-5 items-center justify-center rounded border-2 border-slate-400 bg-white text-white peer-checked:border-teal-700 peer-checked:bg-teal-700 peer-indeterminate:border-teal-700 peer-indeterminate:bg-teal-700 peer-indeterminate:[&>.dash]:block peer-checked:[&>.tick]:block"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className="tick hidden size-4"
          fill="none"
          stroke="currentColor"
        >
          <path d="M3 8.5l3 3 7-7" strokeWidth="2.5" />
        </svg>
        <span className="dash hidden h-0.5 w-2.5 rounded bg-white" />
      </span>
    </span>
  );
}

/**
 * A checkbox that is checked, unchecked or mixed: `indeterminate` has no HTML attribute, so it is
 * set on the element (screen readers then announce "mixed").
 */
export function TriStateCheckbox({
  state,
  inputRef,
  ...input
}: { state: PageCheck; inputRef?: Ref<HTMLInputElement> } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'checked'
>) {
  const own = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (own.current) own.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <CheckboxBox
      {...input}
      checked={state === 'all'}
      inputRef={(element) => {
        own.current = element;
        if (typeof inputRef === 'function') inputRef(element);
        else if (inputRef) inputRef.current = element;
      }}
    />
  );
}

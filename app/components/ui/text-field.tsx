import { type InputHTMLAttributes, useId } from 'react';

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30 aria-[invalid=true]:border-red-600';

/** A labelled input with its inline error, wired for screen readers. */
export function TextField({
  label,
  error,
  ...input
}: { label: string; error?: string | undefined } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-800 text-sm">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

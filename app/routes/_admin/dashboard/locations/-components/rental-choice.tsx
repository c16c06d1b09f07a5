import { useId } from 'react';

/** A few radio buttons under a legend (the way it leaves, the status), with its error. */
export function RentalChoice<T extends string>({
  legend,
  name,
  value,
  options,
  error,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string; disabled?: boolean }[];
  error?: string | undefined;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="font-medium text-slate-800 text-sm">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="inline-flex min-h-11 items-center gap-2 text-slate-900 text-sm"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
              className="size-4 accent-teal-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

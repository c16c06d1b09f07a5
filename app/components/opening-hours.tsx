import { hours } from '#config';

/** The SPEC §1 opening hours, one row a period (contact page and shop cards). */
export function OpeningHours({ className }: { className: string }) {
  return (
    <dl className={className}>
      {hours.map((row) => (
        <div key={row.label} className="flex justify-between gap-4">
          <dt>{row.label}</dt>
          <dd className="font-medium text-slate-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

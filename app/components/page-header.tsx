import type { ReactNode } from 'react';

/** The title band at the top of a public page. */
export function PageHeader({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-teal-50 to-white">
      <div className="mx-auto max-w-7xl px-4 pt-8 pb-6 sm:px-6 sm:pt-16 sm:pb-8">
        {children}
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">{title}</h1>
        {lead ? (
          <p className="mt-3 max-w-3xl text-base text-slate-600 sm:mt-4 sm:text-lg">{lead}</p>
        ) : null}
      </div>
    </div>
  );
}

import { type ReactNode, useId } from 'react';

/** One titled card of the article form (SPEC §2 "Article form" sections). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={id} className="font-semibold text-lg text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

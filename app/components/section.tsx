import type { ReactNode } from 'react';

/** Outer box of every content band: the same width and padding as the header and footer. */
export const sectionInnerClass = 'mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20';

const eyebrowClasses = {
  default: 'font-semibold text-sm text-teal-700 uppercase tracking-wide',
  urgent: 'font-semibold text-red-700 text-sm uppercase tracking-wide',
} as const;

export interface SectionHeadingProps {
  /** The h2's id, which the section's `aria-labelledby` points to. */
  id: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  centered?: boolean;
  /** The emergency band's eyebrow is red (SPEC §2 "Services"). */
  tone?: keyof typeof eyebrowClasses;
}

/**
 * Eyebrow + h2 + optional lead. The h2 carries the id the section's `aria-labelledby` points
 * to, so each section is a named landmark (SPEC §2 accessibility).
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  centered = false,
  tone = 'default',
}: SectionHeadingProps) {
  return (
    <div className={centered ? 'mx-auto max-w-2xl text-center' : 'max-w-3xl'}>
      {eyebrow ? <p className={eyebrowClasses[tone]}>{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
        {title}
      </h2>
      {lead ? <p className="mt-4 text-lg text-slate-600 leading-relaxed">{lead}</p> : null}
    </div>
  );
}

/**
 * A full-width band of a public page: its heading (named landmark), then what it holds, most
 * often a `CardGrid`. `className` is the band (background); `layout` adds to the inner box.
 */
export function Section({
  className,
  layout,
  anchor,
  children,
  ...heading
}: SectionHeadingProps & {
  className: string;
  layout?: string;
  /** The section's own id, for links to it (`/services#urgences`). */
  anchor?: string;
  children: ReactNode;
}) {
  return (
    <section id={anchor} aria-labelledby={heading.id} className={className}>
      <div className={layout ? `${sectionInnerClass} ${layout}` : sectionInnerClass}>
        <SectionHeading {...heading} />
        {children}
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons.tsx';

/** The grid under a section heading; `className` sets the columns (and any width limit). */
export function CardGrid({
  as: List = 'ul',
  className,
  children,
}: {
  /** `ol` where the order means something (the rental steps). */
  as?: 'ul' | 'ol';
  className: string;
  children: ReactNode;
}) {
  return <List className={`mt-10 grid gap-6 ${className}`}>{children}</List>;
}

const bubbleClasses = {
  teal: 'inline-flex size-12 items-center justify-center rounded-xl bg-teal-50 text-teal-700',
  red: 'inline-flex size-12 items-center justify-center rounded-xl bg-red-100 text-red-700',
} as const;

/** An icon in a tinted square, above a card's heading. */
export function IconBubble({
  icon,
  tone = 'teal',
}: {
  icon: IconName;
  tone?: keyof typeof bubbleClasses;
}) {
  return (
    <span className={bubbleClasses[tone]}>
      <Icon name={icon} />
    </span>
  );
}

const cardHeadingClass = 'font-semibold text-lg text-slate-900';

function CardText({ title, text, spaced }: { title: string; text: ReactNode; spaced: boolean }) {
  return (
    <>
      <h3 className={spaced ? `mt-4 ${cardHeadingClass}` : cardHeadingClass}>{title}</h3>
      <p className="mt-2 text-slate-600 leading-relaxed">{text}</p>
    </>
  );
}

/**
 * One card of a section's grid: an h3 and its text, with an icon beside them (`icon`), or a
 * badge above them (an `IconBubble`, a step number), or neither. `className` is the card's box.
 */
export function IconCard({
  title,
  text,
  className,
  id,
  icon,
  badge,
}: {
  title: string;
  text: ReactNode;
  className: string;
  /** An anchor other pages link to (the footer's links to the services page). */
  id?: string;
  icon?: IconName;
  badge?: ReactNode;
}) {
  if (icon)
    return (
      <li id={id} className={`flex gap-4 ${className}`}>
        <Icon name={icon} className="size-7 shrink-0 text-teal-700" />
        <div>
          <CardText title={title} text={text} spaced={false} />
        </div>
      </li>
    );
  return (
    <li id={id} className={className}>
      {badge}
      <CardText title={title} text={text} spaced={badge !== undefined} />
    </li>
  );
}

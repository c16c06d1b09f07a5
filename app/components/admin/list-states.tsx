import { Link, type LinkProps, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { limits } from '#config';
import { dangerButton, primaryButton, secondaryButton } from '../ui/buttons.ts';

const errorPanelClass = 'rounded-xl border border-red-200 bg-red-50 p-8 text-center';

/** SPEC §2/§9: while a list loads, placeholder rows, each drawn by `children`. */
export function ListSkeleton({
  label,
  rowClassName,
  children,
}: {
  label: string;
  rowClassName: string;
  children: ReactNode;
}) {
  return (
    <ul aria-label={label} aria-busy="true" className="space-y-4">
      {Array.from({ length: limits.skeletonRows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders, never reordered
        <li key={index} className={rowClassName}>
          {children}
        </li>
      ))}
    </ul>
  );
}

/**
 * What failed to load: under a title ("Erreur de chargement"), the message; without one, the
 * message alone in bold (`weight`).
 */
function LoadErrorText({
  title,
  titleAs: Title = 'h2',
  message,
  weight = 'semibold',
}: {
  title?: string;
  titleAs?: 'h1' | 'h2';
  message: string;
  weight?: 'medium' | 'semibold';
}) {
  if (!title) {
    const className =
      weight === 'medium' ? 'font-medium text-red-800' : 'font-semibold text-red-800';
    return <p className={className}>{message}</p>;
  }
  return (
    <>
      <Title className="font-semibold text-lg text-red-800">{title}</Title>
      <p className="mt-2 text-red-700">{message}</p>
    </>
  );
}

type LoadErrorTextProps = Parameters<typeof LoadErrorText>[0];

/** SPEC §8: a list failed to load; "Réessayer" runs the loader again. */
export function ListLoadError(props: LoadErrorTextProps) {
  const router = useRouter();
  return (
    <div role="alert" className={errorPanelClass}>
      <LoadErrorText {...props} />
      <button
        type="button"
        onClick={() => void router.invalidate()}
        className={`${dangerButton} mt-4`}
      >
        Réessayer
      </button>
    </div>
  );
}

/**
 * SPEC §8: what a form needs could not be loaded: the way back to the list, and "Réessayer"
 * (the loader again unless `onRetry` says otherwise).
 */
export function FormLoadError({
  back,
  backLabel,
  onRetry,
  ...text
}: LoadErrorTextProps & { back: LinkProps['to']; backLabel: string; onRetry?: () => void }) {
  const router = useRouter();
  return (
    <div role="alert" className={errorPanelClass}>
      <LoadErrorText {...text} />
      <div className="mt-4 flex justify-center gap-3">
        <Link to={back} className={secondaryButton}>
          {backLabel}
        </Link>
        <button
          type="button"
          className={primaryButton}
          onClick={onRetry ?? (() => void router.invalidate())}
        >
          Réessayer
        </button>
      </div>
    </div>
  );
}

/**
 * SPEC §2: nothing to list. The title is a heading when `as="h2"`; `compact` draws it at text size
 * with no message.
 */
export function ListEmpty({
  title,
  as: Title = 'p',
  compact = false,
  message,
  children,
}: {
  title: string;
  as?: 'h2' | 'p';
  compact?: boolean;
  message?: string;
  children?: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-8 text-center">
      <Title
        className={compact ? 'font-medium text-slate-900' : 'font-semibold text-lg text-slate-900'}
      >
        {title}
      </Title>
      {message ? <p className="mt-2 text-slate-600">{message}</p> : null}
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';
import { Pagination, type PaginationProps } from '../pagination.tsx';

/** The back-office's page title: every screen's h1 has this one style. */
export const adminHeadingClass = 'font-bold text-2xl text-slate-900 sm:text-3xl';

/** What a back-office screen says about itself above its content, whatever its state. */
export interface AdminHeading {
  title: string;
  intro: ReactNode;
  /** A long introduction keeps to a readable line length. */
  prose?: boolean;
  /** Beside the title: the screen's main action ("Nouvel article"). */
  action?: ReactNode;
}

/** A back-office screen: its heading, then its content (docs/decisions/026). */
export function AdminListPage({
  title,
  intro,
  prose = false,
  action,
  children,
}: AdminHeading & { children: ReactNode }) {
  const text = (
    <>
      <h1 className={adminHeadingClass}>{title}</h1>
      <p className={prose ? 'mt-2 max-w-prose text-slate-600' : 'mt-2 text-slate-600'}>{intro}</p>
    </>
  );
  return (
    <section className="space-y-6">
      {action === undefined ? (
        <header>{text}</header>
      ) : (
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div>{text}</div>
          {action}
        </header>
      )}
      {children}
    </section>
  );
}

/**
 * A list route's pending or error component: the state under the screen's heading, so the page
 * keeps its title while it loads or when it failed. Written inline in the route's options
 * (`pendingComponent: () => <AdminListState … />`): the router splits only inline components out
 * of the entry chunk, so a helper returning them would put every list screen in the public pages'
 * JavaScript (js-budget.spec.ts).
 */
export function AdminListState({
  heading,
  state,
}: {
  heading: AdminHeading;
  state: () => ReactNode;
}) {
  return <AdminListPage {...heading}>{state()}</AdminListPage>;
}

/** A screen an éditeur reaches but may not use (the API would answer 403 anyway). */
export function AdminOnlyNotice() {
  return (
    <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
      Cette page est réservée aux administrateurs.
    </p>
  );
}

/**
 * A loaded list: its count line (announced), the rows or, when there are none, the empty state,
 * and the one pagination when the list has pages (`list` is then a `Page<T>`, domain/list-page.ts).
 */
export function AdminList({
  list,
  count,
  empty,
  onPageChange,
  pagination,
  children,
}: {
  list: { rows: readonly unknown[]; page?: number; totalPages?: number };
  count?: string;
  empty: ReactNode;
  onPageChange?: (page: number) => void;
  /** The pagination's accessible name ("Pagination" unless told) and look. */
  pagination?: Pick<PaginationProps, 'label' | 'variant'>;
  children: ReactNode;
}) {
  const { rows, page, totalPages } = list;
  return (
    <>
      {count === undefined ? null : (
        <p className="text-slate-600 text-sm" aria-live="polite">
          {count}
        </p>
      )}
      {rows.length === 0 ? empty : children}
      {onPageChange && page !== undefined && totalPages !== undefined ? (
        <Pagination
          {...pagination}
          page={page}
          totalPages={totalPages}
          onPageChange={onPageChange}
        />
      ) : null}
    </>
  );
}

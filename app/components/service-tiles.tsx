import { Link, type LinkProps } from '@tanstack/react-router';
import { site } from '#config';
import { telHref } from '../lib/navigation.ts';
import { CardGrid } from './icon-card.tsx';
import { Icon, type IconName } from './icons.tsx';

/** One tile: a page of the site, or (without `to`) the customer-service phone. */
export type ServiceTile = { icon: IconName; title: string; text: string; to?: LinkProps['to'] };

/** The card look; the home page rounds its corners a step more than the services page. */
const tileClasses = {
  xl: 'group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-teal-300 hover:shadow-md',
  '2xl':
    'group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-teal-300 hover:shadow-md',
} as const;

function TileBody({ icon, title, text }: Omit<ServiceTile, 'to'>) {
  return (
    <>
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-teal-50 text-teal-700 transition-colors group-hover:bg-teal-700 group-hover:text-white">
        <Icon name={icon} />
      </span>{' '}
      <span className="mt-4 block font-semibold text-lg text-slate-900">{title}</span>{' '}
      <span className="mt-2 block text-slate-600">{text}</span>
    </>
  );
}

/** SPEC §2 "Home" and "Services": four tiles, three pages and the customer-service phone. */
export function ServiceTileList({
  tiles,
  rounded,
}: {
  tiles: readonly ServiceTile[];
  rounded: keyof typeof tileClasses;
}) {
  const className = tileClasses[rounded];
  return (
    <CardGrid className="sm:grid-cols-2 lg:grid-cols-4">
      {tiles.map(({ to, ...body }) => (
        <li key={body.title}>
          {to ? (
            <Link to={to} className={className}>
              <TileBody {...body} />
            </Link>
          ) : (
            <a href={telHref(site.phone)} className={className}>
              <TileBody {...body} />
            </a>
          )}
        </li>
      ))}
    </CardGrid>
  );
}

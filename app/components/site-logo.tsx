import { Link } from '@tanstack/react-router';
import { site } from '#config';

export function SiteLogo() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-md"
      // WCAG 2.5.3: the name starts with the visible text, then says where the link goes.
      aria-label={`${site.shortName} Matériel médical, accueil`}
    >
      <img src={site.logo} alt="" width={40} height={40} className="size-10" />
      <span className="font-bold text-lg text-teal-800 leading-tight">
        {site.shortName}{' '}
        <span className="block font-medium text-slate-500 text-xs">Matériel médical</span>
      </span>
    </Link>
  );
}

import { Link } from '@tanstack/react-router';
import { site } from '../../app.config';

export function SiteLogo() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-md"
      aria-label={`${site.name}, accueil`}
    >
      <img src={site.logo} alt="" width={40} height={40} className="size-10" />
      <span className="text-lg leading-tight font-bold text-teal-800">
        {site.shortName}
        <span className="block text-xs font-medium text-slate-500">Matériel médical</span>
      </span>
    </Link>
  );
}

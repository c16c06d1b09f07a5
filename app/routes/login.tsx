import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../components/page-header';
import { pageHead } from '../lib/seo';

const description = 'Connexion à l’espace d’administration du site.';

export const Route = createFileRoute('/login')({
  head: ({ match }) => ({
    ...pageHead({
      title: 'Connexion',
      description,
      siteUrl: match.context.siteUrl,
      path: '/login',
    }),
    // The back-office sign-in has no business in search results.
    meta: [
      ...pageHead({
        title: 'Connexion',
        description,
        siteUrl: match.context.siteUrl,
        path: '/login',
      }).meta,
      { name: 'robots', content: 'noindex, nofollow' },
    ],
  }),
  component: LoginPage,
});

function LoginPage() {
  return (
    <PageHeader
      title="Espace Admin"
      lead="Connectez-vous pour gérer les articles, les produits et les catégories."
    />
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { site } from '#config';
import { getHomeCategories } from '#server/functions/home.functions.ts';
import { pageHead } from '../lib/seo.ts';
import { AboutSection } from './-components/home/about-section.tsx';
import { CategoriesSection } from './-components/home/categories-section.tsx';
import { ClosingCta } from './-components/home/closing-cta.tsx';
import { HeroSection } from './-components/home/hero-section.tsx';
import { ServiceTiles } from './-components/home/service-tiles.tsx';
import { TestimonialsSection } from './-components/home/testimonials-section.tsx';
import { WhyChooseUs } from './-components/home/why-choose-us.tsx';

export const Route = createFileRoute('/')({
  head: ({ match }) =>
    pageHead({ description: site.description, siteUrl: match.context.siteUrl, path: '/' }),
  // SPEC §2/§4: the categories block is server-rendered; the server function caches it and
  // answers an empty list (never an error) when the catalogue is unreachable.
  loader: () => getHomeCategories(),
  component: HomePage,
});

/** SPEC §2 "Home": the sections in the order the specification lists them. */
function HomePage() {
  const categories = Route.useLoaderData();
  return (
    <>
      <HeroSection />
      <AboutSection />
      <ServiceTiles />
      <WhyChooseUs />
      <CategoriesSection categories={categories} />
      <TestimonialsSection />
      <ClosingCta />
    </>
  );
}

import { CardGrid } from '#app/components/icon-card.tsx';
import { Section } from '#app/components/section.tsx';

/** SPEC §2 "Home": two static testimonials, written with the client (not fetched). */
const testimonials = [
  {
    quote:
      'Nous avons loué un lit médicalisé pour ma mère : il a été livré et installé dès le lendemain, et l’équipe a pris le temps de tout nous expliquer.',
    author: 'Samia B.',
    city: 'Ariana',
  },
  {
    quote:
      'Des conseils clairs et honnêtes pour choisir le fauteuil roulant de mon père. On se sent écouté, pas poussé à acheter.',
    author: 'Karim T.',
    city: 'Sfax',
  },
] as const;

export function TestimonialsSection() {
  return (
    <Section
      className="bg-white"
      id="temoignages"
      eyebrow="Témoignages"
      title="Ils nous font confiance"
      centered
    >
      <CardGrid className="mx-auto max-w-5xl md:grid-cols-2">
        {testimonials.map((testimonial) => (
          <li key={testimonial.author}>
            <figure className="flex h-full flex-col rounded-2xl bg-teal-50 p-8">
              <blockquote className="flex-1 text-lg text-slate-800 leading-relaxed">
                <p>«&nbsp;{testimonial.quote}&nbsp;»</p>
              </blockquote>
              <figcaption className="mt-6 text-slate-600 text-sm">
                <span className="font-semibold text-slate-900">{testimonial.author}</span>,{' '}
                {testimonial.city}
              </figcaption>
            </figure>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}

/**
 * Newsletter call to action (SPEC §2 news list). No subscription backend exists yet, so the
 * button is type="button" and does nothing: the form cannot submit by accident.
 */
export function NewsletterBox() {
  return (
    <section
      aria-labelledby="newsletter-title"
      className="rounded-2xl bg-teal-50 px-6 py-10 text-center sm:px-10"
    >
      <h2 id="newsletter-title" className="font-semibold text-2xl text-slate-900">
        Restez informé
      </h2>
      <p className="mx-auto mt-2 max-w-2xl text-slate-600">
        Recevez nos conseils santé, nos nouveautés produits et les actualités de nos magasins
        directement dans votre boîte mail.
      </p>
      <div className="mx-auto mt-6 flex max-w-xl flex-col gap-3 sm:flex-row">
        <label htmlFor="newsletter-email" className="sr-only">
          Adresse email
        </label>
        <input
          id="newsletter-email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Votre adresse email"
          className="min-h-11 flex-1 rounded-full border border-slate-300 bg-white px-5 text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
        />
        <button
          type="button"
          className="min-h-11 rounded-full bg-teal-700 px-6 font-semibold text-white hover:bg-teal-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2"
        >
          S’abonner
        </button>
      </div>
    </section>
  );
}

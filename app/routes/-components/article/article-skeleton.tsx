const block = 'animate-pulse rounded-md bg-slate-200';

/** SPEC §2 public article page: placeholder while a client navigation loads the article. */
export function ArticleSkeleton({ label = 'Chargement de l’article…' }: { label?: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10" aria-busy="true">
      <span className="sr-only">{label}</span>
      <div className={`${block} h-4 w-48`} />
      <div className={`${block} mt-6 h-10 w-3/4`} />
      <div className={`${block} mt-4 h-4 w-1/2`} />
      <div className={`${block} mt-8 aspect-[16/9] w-full rounded-2xl`} />
      <div className="mt-8 space-y-3">
        {Array.from({ length: 5 }, (_, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder lines never reorder.
            key={index}
            className={`${block} h-4 ${index === 4 ? 'w-2/3' : 'w-full'}`}
          />
        ))}
      </div>
    </div>
  );
}

import { type ContactSummary, contactSummaryText } from '#app/lib/contact-summary.ts';

/**
 * The sidebar's count of contact requests still to answer, red when some are urgent (issue 20,
 * point 14). Assistive technologies read the whole sentence as part of the link's name.
 */
export function ContactCountBadge({ summary }: { summary: ContactSummary | null }) {
  if (!summary || summary.unhandled === 0) return null;
  const text = contactSummaryText(summary);
  const urgent = summary.urgent > 0;
  return (
    <>
      <span
        aria-hidden="true"
        title={text}
        data-urgent={urgent}
        className={`ml-2 inline-flex min-w-6 items-center justify-center rounded-full px-1.5 font-bold text-xs leading-5 ${
          urgent ? 'bg-red-600 text-white ring-2 ring-red-300' : 'bg-slate-600 text-white'
        }`}
      >
        {summary.unhandled}
        {urgent ? ' !' : ''}
      </span>
      <span className="sr-only">, {text}</span>
    </>
  );
}

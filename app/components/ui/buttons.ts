/**
 * The back-office's button styles (primary action, secondary, destructive), and the narrower
 * secondary of the list rows, where several sit side by side.
 */
export const primaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-teal-700 px-4 py-2 font-medium text-sm text-white hover:bg-teal-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60';
export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 text-sm hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60';
export const rowButton =
  'inline-flex min-h-11 items-center justify-center rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-800 text-sm hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60';
export const dangerButton =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-red-700 px-4 py-2 font-medium text-sm text-white hover:bg-red-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

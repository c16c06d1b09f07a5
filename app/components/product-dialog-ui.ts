/** The popup's close buttons ("×" and "Fermer"). */
export const dialogCloseButton =
  'inline-flex min-h-10 items-center justify-center rounded-md font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2';

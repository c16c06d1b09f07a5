/**
 * A slug no article or product can have (SPEC §5: at most 200 characters; never a control
 * character, which PostgreSQL refuses to compare): the page is its not-found, not an error.
 */
export const impossibleSlug = (slug: string) =>
  slug.length === 0 ||
  slug.length > 200 ||
  [...slug].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });

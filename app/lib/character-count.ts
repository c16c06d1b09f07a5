/** "42/300 caractères": a counter under a text field (characters as people count them). */
export function characterCountLabel(text: string, limit: number): string {
  return `${Array.from(text).length}/${limit} caractères`;
}

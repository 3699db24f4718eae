/**
 * At most max characters, never splitting an emoji, and well-formed: a lone surrogate (from a cut
 * emoji or a bad paste) would make encodeURIComponent throw while the chat renders a link.
 */
export function truncate(text: string, max: number): string {
  const characters = Array.from(text.toWellFormed());
  return characters.length > max ? characters.slice(0, max).join("") : characters.join("");
}

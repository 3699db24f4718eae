// The social networks' marks, drawn in-house (the icon library ships no brand logos). They go into the
// icon sprite with lucide's drawings (scripts/generate-icon-sprite.ts), so a page names them with
// <use href> like every other icon instead of carrying their paths (SocialIcon).

/** A mark's symbol id in the sprite, the attributes its drawing inherits, and the drawing. */
export type BrandMark = { id: string; attributes: string; drawing: string };

export const brandMarks = [
  {
    id: "brand-facebook",
    attributes: 'fill="currentColor"',
    drawing:
      '<path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4a21 21 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.2H7.6v3h2.7V21h3.2Z"></path>',
  },
  {
    id: "brand-x",
    attributes: 'fill="currentColor"',
    drawing:
      '<path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z"></path>',
  },
  {
    id: "brand-linkedin",
    attributes: 'fill="currentColor"',
    drawing:
      '<path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.6h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.65 4.77 6.1V21h-4v-4.9c0-1.17-.02-2.68-1.63-2.68-1.64 0-1.9 1.28-1.9 2.6V21h-4V9.75Z"></path>',
  },
  {
    id: "brand-instagram",
    attributes: 'fill="none" stroke="currentColor" stroke-width="2"',
    drawing:
      '<rect x="3" y="3" width="18" height="18" rx="5"></rect><circle cx="12" cy="12" r="4"></circle><circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" stroke="none"></circle>',
  },
] as const satisfies readonly BrandMark[];

// The testimonial carousel's words in Malayalam: the twin of carousel.ts.
import type { CarouselLabels } from "./carousel";

export const carouselLabels: CarouselLabels = {
  region: "ഉപഭോക്താക്കളുടെ അഭിപ്രായങ്ങൾ",
  slide: "അഭിപ്രായം",
  dot: "{position}/{count}: {name}",
  position: "{position}/{count}",
  previous: "മുമ്പത്തെ അഭിപ്രായം",
  next: "അടുത്ത അഭിപ്രായം",
  pause: "തനിയെ മാറുന്നത് നിർത്തുക",
  play: "തനിയെ മാറാൻ തുടങ്ങുക",
  dots: "ഒരു അഭിപ്രായം തിരഞ്ഞെടുക്കുക",
  scrollHint: "എല്ലാ അഭിപ്രായങ്ങളും വായിക്കാൻ വശത്തേക്ക് നീക്കുക.",
};

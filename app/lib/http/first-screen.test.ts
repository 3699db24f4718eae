import { describe, expect, it } from "vitest";
import { markupBeforeFirstScreenEnd } from "./first-screen";

describe("markupBeforeFirstScreenEnd", () => {
  it("is the markup before the tag that ends the first screen", () => {
    const html =
      '<header class="a">x</header><link rel="stylesheet" href="/s.css" data-first-screen-end=""/><p class="b">y</p>';
    expect(markupBeforeFirstScreenEnd(html)).toBe('<header class="a">x</header>');
  });

  it("is the whole document when no first screen is marked", () => {
    const html = '<main class="a"><p>data-first-screen-end as words</p></main>';
    expect(markupBeforeFirstScreenEnd(html)).toBe(html);
  });
});

import { describe, expect, it } from "vitest";
import { mergedShapes, pathData } from "../../../scripts/icon-shapes";

describe("an icon's shapes as path data", () => {
  it("draws a circle and an ellipse as two half arcs from their left end", () => {
    expect(pathData("circle", { cx: "12", cy: "12", r: "10" })).toBe("M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0z");
    expect(pathData("circle", { cx: "13.5", cy: "6.5", r: ".5" })).toBe(
      "M13 6.5a0.5 0.5 0 1 0 1 0a0.5 0.5 0 1 0 -1 0z",
    );
    expect(pathData("ellipse", { cx: "12", cy: "5", rx: "9", ry: "3" })).toBe("M3 5a9 3 0 1 0 18 0a9 3 0 1 0 -18 0z");
  });

  it("draws a rectangle with its corners, one radius standing for both and none above half a side", () => {
    expect(pathData("rect", { x: "4", y: "8", width: "16", height: "12", rx: "2" })).toBe(
      "M6 8h12a2 2 0 0 1 2 2v8a2 2 0 0 1 -2 2h-12a2 2 0 0 1 -2 -2v-8a2 2 0 0 1 2 -2z",
    );
    expect(pathData("rect", { x: "0", y: "0", width: "4", height: "2", ry: "3" })).toBe(
      "M2 0h0a2 1 0 0 1 2 1v0a2 1 0 0 1 -2 1h0a2 1 0 0 1 -2 -1v0a2 1 0 0 1 2 -1z",
    );
    expect(pathData("rect", { x: "2", y: "3", width: "5", height: "6" })).toBe("M2 3h5v6h-5z");
  });

  it("draws lines, polygons and polylines point to point", () => {
    expect(pathData("line", { x1: "2", y1: "2", x2: "22", y2: "22" })).toBe("M2 2L22 22");
    expect(pathData("polygon", { points: "12 2 15 8.5 22 9.3" })).toBe("M12 2L15 8.5L22 9.3z");
    expect(pathData("polyline", { points: "22,12 18,12 15,21" })).toBe("M22 12L18 12L15 21");
  });

  it("writes a path's leading relative move as an absolute one, its following pairs as relative lines", () => {
    expect(pathData("path", { d: "m12 5 7 7-7 7" })).toBe("M12 5l7 7-7 7");
    expect(pathData("path", { d: "m21 21-4.3-4.3" })).toBe("M21 21l-4.3-4.3");
    expect(pathData("path", { d: "m4 4h4" })).toBe("M4 4h4");
    expect(pathData("path", { d: "M5 12h14" })).toBe("M5 12h14");
  });

  it("refuses a shape it cannot draw", () => {
    expect(() => pathData("text", {})).toThrow(/<text>/);
  });
});

describe("an icon's shapes merged", () => {
  it("draws neighbouring shapes that share their attributes as one path, in order", () => {
    expect(mergedShapes('<path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path>')).toBe(
      '<path d="M5 12h14M12 5l7 7-7 7"></path>',
    );
    expect(
      mergedShapes(
        '<circle cx="2" cy="2" r="1" fill="currentColor"></circle><circle cx="6" cy="2" r="1" fill="currentColor"></circle><path d="M1 9h9"></path>',
      ),
    ).toBe(
      '<path d="M1 2a1 1 0 1 0 2 0a1 1 0 1 0 -2 0zM5 2a1 1 0 1 0 2 0a1 1 0 1 0 -2 0z" fill="currentColor"></path><path d="M1 9h9"></path>',
    );
  });

  it("refuses markup that is not shapes side by side", () => {
    expect(() => mergedShapes('<g><path d="M1 1h1"></path></g>')).toThrow(/unexpected markup/);
  });
});

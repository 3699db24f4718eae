import { describe, expect, it } from "vitest";
import {
  documentClasses,
  selectorClasses,
  stylesheetSubsetter,
  withoutUnusedProperties,
  withoutUnusedThemeVariables,
} from "./css-subset.server";

describe("the inlined stylesheet's subset", () => {
  it("reads escaped class names as the markup writes them", () => {
    expect(selectorClasses(".sm\\:flex-row")).toEqual(["sm:flex-row"]);
    expect(selectorClasses(".w-\\[min\\(28rem\\,calc\\(100vw-2rem\\)\\)\\]")).toEqual([
      "w-[min(28rem,calc(100vw-2rem))]",
    ]);
    expect(selectorClasses(".\\32 xl\\:p-4")).toEqual(["2xl:p-4"]);
    expect(selectorClasses(".group-aria-expanded\\:hidden:is(:where(.group)[aria-expanded=true] *)")).toEqual([
      "group-aria-expanded:hidden",
      "group",
    ]);
  });

  it("keeps rules without classes, and rules whose classes the document uses, inside their groups", () => {
    const css =
      '@layer theme{:root{--c:red}}@layer base{html{color:var(--c)}}@layer components;@property --x{syntax:"*";inherits:false}' +
      "@layer utilities{.flex{display:flex}.grid{display:grid}@media (width>=40rem){.sm\\:flex-row{flex-direction:row}.sm\\:grid{display:grid}}" +
      ".group-open\\:rotate-180:is(:where(.group):is([open],:popover-open) *){rotate:var(--x,180deg)}}";
    const subset = stylesheetSubsetter(css)(
      '<html><body><div class="flex sm:flex-row group"><span class="group-open:rotate-180"></span></div></body></html>',
    );
    expect(subset).toContain(":root{--c:red}");
    expect(subset).toContain("html{color:var(--c)}");
    expect(subset).toContain("@layer components;");
    expect(subset).toContain("@property --x");
    expect(subset).toContain(".flex{display:flex}");
    expect(subset).not.toContain(".grid{display:grid}");
    expect(subset).toContain("@media (width>=40rem){.sm\\:flex-row{flex-direction:row}}");
    expect(subset).toContain("rotate:var(--x,180deg)");
  });

  it("reads an escaped quote in a class name as part of the name, not as the start of a string", () => {
    const css =
      '@layer utilities{@media not all and (width>=40rem){.max-sm\\:before\\:content-\\[attr\\(data-label\\)_\\/_\\"\\"\\]:before{--tw-content:attr(data-label) / "";content:var(--tw-content)}}' +
      "@media (width>=64rem){.lg\\:flex{display:flex}.lg\\:grid{display:grid}}}";
    const subset = stylesheetSubsetter(css)('<p class="lg:flex"></p>');
    expect(subset).toBe("@layer utilities{@media (width>=64rem){.lg\\:flex{display:flex}}}");
  });

  it("keeps a base rule for elements only when the document has one of them", () => {
    const css =
      "@layer base{*,:after{box-sizing:border-box}html,:host{line-height:1.5}sub,sup{font-size:75%}table{border-collapse:collapse}" +
      "abbr:where([title]){text-decoration:underline dotted}::placeholder{opacity:1}[hidden]{display:none}" +
      ":where(select:is([multiple])) optgroup{font-weight:bolder}}";
    const subset = stylesheetSubsetter(css)('<HTML><body><p>H<SUP>2</SUP>O</p><abbr title="x">y</abbr></body></HTML>');
    expect(subset).toBe(
      "@layer base{*,:after{box-sizing:border-box}html,:host{line-height:1.5}sub,sup{font-size:75%}" +
        "abbr:where([title]){text-decoration:underline dotted}::placeholder{opacity:1}[hidden]{display:none}" +
        ":where(select:is([multiple])) optgroup{font-weight:bolder}}",
    );
  });

  it("keeps a rule when one selector of its list matches", () => {
    const css = "@layer utilities{.a,.b{color:red}.c .d{color:blue}}";
    expect(stylesheetSubsetter(css)('<p class="b"></p>')).toBe("@layer utilities{.a,.b{color:red}}");
  });

  it("collects class names from class attributes, entities decoded", () => {
    expect([...documentClasses('<a class="x  y&amp;z"></a><b class="">')]).toEqual(["x", "y&z"]);
  });
});

describe("withoutUnusedProperties", () => {
  it("keeps the registrations of custom properties the rules use and drops the others", () => {
    const css =
      '@property --tw-shadow{syntax:"*";inherits:false}@property --tw-ordinal{syntax:"*";inherits:false}.shadow{box-shadow:var(--tw-shadow)}';
    expect(withoutUnusedProperties(css)).toBe(
      '@property --tw-shadow{syntax:"*";inherits:false}.shadow{box-shadow:var(--tw-shadow)}',
    );
  });
});

describe("withoutUnusedThemeVariables", () => {
  const css =
    "@layer theme{:root,:host{--font-sans:ui-sans-serif;--default-font-family:var(--font-sans);--color-red-50:#fef2f2;--color-red-500:#ef4444;--color-brand-700:#1d4ed8;--spacing:.25rem}}" +
    "@layer base{html{font-family:var(--default-font-family,ui-sans-serif)}}" +
    "@layer utilities{.bg-red-500{background-color:var(--color-red-500)}.p-4{padding:calc(var(--spacing) * 4)}}";

  it("keeps the variables the rules, other kept variables and the markup's style attributes read", () => {
    const subset = withoutUnusedThemeVariables(css, '<p style="color:var(--color-brand-700)">x</p>');
    expect(subset).toContain("--default-font-family:var(--font-sans)");
    expect(subset).toContain("--font-sans:ui-sans-serif");
    expect(subset).toContain("--color-red-500:#ef4444");
    expect(subset).toContain("--spacing:.25rem");
    expect(subset).toContain("--color-brand-700:#1d4ed8");
  });

  it("drops a variable nothing reads, telling --color-red-50 from --color-red-500", () => {
    const subset = withoutUnusedThemeVariables(css, "<p>x</p>");
    expect(subset).not.toContain("--color-red-50:");
    expect(subset).not.toContain("--color-brand-700");
    expect(subset.startsWith("@layer theme{:root,:host{")).toBe(true);
  });

  it("leaves a stylesheet without a theme layer as it is", () => {
    expect(withoutUnusedThemeVariables(".p-4{padding:1rem}", "")).toBe(".p-4{padding:1rem}");
  });
});

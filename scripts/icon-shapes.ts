// The shapes of an icon's drawing as few <path> elements as draw it alike: lucide draws with paths,
// circles, rectangles, lines and polygons, up to seven elements an icon. Each element costs the
// browser twice: once in the sprite's own document, which it parses and styles on every page load,
// and once more in each <use> of the icon, which clones the symbol's elements. Shapes that share their
// attributes (all of lucide's but the few filled dots) become one path of several sub-paths, which a
// browser strokes as it strokes them apart (docs/decisions/012-performance-budgets.md).

const number = String.raw`[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?`;

/** The attributes that place each shape; any other attribute (a fill) is kept on its path. */
const geometry: Record<string, readonly string[]> = {
  path: ["d"],
  circle: ["cx", "cy", "r"],
  ellipse: ["cx", "cy", "rx", "ry"],
  rect: ["x", "y", "width", "height", "rx", "ry"],
  line: ["x1", "y1", "x2", "y2"],
  polygon: ["points"],
  polyline: ["points"],
};

/** A coordinate as short as it is exact to a thousandth of a unit. */
const short = (value: number) => String(Number(value.toFixed(3)));

/** A path's data made to stand anywhere in a longer path: a leading relative move made absolute. */
function standalone(d: string): string {
  const data = d.trim();
  if (!data.startsWith("m")) return data;
  // A first "m" moves to absolute coordinates, and the pairs after it draw relative lines: after another
  // sub-path it would move relative to that one's end, so it is written "M x y" and the pairs "l".
  const start = new RegExp(String.raw`^m\s*(${number})[\s,]*(${number})`).exec(data);
  if (!start) throw new Error(`unreadable path data: ${d}`);
  const rest = data.slice(start[0].length).replace(/^[\s,]+/, "");
  return `M${start[1]} ${start[2]}${/^[-+.\d]/.test(rest) ? `l${rest}` : rest}`;
}

/** The path data that draws the shape `tag` with `attributes`, sub-path by sub-path as the shape does. */
export function pathData(tag: string, attributes: Readonly<Record<string, string>>): string {
  const at = (name: string) => Number(attributes[name] ?? 0);
  switch (tag) {
    case "path":
      return standalone(attributes.d ?? "");
    case "circle":
    case "ellipse": {
      const cx = at("cx");
      const cy = at("cy");
      const rx = tag === "circle" ? at("r") : at("rx");
      const ry = tag === "circle" ? at("r") : at("ry");
      const arc = (dx: number) => `a${short(rx)} ${short(ry)} 0 1 0 ${short(dx)} 0`;
      return `M${short(cx - rx)} ${short(cy)}${arc(2 * rx)}${arc(-2 * rx)}z`;
    }
    case "rect": {
      const [x, y, width, height] = [at("x"), at("y"), at("width"), at("height")];
      // One corner radius given stands for both, and neither is more than half the side (SVG's rules).
      const givenX = attributes.rx ?? attributes.ry;
      const givenY = attributes.ry ?? attributes.rx;
      const rx = Math.min(Number(givenX ?? 0), width / 2);
      const ry = Math.min(Number(givenY ?? 0), height / 2);
      if (rx === 0 || ry === 0) return `M${short(x)} ${short(y)}h${short(width)}v${short(height)}h${short(-width)}z`;
      const corner = (dx: number, dy: number) => `a${short(rx)} ${short(ry)} 0 0 1 ${short(dx)} ${short(dy)}`;
      return (
        `M${short(x + rx)} ${short(y)}h${short(width - 2 * rx)}${corner(rx, ry)}v${short(height - 2 * ry)}` +
        `${corner(-rx, ry)}h${short(2 * rx - width)}${corner(-rx, -ry)}v${short(2 * ry - height)}${corner(rx, -ry)}z`
      );
    }
    case "line":
      return `M${short(at("x1"))} ${short(at("y1"))}L${short(at("x2"))} ${short(at("y2"))}`;
    case "polygon":
    case "polyline": {
      const values = (attributes.points ?? "").match(new RegExp(number, "g")) ?? [];
      const pairs: string[] = [];
      for (let index = 0; index + 1 < values.length; index += 2) pairs.push(`${values[index]} ${values[index + 1]}`);
      return `M${pairs.join("L")}${tag === "polygon" ? "z" : ""}`;
    }
    default:
      throw new Error(`an icon's drawing has a <${tag}>, which icon-shapes.ts cannot draw as a path`);
  }
}

/**
 * `markup` (an icon's drawing: shapes side by side, nothing nested) with each run of neighbouring
 * shapes that share their other attributes drawn as one path, in the drawing's order.
 */
export function mergedShapes(markup: string): string {
  const element = /<(\w+)((?:\s+[\w:-]+="[^"]*")*)\s*(?:\/>|><\/\1>)/g;
  const runs: { key: string; extra: string; data: string[] }[] = [];
  let read = 0;
  for (const match of markup.matchAll(element)) {
    if (markup.slice(read, match.index).trim()) throw new Error(`unexpected markup in an icon: ${markup}`);
    read = match.index + match[0].length;
    const tag = match[1] as string;
    const attributes = [...(match[2] ?? "").matchAll(/([\w:-]+)="([^"]*)"/g)].map(
      ([, name, value]) => [name as string, value as string] as const,
    );
    const placing = geometry[tag] ?? [];
    const extra = attributes.filter(([name]) => !placing.includes(name));
    const key = extra
      .map(([name, value]) => `${name}=${value}`)
      .sort()
      .join(" ");
    const data = pathData(tag, Object.fromEntries(attributes));
    const last = runs.at(-1);
    if (last && last.key === key) last.data.push(data);
    else runs.push({ key, extra: extra.map(([name, value]) => ` ${name}="${value}"`).join(""), data: [data] });
  }
  if (markup.slice(read).trim()) throw new Error(`unexpected markup in an icon: ${markup}`);
  return runs.map((run) => `<path d="${run.data.join("")}"${run.extra}></path>`).join("");
}

import { describe, expect, it } from "vitest";
import { chooseEncoding } from "./static-assets";

describe("chooseEncoding", () => {
  const both = ["br", "gzip"] as const;

  it("prefers brotli, then gzip, among what the client accepts", () => {
    expect(chooseEncoding("gzip, deflate, br", both)).toBe("br");
    expect(chooseEncoding("br, gzip", both)).toBe("br");
    expect(chooseEncoding("gzip", both)).toBe("gzip");
    expect(chooseEncoding("GZIP", both)).toBe("gzip");
    expect(chooseEncoding("*", both)).toBe("br");
  });

  it("follows the client's q-values, and q=0 refuses", () => {
    expect(chooseEncoding("br;q=0.5, gzip", both)).toBe("gzip");
    expect(chooseEncoding("br;q=0.9, gzip;q=0.8", both)).toBe("br");
    expect(chooseEncoding("br;q=0, gzip;q=0", both)).toBeUndefined();
    expect(chooseEncoding("*, br;q=0", both)).toBe("gzip");
    expect(chooseEncoding("br; q=0.4 , gzip ; q=0.3", both)).toBe("br");
  });

  it("answers identity when nothing fits or nothing is precompressed", () => {
    expect(chooseEncoding(undefined, both)).toBeUndefined();
    expect(chooseEncoding("", both)).toBeUndefined();
    expect(chooseEncoding("identity", both)).toBeUndefined();
    expect(chooseEncoding("deflate", both)).toBeUndefined();
    expect(chooseEncoding("br", ["gzip"])).toBeUndefined();
    expect(chooseEncoding("br, gzip", [])).toBeUndefined();
    expect(chooseEncoding("br;q=abc", both)).toBeUndefined();
  });
});

// Prints the English left on Malayalam pages: `node scripts/untranslated-scan.ts http://127.0.0.1:5399 /ml /ml/about`.
// With a Cookie header in COOKIE, signed-in pages too. Exit code 1 when anything is found.
import "./support/app-imports.ts";

const { untranslatedTexts } = await import("../tests/support/untranslated.ts");
const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) {
  console.error("usage: node scripts/untranslated-scan.ts BASE_URL /ml/path …");
  process.exit(2);
}
let total = 0;
for (const path of paths) {
  const response = await fetch(new URL(path, base), {
    headers: process.env.COOKIE ? { cookie: process.env.COOKIE } : {},
    redirect: "manual",
  });
  const found = untranslatedTexts(await response.text());
  total += found.length;
  console.log(`${path} ${response.status}: ${found.length === 0 ? "all Malayalam" : `${found.length} in English`}`);
  for (const item of found) console.log(`  ${JSON.stringify(item.text)}  (${item.where})`);
}
process.exit(total === 0 ? 0 : 1);

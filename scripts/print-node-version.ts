// The test command starts by proving which runtime npm scripts use (the system Node may be older).
const major = Number(process.versions.node.split(".")[0]);
console.log(`node ${process.version}`);
if (major < 24) {
  console.error("This project needs Node 24: run it through npm scripts, which use node_modules/.bin/node.");
  process.exit(1);
}

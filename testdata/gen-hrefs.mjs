// Regenerates testdata/hrefs.tsv: the href a WHATWG URL parser (node's URL)
// gives each line of href-inputs.txt, with https:// put before a line that
// starts with no scheme that linkify.WithSchemes (or WithEmail: mailto)
// may link. Run: node testdata/gen-hrefs.mjs > testdata/hrefs.tsv
import { readFileSync } from "node:fs";

const schemes = /^(https?|ftps?|sftp|ssh|git|ircs?|gemini|webcal|news|mailto|tel|sms|callto|geo|magnet|cid|xmpp|matrix):/i;
const lines = readFileSync(new URL("./href-inputs.txt", import.meta.url), "utf8").split("\n");
console.log(`# input\thref (node ${process.version} new URL(...).href)`);
for (const line of lines) {
  if (line === "") continue;
  const url = schemes.test(line) ? line : "https://" + line;
  console.log(`${line}\t${new URL(url).href}`);
}

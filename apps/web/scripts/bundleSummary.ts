/**
 * Text summary of `npm run analyze`'s data (rollup-plugin-visualizer's raw-data template): the largest chunks and
 * the largest modules of each, Brotli bytes as the server sends them.
 *
 *   npx tsx scripts/bundleSummary.ts stats/bundle.json [chunks=15] [modules=6]
 */
import { readFileSync } from "node:fs";

type Tree = { name: string; uid?: string; children?: Tree[] };
type Data = {
  tree: Tree;
  nodeParts: Record<string, { brotliLength: number }>;
  nodeMetas: Record<string, { id: string; moduleParts: Record<string, string> }>;
};
const [file = "stats/bundle.json", chunkCount = "15", moduleCount = "6"] = process.argv.slice(2);
const data = JSON.parse(readFileSync(file, "utf8")) as Data;
const metaOf = new Map<string, string>();
for (const meta of Object.values(data.nodeMetas))
  for (const part of Object.values(meta.moduleParts)) metaOf.set(part, meta.id);

function leaves(node: Tree): { id: string; bytes: number }[] {
  if (node.uid)
    return [{ id: metaOf.get(node.uid) ?? node.name, bytes: data.nodeParts[node.uid]?.brotliLength ?? 0 }];
  return (node.children ?? []).flatMap(leaves);
}
const short = (id: string) =>
  id
    .replace(/^.*node_modules\//, "")
    .replace(/^.*\/apps\/web\/src\//, "src/")
    .replace(/^.*\/packages\//, "packages/");
const chunks = (data.tree.children ?? [])
  .filter((chunk) => chunk.name.endsWith(".js"))
  .map((chunk) => {
    const modules = leaves(chunk).sort((a, b) => b.bytes - a.bytes);
    return { name: chunk.name, modules, bytes: modules.reduce((sum, m) => sum + m.bytes, 0) };
  })
  .sort((a, b) => b.bytes - a.bytes);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`${chunks.length} chunks, ${kb(chunks.reduce((s, c) => s + c.bytes, 0))} Brotli (modules' sum)`);
for (const chunk of chunks.slice(0, Number(chunkCount))) {
  console.log(
    `\n${chunk.name.replace(/^assets\//, "")}  ${kb(chunk.bytes)}, ${chunk.modules.length} modules`,
  );
  for (const module of chunk.modules.slice(0, Number(moduleCount)))
    console.log(`  ${kb(module.bytes).padStart(9)}  ${short(module.id)}`);
}

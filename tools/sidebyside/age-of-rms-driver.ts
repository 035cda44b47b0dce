// Times age-of-rms's own entry points on scripts, as OpenAoK's `generate --repeat` times ours:
// the script read and the whole map made, once cold, then RUNS more; prints one line a script.
// Bundled by tools/sidebyside/run into a copy of age-of-rms (the imports are relative to its root).
import { readFileSync } from "node:fs";
import { parseRms } from "./src/parser/parser";
import { buildLanguageIndex } from "./src/parser/language";
import { generatePreview } from "./src/preview/generator/index";
import language from "./reference/data/language.json";
import gameConstants from "./reference/data/game-constants.json";

const [runsArg, playersArg, sizeName, seedArg, ...files] = process.argv.slice(2);
const runs = Number(runsArg);
const settings = { playerCount: Number(playersArg), mapSize: sizeName, teams: [0, 0, 0, 0, 0, 0, 0, 0] };
const refDb = { language: buildLanguageIndex(language as never), constants: (gameConstants as { constants: never[] }).constants };

for (const file of files) {
  const source = readFileSync(file, "utf8");
  const warm: number[] = [];
  let cold = 0;
  let dim = 0;
  let objects = 0;
  for (let i = 0; i <= runs; i++) {
    const t0 = process.hrtime.bigint();
    const parse = parseRms(source, language as never);
    const result = generatePreview(parse, refDb as never, settings as never, { seed: Number(seedArg), collectSnapshots: false });
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (i === 0) cold = ms;
    else warm.push(ms);
    dim = result.dim;
    objects = result.objects.length;
  }
  warm.sort((a, b) => a - b);
  console.log(`${file}\t${dim} tiles, ${objects} objects\tcold ${cold.toFixed(1)}\tmin ${warm[0].toFixed(1)}\tmedian ${warm[warm.length >> 1].toFixed(1)}`);
}

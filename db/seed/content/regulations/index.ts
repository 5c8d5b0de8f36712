// Seed laws and regulations for 法律法规: real texts with their issuers, 文号, dates and timeliness,
// the bodies excerpted article by article from the official texts (…… marks what is left out).
import { administrativeSeeds } from "./administrative.ts";
import { departmentalSeeds } from "./departmental.ts";
import { judicialSeeds } from "./judicial.ts";
import type { RegulationSeed } from "./kit.ts";
import { lawSeeds } from "./laws.ts";
import { localSeeds } from "./local.ts";

export type { RegulationSeed };

/** All seed texts, highest level of force first. */
export function regulationSeeds(): RegulationSeed[] {
  return [...lawSeeds, ...administrativeSeeds, ...judicialSeeds, ...departmentalSeeds, ...localSeeds];
}

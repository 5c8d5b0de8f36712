import type { LevelName, Timeliness } from "../../../../core/regulations.ts";

/**
 * One law, regulation or judicial interpretation as seeded. `text` is the body one line per heading
 * (编/章/节), article (第X条) or paragraph; the first line is the 题注 (passage history) where the
 * official text has one, and a line "……" marks articles left out of the excerpt.
 */
export type RegulationSeed = {
  title: string;
  level: LevelName;
  issuer: string;
  /** 发文字号; empty where it is not given. */
  docNo: string;
  issuedOn: string;
  effectiveOn: string;
  timeliness: Timeliness;
  /** GB/T 2260 code of the issuing area; absent for national texts. */
  regionCode?: string;
  summary: string;
  /**
   * The body; empty for a text in force whose full text the library does not hold yet (never
   * written from memory): such an entry carries `sourceUrl` instead.
   */
  text: string[];
  /** For a text 已修改: the title of the seeded version in force. */
  current?: string;
  /** The official publication, for an entry without text. */
  sourceUrl?: string;
};

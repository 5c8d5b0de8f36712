// Shapes of the seeded articles. Bodies are written as lawyers write: 一、二、 headings, then paragraphs.
export type ArticleSeed = {
  /** The author's user id: lawyers 101–112 (db/seed/lawyers) or the demo lawyer, user 3. */
  author: number;
  title: string;
  body: string;
  recommended?: boolean;
};

/** A legal-knowledge entry: a question as a reader would ask it and the answer citing the law. */
export type KnowledgeSeed = { author: number; classification: string; title: string; question: string; answer: string };

/** Joins paragraphs written one per array item, so the source stays readable. */
export const paras = (...lines: string[]): string => lines.join("\n");

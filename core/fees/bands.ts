// Cumulative band arithmetic (分段累计) shared by the three calculators, in integer fen.
//
// Rounding rule: a band's fee is (fen in the band) × rate, rounded half-up to the fen. Every full band
// of Articles 13 and 14 comes to whole yuan (e.g. 9万 × 2.5% = 2,250元), so only the band holding the
// top of the amount can leave a fraction of a fen: rounding per band therefore equals rounding the
// exact total once, and the rows of a breakdown always add up to the total shown.

export type FeeLine = {
  /** The regulation's wording of the band or charge, e.g. 超过1万元至10万元的部分. */
  label: string;
  /** Fen of the amount falling in this band; null for a per-case charge or an adjustment. */
  baseFen: number | null;
  /** "2.5%", "按件" for a per-case charge; null for an adjustment (halving, the cap). */
  rate: string | null;
  minFen: number;
  maxFen: number;
};

/** min = max unless the regulation gives a range (每件交纳50元至300元). */
export type FeeResult = { minFen: number; maxFen: number; lines: FeeLine[] };
export type FeeOutcome = { ok: true; result: FeeResult } | { ok: false; error: string };

/** The first band is a fixed charge per case (possibly 0: 不另行交纳); the others are ‰ of the band. */
export type Band = { label: string; upToFen: number | null } & ({ fixedFen: number } | { permille: number });

export const WAN = 1_000_000; // 1万元 in fen

/** round(numerator / denominator), halves away from zero; both non-negative safe integers. */
export function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export function rateText(permille: number): string {
  return `${permille / 10}%`;
}

/** A charge per case of the regulation, in whole yuan: 每件交纳50元至300元. */
export function perCase(label: string, minYuan: number, maxYuan: number): FeeLine {
  return { label, baseFen: null, rate: "按件", minFen: minYuan * 100, maxFen: maxYuan * 100 };
}

/** The breakdown of `amountFen` over `bands`: one line per band the amount reaches. */
export function cumulative(amountFen: number, bands: readonly Band[]): FeeLine[] {
  const lines: FeeLine[] = [];
  let lower = 0;
  for (const band of bands) {
    if (amountFen <= lower && lines.length > 0) break;
    const baseFen = Math.min(amountFen, band.upToFen ?? amountFen) - lower;
    const fee = "fixedFen" in band ? band.fixedFen : roundHalfUp(baseFen * band.permille, 1000);
    lines.push({ label: band.label, baseFen, rate: "fixedFen" in band ? "按件" : rateText(band.permille), minFen: fee, maxFen: fee });
    if (band.upToFen === null) break;
    lower = band.upToFen;
  }
  return lines;
}

/** Totals of a breakdown: the rows always add up to what is shown. */
export function total(lines: readonly FeeLine[]): FeeResult {
  let minFen = 0;
  let maxFen = 0;
  for (const line of lines) {
    minFen += line.minFen;
    maxFen += line.maxFen;
  }
  return { minFen, maxFen, lines: [...lines] };
}

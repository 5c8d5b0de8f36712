// The shape of one seed clause. Bodies are contract text ready to paste (甲方/乙方 as in most
// contracts, blanks as ____); tips (使用提示) say when to use the clause and what to adjust.
export type ClauseSeed = { category: string; title: string; body: string; tips: string };

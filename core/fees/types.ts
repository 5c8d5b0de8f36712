// The nine case types of the litigation-fee calculator (SPEC §3, §9), each tied to its item of
// Article 13 of 诉讼费用交纳办法 (国务院令第481号).
//   isCheck 1: an amount is required; 2: a range per case plus an optional amount; 3: no amount.
//   isProperty: an amount, when given, is charged by the property-case bands of Article 13(一).

export type IsCheck = 1 | 2 | 3;

export type LawsuitFeeType = {
  value: number;
  text: string;
  isCheck: IsCheck;
  isProperty: boolean;
  /** The field's name when an amount applies. */
  amountLabel?: string;
  /** Where the charge is laid down, shown beside the result. */
  basis: string;
};

export const LAWSUIT_FEE_TYPES: readonly LawsuitFeeType[] = [
  { value: 1, text: "财产案件", isCheck: 1, isProperty: true, amountLabel: "诉讼请求金额", basis: "第十三条第（一）项" },
  { value: 2, text: "离婚案件", isCheck: 2, isProperty: false, amountLabel: "涉及分割的财产总额", basis: "第十三条第（二）项第1目" },
  { value: 3, text: "侵害人格权案件", isCheck: 2, isProperty: false, amountLabel: "损害赔偿金额", basis: "第十三条第（二）项第2目" },
  { value: 4, text: "其他非财产案件", isCheck: 3, isProperty: false, basis: "第十三条第（二）项第3目" },
  { value: 5, text: "知识产权民事案件", isCheck: 2, isProperty: true, amountLabel: "争议金额", basis: "第十三条第（三）项" },
  { value: 6, text: "劳动争议案件", isCheck: 3, isProperty: false, basis: "第十三条第（四）项" },
  { value: 7, text: "商标、专利、海事行政案件", isCheck: 3, isProperty: false, basis: "第十三条第（五）项第1目" },
  { value: 8, text: "其他行政案件", isCheck: 3, isProperty: false, basis: "第十三条第（五）项第2目" },
  { value: 9, text: "管辖权异议不成立的案件", isCheck: 3, isProperty: false, basis: "第十三条第（六）项" },
];

export function feeType(value: number): LawsuitFeeType | undefined {
  return LAWSUIT_FEE_TYPES.find((t) => t.value === value);
}

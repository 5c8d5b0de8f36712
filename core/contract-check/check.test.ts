import { describe, expect, it } from "vitest";
import { checkContract as check, detectKind } from "./check";
import { KIND_SEEDS } from "./kinds";
import { CIVIL_CODE, LABOUR_ARBITRATION_LAW, LABOUR_CONTRACT_LAW } from "./laws";
import { durationAt, figureAmounts, monthsBetween, percentAt } from "./numbers";
import { probationLimit } from "./rules";

const checkContract = (text: string, kind?: string) => check(text, KIND_SEEDS, kind);
const rules = (text: string, kind?: string) => checkContract(text, kind).findings.map((f) => f.rule);
const kindOf = (text: string) => detectKind(text, KIND_SEEDS)?.key;

const LABOUR = `劳动合同
甲方（用人单位）：上海启明信息技术有限公司
乙方（劳动者）：王小明
一、劳动合同期限
本合同期限为一年，自2026年1月1日起至2026年12月31日止。其中试用期为七个月。
二、工作内容和工作地点
乙方同意在软件开发岗位工作，工作地点为上海市浦东新区。
三、工作时间和休息休假
甲方实行标准工时制，乙方依法享受法定节假日、年休假等休息休假。
四、劳动报酬
乙方月工资为人民币12,000元（大写：人民币壹万贰仟元整），于每月15日前发放。
五、社会保险
甲方依法为乙方缴纳社会保险。
六、劳动保护、劳动条件和职业危害防护
甲方为乙方提供符合国家规定的劳动条件和劳动保护。
甲方（盖章）：上海启明信息技术有限公司
乙方（签字）：王小明`;

describe("合同体检", () => {
  it("contract check: a 7-month probation on a 1-year labour contract breaks 劳动合同法第十九条", () => {
    const report = checkContract(LABOUR);
    expect(report.kind).toBe("labour");
    const finding = report.findings.find((f) => f.rule === "probation-limit");
    expect(finding).toMatchObject({
      severity: "high",
      citations: [
        { law: LABOUR_CONTRACT_LAW, article: 19 },
        { law: LABOUR_CONTRACT_LAW, article: 83 },
      ],
    });
    expect(finding?.reason).toContain("试用期最长2个月");
    expect(report.text.slice(finding?.at?.start, finding?.at?.end)).toContain("试用期为七个月");
  });

  it("contract check: a labour contract without a dispute clause is told the labour arbitration route", () => {
    const finding = checkContract(LABOUR).findings.find((f) => f.rule === "missing-dispute");
    expect(finding?.citations).toEqual([{ law: LABOUR_ARBITRATION_LAW, article: 5 }]);
    expect(finding?.suggestion).toMatchObject({ text: expect.stringContaining("劳动争议仲裁委员会") });
    expect(rules(`${LABOUR}\n七、争议解决\n因本合同发生争议的，可以向劳动争议仲裁委员会申请仲裁。`)).not.toContain("missing-dispute");
  });

  it("contract check: the statutory clauses present raise no missing-clause finding", () => {
    expect(rules(LABOUR).filter((r) => r.startsWith("missing-"))).toEqual(["missing-dispute"]);
    expect(rules(LABOUR.replace("五、社会保险\n甲方依法为乙方缴纳社会保险。\n", ""))).toContain("missing-labour-insurance");
  });

  it("contract check: probation limits follow the term — none under 3 months, 1, 2, then 6 months", () => {
    expect([2, 3, 11, 12, 35, 36, Number.POSITIVE_INFINITY].map(probationLimit)).toEqual([null, 1, 1, 2, 2, 6, 6]);
    const labour = (term: string, trial: string) => rules(`劳动合同 用人单位与劳动者约定：劳动合同期限${term}。试用期${trial}。`);
    expect(labour("为一年", "为两个月")).not.toContain("probation-limit");
    expect(labour("为一年", "为63日")).toContain("probation-limit");
    expect(labour("为二个月", "为十五天")).toContain("probation-limit");
    expect(labour("：自2026年3月1日起至2029年2月28日止", "为六个月")).not.toContain("probation-limit");
    expect(labour("：自2026年3月1日起至2029年2月27日止", "为六个月")).toContain("probation-limit");
    expect(rules("劳动合同 用人单位与劳动者订立无固定期限劳动合同。试用期为6个月。")).not.toContain("probation-limit");
    expect(rules("劳动合同 用人单位与劳动者订立以完成一定工作任务为期限的劳动合同。试用期为1个月。")).toContain("probation-limit");
  });

  it("contract check: 定金 above 20 % of the contract amount cites 民法典第五百八十六条", () => {
    const sale = (deposit: string) => rules(`买卖合同 合同总价为人民币100,000元。买受人于签约后三日内支付定金${deposit}。`);
    expect(sale("人民币30,000元")).toContain("earnest-over-20");
    expect(sale("人民币20,000元")).not.toContain("earnest-over-20");
    expect(rules("买卖合同 定金为合同总价的百分之三十。")).toContain("earnest-over-20");
    expect(rules("买卖合同 定金为合同总价的20%。")).not.toContain("earnest-over-20");
    const finding = checkContract("买卖合同 定金为合同总价的30%。").findings.find((f) => f.rule === "earnest-over-20");
    expect(finding?.citations[0]).toEqual({ law: CIVIL_CODE, article: 586 });
  });

  it("contract check: a 违约金 of half the contract amount is flagged as likely to be reduced, 20 % is not", () => {
    expect(rules("违约方应按合同总额的50%向守约方支付违约金。")).not.toContain("penalty-high");
    expect(rules("违约方应支付违约金，违约金为合同总额的50%。")).toContain("penalty-high");
    expect(rules("违约方应支付违约金，违约金为合同总额的20%。")).not.toContain("penalty-high");
  });

  it("contract check: a lease over twenty years breaks 民法典第七百零五条", () => {
    expect(rules("房屋租赁合同 出租人与承租人约定租赁期限为二十五年。", "lease")).toContain("lease-over-20-years");
    expect(rules("房屋租赁合同 出租人与承租人约定租赁期限为20年。", "lease")).not.toContain("lease-over-20-years");
    expect(rules("房屋租赁合同 租赁期限：自2026年1月1日起至2050年12月31日止。", "lease")).toContain("lease-over-20-years");
  });

  it("contract check: an amount in capitals that differs from the figures is found, a matching one is not", () => {
    expect(rules("合同总价为人民币12,300元（大写：人民币壹万贰仟元整）。")).toContain("capitals-mismatch");
    expect(rules("合同总价为人民币12,300元（大写：人民币壹万贰仟叁佰元整）。")).not.toContain("capitals-mismatch");
    expect(rules("合同总价为1.5万元（大写：壹万伍仟元整）。")).not.toContain("capitals-mismatch");
    const finding = checkContract("价款为人民币12,300元（大写：人民币壹万贰仟元整）。").findings.find((f) => f.rule === "capitals-mismatch");
    expect(finding?.reason).toContain("壹万贰仟叁佰元整");
  });

  it("contract check: dates out of order and dates that do not exist are found", () => {
    expect(rules("服务期限自2026年5月1日起至2026年4月30日止。")).toContain("dates-out-of-order");
    expect(rules("服务期限自2026年2月30日起至2026年4月30日止。")).toContain("date-invalid");
    expect(rules("服务期限自2026年5月1日起至2026年5月31日止。")).not.toContain("dates-out-of-order");
  });

  it("contract check: blanks left and party names spelled differently are found", () => {
    const blanks = checkContract("甲方：________ 乙方：李四 租金为每月____元。").findings.find((f) => f.rule === "blanks-left");
    expect(blanks?.title).toBe("有2处空白未填写");
    expect(rules("甲方：北京云帆科技有限公司\n……\n甲方（盖章）：北京云帆科技公司")).toContain("party-names-differ");
    expect(rules("甲方：北京云帆科技有限公司\n……\n甲方（盖章）：北京云帆科技有限公司")).not.toContain("party-names-differ");
  });

  it("contract check: the kind is read from the text unless the user chooses one", () => {
    expect(kindOf("出租人将房屋出租给承租人")).toBe("lease");
    expect(kindOf("出卖人向买受人交付货物")).toBe("sale");
    expect(kindOf("甲乙双方就技术服务达成协议")).toBe("general");
    expect(kindOf(`用人单位${"。".repeat(300)}劳动者`)).toBe("labour");
    expect(kindOf(`用人单位${"。".repeat(401)}劳动者`)).toBe("general");
    expect(checkContract("甲乙双方就技术服务达成协议，全文共二十个字以上。", "sale").kind).toBe("sale");
  });

  it("contract check: numbers as contracts write them — full-width digits, Chinese numerals, 万元, 百分之", () => {
    expect(durationAt("为七个月")?.months).toBe(7);
    expect(durationAt("为两年")?.months).toBe(24);
    expect(durationAt("2026年1月1日")).toBeNull();
    expect(figureAmounts("人民币1.5万元 与 ¥2,000.50")).toMatchObject([{ fen: 1_500_000 }, { fen: 200_050 }]);
    expect(percentAt("的百分之二十五")).toBe(25);
    expect(monthsBetween({ y: 2026, m: 1, d: 1 }, { y: 2026, m: 12, d: 31 })).toBe(12);
    expect(rules("劳动合同 用人单位与劳动者约定：劳动合同期限为１年。试用期为３个月。")).toContain("probation-limit");
  });
});

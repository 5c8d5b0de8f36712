import { describe, expect, it } from "vitest";
import { idCheckChar } from "../certification";
import { addressDetail, pickedRegion, REGION_SUFFIX, regionText, withDetail, withRegion } from "./address";
import { applyConfirmed, type Blank, blanksOf, fieldsOf } from "./blanks";
import { amountFen, fillParts, fillText, valueError, valueErrors } from "./fill";

const LEASE = [
  "房屋租赁合同",
  "",
  "甲方（出租人）：________________________",
  "统一社会信用代码：______________________",
  "联系电话：______________　电子邮箱：______________",
  "",
  "乙方（承租人）：________________________",
  "身份证号码：______________________",
  "住址：______________________________",
  "",
  "第一条　租赁期限",
  "租赁期限自________年____月____日起至________年____月____日止，共____个月。",
  "第二条　租金",
  "1. 该房屋月租金为人民币（大写）________________元（¥____________）。",
  "2. 乙方应当于每期开始前____日支付当期租金。",
  "第三条　押金",
  "1. 乙方向甲方支付押金人民币________元。",
  "2. 甲方应当在____日内退还押金；逾期的，每日按____%支付违约金。",
  "（以下无正文）",
  "",
  "甲方（签字）：____________",
  "",
  "乙方（盖章）：",
  "法定代表人或授权代表（签字）：____________",
  "",
  "签订日期：________年____月____日",
].join("\n");

const blanks = blanksOf(LEASE);
const one = (label: string): Blank => {
  const b = blanks.find((x) => x.label === label);
  if (!b) throw new Error(`no blank labelled ${label}: ${blanks.map((x) => x.label).join(" / ")}`);
  return b;
};

describe("blanksOf", () => {
  it.each([
    ["甲方（出租人）：____", "甲方（出租人）", "party"],
    ["月租金为人民币____元", "月租金", "amount"],
    ["统一社会信用代码：____", "统一社会信用代码", "uscc"],
    ["统一社会信用代码／身份证号码：____", "统一社会信用代码／身份证号码", "usccOrId"],
    ["身份证号码：____", "身份证号码", "idNumber"],
    ["联系电话：____", "联系电话", "phone"],
    ["电子邮箱：____", "电子邮箱", "email"],
    ["住所：____", "住所", "address"],
    ["签订日期：____年__月__日", "签订日期", "date"],
    ["逾期的，每日按____%支付", "每日按", "percent"],
    ["甲方应当在____日内退还", "甲方应当", "days"],
    ["共____个月。", "共…个月", "months"],
    ["保密期限为____年。", "保密期限", "years"],
    ["按照日租金的____倍支付", "按照日租金的", "number"],
    ["该房屋用于________________。", "该房屋用于", "text"],
  ])("label and type: %s → %s (%s)", (text, label, type) => {
    const [b] = blanksOf(text);
    expect(b?.label).toBe(label);
    expect(b?.type).toBe(type);
  });

  it("a date written ____年____月____日 is one blank", () => {
    const dates = blanksOf("签订日期：________年____月____日");
    expect(dates).toHaveLength(1);
    expect(dates[0]?.type).toBe("date");
    expect(blanksOf("签订日期：＿＿年＿＿月＿＿日")).toHaveLength(1);
  });

  it("a term from one date to another asks for its start and its end", () => {
    const term = blanks.filter((b) => b.clause?.startsWith("第一条") && b.type === "date").map((b) => b.label);
    expect(term).toEqual(["租赁期限（起）", "租赁期限（止）"]);
  });

  it("a blank after a sentence break or a checkbox takes the words of its own sentence", () => {
    expect(one("共…个月").type).toBe("months");
    const [other, number] = blanksOf("权属证明文件为□不动产权证书　□________，编号为________").filter((b) => b.type !== "choice");
    expect([other?.label, number?.label]).toEqual(["权属证明文件（其他）", "编号"]);
  });

  it("each blank knows its clause, and the header and signature block have none", () => {
    expect(one("乙方应当于每期开始前").clause).toBe("第二条　租金");
    expect(one("统一社会信用代码").clause).toBeNull();
    expect(one("签订日期").clause).toBeNull();
  });

  it("a party's block gives its lines their party; a label naming a party gives it too", () => {
    expect(one("统一社会信用代码").party).toBe("甲方");
    expect(one("身份证号码").party).toBe("乙方");
    expect(one("住址").party).toBe("乙方");
    expect(one("乙方向甲方支付押金").party).toBe("乙方");
    expect(one("该房屋月租金").party).toBeNull();
  });

  it("a party's name in the header and in the signature block is asked once, under the header's label", () => {
    const names = blanks.filter((b) => b.type === "party" && b.party === "甲方");
    expect(names).toHaveLength(2);
    expect(new Set(names.map((b) => b.key)).size).toBe(1);
    const field = fieldsOf(blanks).find((f) => f.key === names[0]?.key);
    expect(field).toMatchObject({ label: "甲方（出租人）", places: 2 });
  });

  it("the same label in two parties' blocks is two questions", () => {
    const phones = blanksOf("甲方：____\n联系电话：____\n\n乙方：____\n联系电话：____").filter((b) => b.type === "phone");
    expect(phones.map((b) => b.key)).toEqual(["甲方·联系电话", "乙方·联系电话"]);
  });

  it("the same number of days in two clauses is two questions", () => {
    const days = blanksOf("第一条　甲\n甲方应当在____日内通知。\n第二条　乙\n甲方应当在____日内通知。");
    expect(fieldsOf(days)).toHaveLength(2);
  });

  it("an amount in capitals is not asked: it spells out the amount in figures beside it", () => {
    const words = one("该房屋月租金");
    expect(words.type).toBe("amountWords");
    const figures = blanks.find((b) => b.type === "amount" && b.label === "该房屋月租金");
    expect(words.of).toBe(figures?.key);
    const asked = fieldsOf(blanks).filter((f) => f.label === "该房屋月租金");
    expect(asked).toEqual([expect.objectContaining({ type: "amount" })]);
  });

  it("an amount in capitals written after the figures is tied to them too", () => {
    const [figures, words] = blanksOf("价款为人民币________元（大写：____________）");
    expect(figures?.type).toBe("amount");
    expect(words).toMatchObject({ type: "amountWords", of: figures?.key });
  });

  it("a signature line is left for the hand and not asked", () => {
    const sign = blanks.find((b) => b.label.startsWith("法定代表人或授权代表"));
    expect(sign?.type).toBe("sign");
    expect(fieldsOf(blanks).some((f) => f.type === "sign")).toBe(false);
  });
});

describe("fillText", () => {
  const values = {
    [one("甲方（出租人）").key]: "上海安居房屋租赁有限公司",
    [blanks.find((b) => b.type === "amount" && b.label === "该房屋月租金")?.key ?? ""]: "12300",
    [one("签订日期").key]: "2026-03-01",
  };
  const filled = fillText(LEASE, blanks, values);

  it("fills every place of a value asked once", () => {
    expect(filled).toContain("甲方（出租人）：上海安居房屋租赁有限公司");
    expect(filled).toContain("甲方（签字）：上海安居房屋租赁有限公司");
  });

  it("writes the amount in capitals beside the figures", () => {
    expect(filled).toContain("该房屋月租金为人民币（大写）壹万贰仟叁佰元整（¥12,300.00）");
  });

  it("writes a date in words", () => {
    expect(filled).toContain("签订日期：2026年3月1日");
  });

  it("leaves unfilled blanks as they are", () => {
    expect(filled).toContain("身份证号码：______________________");
    expect(filled).toContain("法定代表人或授权代表（签字）：____________");
    expect(fillText(LEASE, blanks, {})).toBe(LEASE);
  });

  it("marks which parts of the preview are filled", () => {
    const parts = fillParts(LEASE, blanks, values);
    expect(parts.filter((p) => p.filled).map((p) => p.text)).toContain("壹万贰仟叁佰元整");
    expect(parts.map((p) => p.text).join("")).toBe(filled);
  });
});

describe("values checked by type", () => {
  const id17 = "11010519491231002";
  it.each([
    ["uscc", "91350100M000100Y43", null],
    ["uscc", "91350100M000100Y44", "统一社会信用代码：统一社会信用代码不正确，请核对 18 位代码"],
    ["idNumber", `${id17}${idCheckChar(id17)}`, null],
    ["idNumber", `${id17}${idCheckChar(id17) === "0" ? "1" : "0"}`, "身份证号码：身份证号码不正确，请核对 18 位号码及最后一位校验码"],
    ["usccOrId", "91350100M000100Y43", null],
    ["phone", "13812345678", null],
    ["phone", "021-62345678", null],
    ["phone", "1381234567", "联系电话：请填写正确的手机号或固定电话"],
    ["date", "2026-02-28", null],
    ["date", "2026-02-30", "签订日期：请选择正确的日期"],
    ["amount", "12,300.50", null],
    ["amount", "12300.505", "月租金：请填写金额，最多两位小数"],
    ["amount", "一万", "月租金：请填写金额，最多两位小数"],
    ["percent", "0.05", null],
    ["percent", "120", "违约金比例：请填写 0 到 100 之间的百分比数值"],
    ["days", "15", null],
    ["days", "1.5", "期限：请填写天数（整数）"],
    ["text", "", null],
  ] as const)("%s %s", (type, value, error) => {
    const label = {
      uscc: "统一社会信用代码",
      idNumber: "身份证号码",
      phone: "联系电话",
      date: "签订日期",
      amount: "月租金",
      percent: "违约金比例",
      days: "期限",
    }[type as string];
    expect(valueError({ label: label ?? "用途", type }, value)).toBe(error);
  });

  it("an amount is read exactly in fen, at most 2 decimals", () => {
    expect(amountFen("12,300.5")).toBe(1230050);
    expect(amountFen("¥0.07")).toBe(7);
    expect(amountFen("1,23")).toBeNull();
    expect(amountFen("1000000000000")).toBeNull();
  });

  it("collects the errors of a form by field", () => {
    const fields = fieldsOf(blanks);
    const phone = fields.find((f) => f.type === "phone");
    expect(valueErrors(fields, { [phone?.key ?? ""]: "123" })).toEqual({ [phone?.key ?? ""]: "联系电话：请填写正确的手机号或固定电话" });
  });
});

describe("choices between alternatives", () => {
  const choiceOf = (text: string) => fieldsOf(blanksOf(text)).filter((f) => f.type === "choice");

  it.each([
    ["付款方式为□一次性支付　□分期支付。", "付款方式", ["一次性支付", "分期支付"]],
    ["由□甲方　□乙方负责办理，另一方予以配合。", "由（甲方／乙方负责办理）", ["甲方", "乙方负责办理"]],
    ["权属证明文件为□不动产权证书　□________，编号为________", "权属证明文件", ["不动产权证书", "其他"]],
    [
      "合同价款为人民币________元，采用□固定总价　□固定综合单价（钢结构按吨计价，单价为每吨人民币________元）。",
      "采用",
      ["固定总价", "固定综合单价（钢结构按吨计价，单价为每吨人民币____元）"],
    ],
    [
      "费用为________（□无偿　□从收购款中扣除　□乙方另行支付），种子应当合格。",
      "无偿／从收购款中扣除／乙方另行支付",
      ["无偿", "从收购款中扣除", "乙方另行支付"],
    ],
    ["使用性质：☐非营运　☐营运；", "使用性质", ["非营运", "营运"]],
  ])("choice of boxes: %s → %s", (text, label, options) => {
    expect(choiceOf(text)).toEqual([expect.objectContaining({ label, options })]);
  });

  it("choice of boxes: two lists in one sentence are two questions; a lone box is a tick for the hand", () => {
    const two = choiceOf("代理服务费按照□中标金额的____%　□固定金额人民币________元计算，由□委托人　□中标人支付。");
    expect(two.map((c) => c.options)).toEqual([
      ["中标金额的____%", "固定金额人民币____元计算"],
      ["委托人", "中标人支付"],
    ]);
    expect(new Set(two.map((c) => c.key)).size).toBe(2);
    expect(choiceOf("□不设担保。")).toEqual([]);
    expect(choiceOf("代理权限为□一般代理　□特别授权。特别授权的，具体包括：□进行和解　□提起反诉").map((c) => c.options)).toEqual([
      ["一般代理", "特别授权"],
      ["进行和解", "提起反诉"],
    ]);
  });

  it("choice of boxes: the chosen box is ticked (□ → ■, ☐ → ☑), the others stay for the reader to see", () => {
    const text = "付款方式为□一次性支付　□分期支付。使用性质：☐非营运　☐营运；";
    const b = blanksOf(text);
    const [pay, use] = fieldsOf(b);
    expect(fillText(text, b, { [pay?.key ?? ""]: "2", [use?.key ?? ""]: "1" })).toBe("付款方式为□一次性支付　■分期支付。使用性质：☑非营运　☐营运；");
    expect(fillText(text, b, {})).toBe(text);
  });

  it("choice of boxes: a blank inside an option is asked only while that option is chosen, and 其他 is written in", () => {
    const text = "权属证明文件为□不动产权证书　□________，编号为________。";
    const b = blanksOf(text);
    const [choice, other, number] = fieldsOf(b);
    expect(other).toMatchObject({ label: "权属证明文件（其他）", type: "text", within: { key: choice?.key, index: 2 } });
    expect(number?.label).toBe("编号");
    const values = { [choice?.key ?? ""]: "2", [other?.key ?? ""]: "房屋所有权证", [number?.key ?? ""]: "沪2020-01" };
    expect(fillText(text, b, values)).toBe("权属证明文件为□不动产权证书　■房屋所有权证，编号为沪2020-01。");
    expect(fillText(text, b, { ...values, [choice?.key ?? ""]: "1" })).toBe("权属证明文件为■不动产权证书　□________，编号为沪2020-01。");
  });

  const PLANS = [
    "第四条　付款方式",
    "方案一：一次性支付，乙方于签约后____日内付清。",
    "方案二：分期支付：",
    "（1）首期支付合同价款的____%；",
    "（2）余款于验收后____日内付清。",
    "第五条　违约责任",
    "逾期付款的，每日按____%支付违约金。",
  ].join("\n");
  const planBlanks = blanksOf(PLANS);
  const planFields = fieldsOf(planBlanks);
  const plan = planFields.find((f) => f.type === "choice");
  const inPlan = (index: number) => planFields.filter((f) => f.within?.index === index && f.within.key === plan?.key);

  it("choice of 方案: alternative paragraphs are one question named after their clause", () => {
    expect(plan).toMatchObject({ label: "付款方式", options: ["方案一：一次性支付，乙方于签约后____日内付清。", "方案二：分期支付："] });
    expect(inPlan(1)).toHaveLength(1);
    expect(inPlan(2)).toHaveLength(2);
    expect(planFields.find((f) => f.clause?.startsWith("第五条"))?.within).toBeUndefined();
  });

  it("choice of 方案: the chosen one stays without its marker, the others are removed with what is in them", () => {
    const [days] = inPlan(1);
    const [first, rest] = inPlan(2);
    const values = { [plan?.key ?? ""]: "2", [days?.key ?? ""]: "10", [first?.key ?? ""]: "30", [rest?.key ?? ""]: "15" };
    expect(fillText(PLANS, planBlanks, values)).toBe(
      [
        "第四条　付款方式",
        "分期支付：",
        "（1）首期支付合同价款的30%；",
        "（2）余款于验收后15日内付清。",
        "第五条　违约责任",
        "逾期付款的，每日按____%支付违约金。",
      ].join("\n"),
    );
    expect(fillText(PLANS, planBlanks, { ...values, [plan?.key ?? ""]: "1" })).toBe(
      ["第四条　付款方式", "一次性支付，乙方于签约后10日内付清。", "第五条　违约责任", "逾期付款的，每日按____%支付违约金。"].join("\n"),
    );
    expect(
      fillParts(PLANS, planBlanks, values)
        .map((p) => p.text)
        .join(""),
    ).toBe(fillText(PLANS, planBlanks, values));
  });

  it("choice: an answer that is not one of the options is refused; values of an option not chosen are not checked", () => {
    expect(valueError({ label: "付款方式", type: "choice", options: ["一次性支付", "分期支付"] }, "3")).toBe("付款方式：请选择一项");
    expect(valueError({ label: "付款方式", type: "choice", options: ["一次性支付", "分期支付"] }, "2")).toBeNull();
    const [first] = inPlan(2);
    expect(valueErrors(planFields, { [plan?.key ?? ""]: "2", [first?.key ?? ""]: "120" })).toHaveProperty([first?.key ?? ""]);
    expect(valueErrors(planFields, { [plan?.key ?? ""]: "1", [first?.key ?? ""]: "120" })).toEqual({});
  });
});

describe("addresses with the region picker", () => {
  it.each([
    [["浙江省", "杭州市", "西湖区"], "浙江省杭州市西湖区"],
    [["上海市", "上海市", "黄浦区"], "上海市黄浦区"],
    [["广东省", "东莞市", "东莞市"], "广东省东莞市"],
    [["北京市", "北京市", "北京市"], "北京市"],
  ])("address: the picked path %j reads %s", (names, text) => {
    expect(regionText(names)).toBe(text);
  });

  const key = "乙方·住址";
  const picked = withRegion({}, key, { code: "310101", text: "上海市黄浦区" });

  it.each([
    ["南京东路 100 号", "上海市黄浦区南京东路 100 号"],
    ["上海市黄浦区南京东路 100 号", "上海市黄浦区南京东路 100 号"],
    ["", "上海市黄浦区"],
  ])("address: region then detail %s → %s", (detail, text) => {
    expect(withDetail(picked, key, detail)[key]).toBe(text);
  });

  it("address: the picked district is kept beside the text, so a resumed draft reopens the picker there", () => {
    const typed = withDetail(picked, key, "南京东路 100 号");
    expect(typed[`${key}${REGION_SUFFIX}`]).toBe("310101|上海市黄浦区");
    expect(pickedRegion(typed, key)).toEqual({ code: "310101", text: "上海市黄浦区" });
    expect(addressDetail(typed[key] ?? "", "上海市黄浦区")).toBe("南京东路 100 号");
  });

  it("address: another region keeps the detail; clearing the region leaves the detail alone", () => {
    const typed = withDetail(picked, key, "人民大道 200 号");
    const moved = withRegion(typed, key, { code: "330106", text: "浙江省杭州市西湖区" });
    expect(moved[key]).toBe("浙江省杭州市西湖区人民大道 200 号");
    const cleared = withRegion(moved, key, null);
    expect(cleared).toEqual({ [key]: "人民大道 200 号" });
  });

  it("address: the filled text reads 省市区 + detail; an address typed without the picker stays as typed", () => {
    const text = "乙方（承租人）：____\n住址：____________";
    const b = blanksOf(text);
    const address = fieldsOf(b).find((f) => f.type === "address");
    expect(address?.key).toBe(key);
    expect(fillText(text, b, withDetail(picked, key, "南京东路 100 号"))).toBe("乙方（承租人）：____\n住址：上海市黄浦区南京东路 100 号");
    expect(fillText(text, b, withDetail({}, key, "香港中环皇后大道中 1 号"))).toBe("乙方（承租人）：____\n住址：香港中环皇后大道中 1 号");
  });
});

describe("confirmed blanks", () => {
  const text = "第一条　价款\n价款为人民币（大写）________元（¥________），项目编号________，付款方式为□现金　□转账。";
  const b = blanksOf(text);
  const [price, number, choice] = fieldsOf(b);

  it.each([
    ["a corrected type and label", { key: number?.key ?? "", type: "number", label: "项目编号（数字）" }, { type: "number", label: "项目编号（数字）" }],
    ["a choice relabelled stays a choice", { key: choice?.key ?? "", type: "choice", label: "付款方式" }, { type: "choice", label: "付款方式" }],
  ] as const)("confirmed blanks: %s", (_, confirmed, field) => {
    expect(fieldsOf(applyConfirmed(b, [confirmed])).find((f) => f.key === confirmed.key)).toMatchObject(field);
  });

  it("confirmed blanks: a blank marked 不需填写 is not asked and stays as written", () => {
    const skipped = applyConfirmed(b, [{ key: number?.key ?? "", type: "skip", label: "项目编号" }]);
    expect(fieldsOf(skipped).some((f) => f.key === number?.key)).toBe(false);
    expect(fillText(text, skipped, { [number?.key ?? ""]: "A-1" })).toContain("项目编号________");
  });

  it("confirmed blanks: capitals follow their figures only while those are an amount", () => {
    expect(price?.type).toBe("amount");
    const asText = applyConfirmed(b, [{ key: price?.key ?? "", type: "text", label: "价款" }]);
    expect(fillText(text, asText, { [price?.key ?? ""]: "100" })).toContain("人民币（大写）________元（¥100）");
    expect(fillText(text, b, { [price?.key ?? ""]: "100" })).toContain("人民币（大写）壹佰元整（¥100.00）");
  });
});

import { describe, expect, it } from "vitest";
import {
  canDeleteSubmission,
  canMoveSubmission,
  containedShare,
  hasContactAd,
  isSubmissionStatus,
  type PublishingActor,
  SUBMISSION_STATUS,
  type SubmissionStatus,
  shingles,
  submissionSources,
} from "./publishing";

const ALL = [0, 1, 2, 3] as const;

describe("my-template status table", () => {
  it("status table: exactly the listed edges, each for its one actor", () => {
    const allowed = new Set(["0>0:author", "0>1:author", "1>0:author", "1>2:reviewer", "1>3:reviewer", "2>0:author", "2>1:author", "3>0:author", "3>1:author"]);
    for (const from of ALL) {
      for (const to of ALL) {
        for (const actor of ["author", "reviewer"] as PublishingActor[]) {
          expect(canMoveSubmission(from, to, actor), `${from}>${to}:${actor}`).toBe(allowed.has(`${from}>${to}:${actor}`));
        }
      }
    }
  });

  it("status table: an author never approves or rejects, a reviewer only decides what is under review", () => {
    expect(submissionSources(SUBMISSION_STATUS.APPROVED, "author")).toEqual([]);
    expect(submissionSources(SUBMISSION_STATUS.REJECTED, "author")).toEqual([]);
    expect(submissionSources(SUBMISSION_STATUS.APPROVED, "reviewer")).toEqual([1]);
    expect(submissionSources(SUBMISSION_STATUS.REJECTED, "reviewer")).toEqual([1]);
    expect(submissionSources(SUBMISSION_STATUS.REVIEWING, "author")).toEqual([0, 2, 3]);
    expect(submissionSources(SUBMISSION_STATUS.DRAFT, "author")).toEqual([0, 1, 2, 3]);
  });

  it("status table: only an unpublished draft or rejection can be deleted", () => {
    const deletable = ALL.filter((s: SubmissionStatus) => canDeleteSubmission(s, false));
    expect(deletable).toEqual([0, 3]);
    expect(ALL.some((s) => canDeleteSubmission(s, true))).toBe(false);
  });

  it("status table: recognises the four statuses only", () => {
    expect(ALL.every(isSubmissionStatus)).toBe(true);
    for (const v of [4, -1, "1", null, 1.5]) expect(isSubmissionStatus(v)).toBe(false);
  });
});

describe("quality gates", () => {
  it("contact gate: phone numbers, web addresses and QR-code calls are advertising", () => {
    for (const text of [
      "联系电话 13812345678",
      "电话：138-1234-5678",
      "座机 010-12345678",
      "热线 400-123-4567",
      "详见 https://example.org/x",
      "访问 www.fawu.cn 获取",
      "更多范本 qihe-fake.com",
      "扫码领取更多合同",
      "请加微信咨询",
      "关注公众号",
    ]) {
      expect(hasContactAd(text), text).toBe(true);
    }
  });

  it("contact gate: a contract's own numbers and blanks are not advertising", () => {
    for (const text of [
      "联系电话：____________",
      "第十三条 本合同一式两份，金额人民币 12345678 元整。",
      "统一社会信用代码：91110000123456789X",
      "身份证号：____________________",
      "按《民法典》第 577 条承担违约责任。",
    ]) {
      expect(hasContactAd(text), text).toBe(false);
    }
  });

  it("duplicate gate: shingles ignore whitespace, blanks and punctuation", () => {
    const a = shingles("甲方应于每月五日前，支付租金。");
    const b = shingles("甲方应于每月五日前 支付租金____");
    expect(containedShare(a, b)).toBe(1);
  });

  it("duplicate gate: a changed tenth is still ≥ 90 % the same, a different contract is not", () => {
    const base =
      "出租人将位于本市的房屋出租给承租人居住使用，租赁期限自交付之日起计算，承租人应按月支付租金并承担水电燃气费用，期满后承租人享有同等条件下的优先承租权。".repeat(
        3,
      );
    const edited = `${base}另附补充条款。`;
    expect(containedShare(shingles(edited), shingles(base))).toBeGreaterThanOrEqual(0.9);
    const other = "借款人向贷款人借款人民币若干元，用于生产经营周转，借款期限一年，年利率不超过一年期贷款市场报价利率的四倍，到期一次还本付息。".repeat(3);
    expect(containedShare(shingles(other), shingles(base))).toBeLessThan(0.2);
    expect(containedShare(new Set(), shingles(base))).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import {
  CERT_STATUS,
  canMoveCertification,
  certificationErrors,
  idCheckChar,
  isIdNumber,
  maskIdNumber,
  normalizeIdNumber,
  photoSizeError,
} from "./certification";

const today = new Date("2026-06-01T00:00:00Z");

describe("ID numbers (GB 11643-1999)", () => {
  it("accepts numbers whose check character matches, X included", () => {
    // The standard's own example, and numbers whose check digit was computed by hand.
    for (const id of ["11010519491231002X", "11010519491231002x", "110101199003071233", "440304198511205674", "320106198802290017"]) {
      expect(isIdNumber(id, today), id).toBe(true);
    }
    expect(idCheckChar("11010519491231002")).toBe("X");
  });

  it("refuses a wrong check character, a wrong length or letters", () => {
    for (const id of ["110105194912310021", "110101199003071234", "11010119900307123", "1101011990030712333", "11010119900307123A", "010101199003071233", ""]) {
      expect(isIdNumber(id, today), id).toBe(false);
    }
  });

  it("refuses a birth date that is not a real date, before 1900 or in the future", () => {
    // Each number below carries its correct check character, so only the date is wrong.
    const withCheck = (first17: string) => first17 + idCheckChar(first17);
    expect(isIdNumber(withCheck("11010119900230123"), today)).toBe(false); // 30 February
    expect(isIdNumber(withCheck("11010119901301123"), today)).toBe(false); // month 13
    expect(isIdNumber(withCheck("11010119890229123"), today)).toBe(false); // 1989 is not a leap year
    expect(isIdNumber(withCheck("11010118991231123"), today)).toBe(false); // before 1900
    expect(isIdNumber(withCheck("11010120270101123"), today)).toBe(false); // not born yet
    expect(isIdNumber(withCheck("11010119880229123"), today)).toBe(true); // 1988 is a leap year
  });

  it("masks all but the area code and the last four characters", () => {
    expect(maskIdNumber("110101199003071233")).toBe("110101********1233");
    expect(normalizeIdNumber(" 11010519491231002x ")).toBe("11010519491231002X");
  });
});

describe("certification form", () => {
  const valid = {
    realName: "周明远",
    idNumber: "110101199003071233",
    firm: "北京衡正律师事务所",
    licenseNo: "11101201510234567",
    cityCode: "110000",
    practiceSince: "2015",
    fields: ["3"],
    roles: ["ROLE_ADVICE_LAWYER"],
  };

  it("accepts a complete form", () => {
    expect(certificationErrors(valid, { today })).toEqual({});
  });

  it("names every wrong field", () => {
    const errors = certificationErrors(
      { realName: "周", idNumber: "110101199003071234", firm: "", licenseNo: "123", cityCode: "", practiceSince: "1970", fields: [], roles: [] },
      { today },
    );
    expect(errors).toEqual({
      realName: "请输入真实姓名（至少 2 个字）",
      idNumber: "身份证号不正确，请核对出生日期与最后一位校验码",
      firm: "请输入执业机构名称",
      licenseNo: "执业证号应为 17 位数字",
      cityCode: "请选择执业城市",
      practiceSince: "执业年份应在 1979–2026 年之间",
      fields: "请至少选择一个专业领域",
      roles: "请至少选择一种申请的律师身份",
    });
    expect(certificationErrors({ ...valid, roles: ["ROLE_ADMIN"] }, { today }).roles).toBe("申请的律师身份无效");
    expect(certificationErrors({ ...valid, practiceSince: "2027" }, { today }).practiceSince).toBe("执业年份应在 1979–2026 年之间");
  });

  const licenceError = (licenseNo: string, at = today) => certificationErrors({ ...valid, licenseNo }, { today: at }).licenseNo;

  it("licence numbers: the form accepts the official layout and names the digits that are wrong", () => {
    expect(licenceError("11101201810123434")).toBeUndefined();
    expect(licenceError("1110120151023456")).toBe("执业证号应为 17 位数字");
    expect(licenceError("11012009110109411")).toBe("执业证号第 2–5 位应为执业机构所在省市的行政区划代码");
    expect(licenceError("11101202710123434")).toBe("执业证号第 6–9 位应为首次执业年份（1979–2026）");
    expect(licenceError("11101201800123434")).toBe("执业证号第 10 位应为执业类别代码（1–9）");
    expect(licenceError("11101201812123434")).toBe("执业证号第 11 位应为性别代码（0 或 1）");
  });

  it("licence numbers: the year turns at Beijing midnight, not at UTC midnight", () => {
    // 2026-12-31T16:30Z is already 2027-01-01 in Beijing: a licence from 2027 and the year 2027 are possible.
    const newYearInBeijing = new Date("2026-12-31T16:30:00Z");
    expect(licenceError("11101202710123434", newYearInBeijing)).toBeUndefined();
    expect(certificationErrors({ ...valid, licenseNo: "11101202710123434", practiceSince: "2027" }, { today: newYearInBeijing })).toEqual({});
  });
  it("lets a resubmission keep the previous ID number", () => {
    expect(certificationErrors({ ...valid, idNumber: "" }, { today }).idNumber).toBe("请输入身份证号");
    expect(certificationErrors({ ...valid, idNumber: "" }, { today, idNumberOptional: true })).toEqual({});
  });

  it("moves only along the status table", () => {
    expect(canMoveCertification(CERT_STATUS.REVIEWING, CERT_STATUS.APPROVED)).toBe(true);
    expect(canMoveCertification(CERT_STATUS.REVIEWING, CERT_STATUS.DRAFT)).toBe(true);
    expect(canMoveCertification(CERT_STATUS.APPROVED, CERT_STATUS.REVIEWING)).toBe(false);
    expect(canMoveCertification(CERT_STATUS.REJECTED, CERT_STATUS.APPROVED)).toBe(false);
  });

  it("checks photo sizes before posting", () => {
    expect(photoSizeError("律师执业证照片", 0)).toBe("请上传律师执业证照片");
    expect(photoSizeError("身份证照片", 5 * 1024 * 1024 + 1)).toBe("身份证照片不能超过 5MB");
    expect(photoSizeError("身份证照片", 1024)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { CERT_ROLES } from "./certification";
import { ADMIN_ROLE, isAdmin, isLawyer, LAWYER_ROLES, lawyerWorkbench } from "./roles";

describe("roles in core: one definition", () => {
  it("roles in core: one definition: either lawyer role makes a lawyer, only ROLE_ADMIN an admin", () => {
    expect(isLawyer(["ROLE_CONTRACT_CUSTOMIZATION"])).toBe(true);
    expect(isLawyer(["ROLE_ADVICE_LAWYER"])).toBe(true);
    expect(isLawyer([ADMIN_ROLE])).toBe(false);
    expect(isAdmin(["ROLE_ADVICE_LAWYER", "ROLE_ADMIN"])).toBe(true);
    expect(isAdmin(["ROLE_ADVICE_LAWYER"])).toBe(false);
  });

  it("roles in core: one definition: certification offers exactly the lawyer roles", () => {
    expect(Object.keys(CERT_ROLES)).toEqual([...LAWYER_ROLES]);
  });
});

describe("律师工作台 leads to a real page", () => {
  it("律师工作台 leads to a real page: an advice-only lawyer opens 咨询中心, a customisation lawyer 定制服务", () => {
    expect(lawyerWorkbench(["ROLE_ADVICE_LAWYER"])).toBe("/adviceService");
    expect(lawyerWorkbench(["ROLE_CONTRACT_CUSTOMIZATION"])).toBe("/lawyer/customService");
    expect(lawyerWorkbench(["ROLE_ADVICE_LAWYER", "ROLE_CONTRACT_CUSTOMIZATION"])).toBe("/lawyer/customService");
  });
});

import { describe, expect, it } from "vitest";
import { canonicalPath } from "./seo";

describe("canonical paths", () => {
  it("points mini-program paths at the web pages", () => {
    expect(canonicalPath("/pages/contractLibrary/contractLibrary", "")).toBe("/");
    expect(canonicalPath("/subPackageDetails/templateDetails/templateDetails", "?id=12")).toBe("/templateDetails/12");
    expect(canonicalPath("/subPackageDetails/templateDetails/templateDetails", "?id=abc")).toBe("/subPackageDetails/templateDetails/templateDetails");
  });
  it("drops list filters and trailing slashes", () => {
    expect(canonicalPath("/", "?keyword=租赁&current=2")).toBe("/");
    expect(canonicalPath("/regulations/", "")).toBe("/regulations");
    expect(canonicalPath("/templateDetails/5", "?after=pay")).toBe("/templateDetails/5");
  });
});

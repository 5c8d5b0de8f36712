import { describe, expect, it } from "vitest";
import { filterHref, keptFields, sortParam } from "./query";

describe("library kit: query-string helpers", () => {
  it("library kit: filterHref drops the page number on every filter change", () => {
    expect(filterHref("/clause", "?category=breach&current=3", { sort: "views" })).toBe("/clause?category=breach&sort=views");
    expect(filterHref("/clause", "?current=2", {})).toBe("/clause");
  });

  it("library kit: filterHref removes a filter set to undefined or empty and keeps the others in place", () => {
    expect(filterHref("/regulations", "?category=law&time=2024&area=110000", { time: undefined })).toBe("/regulations?category=law&area=110000");
    expect(filterHref("/", "?keyword=租赁&price=free", { price: "" })).toBe(`/?${new URLSearchParams({ keyword: "租赁" })}`);
    expect(filterHref("/", "", { category: undefined })).toBe("/");
  });

  it("library kit: filterHref replaces a value where it stands and appends new ones, numbers as text", () => {
    expect(filterHref("/caseLibrary", new URLSearchParams("court=1&area=44"), { court: 2, year: 2023 })).toBe("/caseLibrary?court=2&area=44&year=2023");
  });

  it("library kit: keptFields carries only the filters that are set, in order", () => {
    expect(keptFields({ category: "lease", time: undefined, area: "", timeliness: 1, sort: "views" })).toEqual([
      ["category", "lease"],
      ["timeliness", "1"],
      ["sort", "views"],
    ]);
    expect(keptFields({ court: 0 })).toEqual([["court", "0"]]);
  });

  it("library kit: sortParam leaves the default sort out of the URL", () => {
    expect(sortParam("latest", "latest")).toBeUndefined();
    expect(sortParam("views", "latest")).toBe("views");
  });
});

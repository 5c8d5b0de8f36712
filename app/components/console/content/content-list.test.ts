import { describe, expect, it } from "vitest";
import { contentListQuery } from "./content-list";

describe("内容管理 list query", () => {
  it("content list query: the URL's keyword, status and the library's own filters make the page query; an empty filter is none", () => {
    const { filter, query } = contentListQuery(new URLSearchParams("keyword=租赁&causeId=12&court=&status=hidden&current=3"), ["causeId", "court"]);
    expect(filter).toEqual({ keyword: "租赁", status: "hidden", causeId: "12", court: "" });
    expect(query).toEqual({ current: 3, size: 20, keyword: "租赁", status: "hidden", causeId: "12", court: undefined });
  });

  it("content list query: a missing or unknown status reads as 全部 and a missing page as the first", () => {
    const { filter, query } = contentListQuery(new URLSearchParams("status=deleted"), ["categoryId"]);
    expect(filter).toEqual({ keyword: "", status: "all", categoryId: "" });
    expect(query).toEqual({ current: 1, size: 20, keyword: "", status: "all", categoryId: undefined });
  });
});

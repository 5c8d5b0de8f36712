import { SearchBox } from "~/components/library/search-box";
import { ARTICLE_SEARCH } from "./paths";

/** The article search box: always lands on /articleSearch, keeping a chosen classification. */
export function ArticleSearchForm({ keyword, category }: { keyword?: string; category?: string }) {
  return (
    <SearchBox action={ARTICLE_SEARCH} keyword={keyword} keep={{ category }} placeholder="搜索文章标题或内容，如：合同、竞业限制、股权转让" label="搜索文章" />
  );
}

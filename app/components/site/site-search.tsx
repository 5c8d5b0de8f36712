import { useSearchParams } from "react-router";
import { SearchBox } from "~/components/library/search-box";

// The site's two standing search boxes: the header's, across every library (GET /search?keyword=), and
// the lawyer directory's 输入律师姓名/律所 (GET /seekSearch?keyword=). Each opens with the keyword in the URL.
const SCOPES = {
  all: {
    action: "/search",
    placeholder: "搜索范本、条款、文书、法规、案例、文章",
    label: "全站搜索",
    className: "w-full max-w-xs sm:w-72",
    look: "header",
  },
  lawyers: {
    action: "/seekSearch",
    placeholder: "输入律师姓名/律所",
    label: "输入律师姓名/律所",
    className: "w-full max-w-md flex-1 sm:w-auto",
    look: "directory",
  },
} as const;

export function SiteSearch({ scope }: { scope: keyof typeof SCOPES }) {
  const [params] = useSearchParams();
  return <SearchBox keyword={params.get("keyword")} {...SCOPES[scope]} />;
}

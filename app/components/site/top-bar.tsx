import { Link } from "react-router";
import { CityPicker } from "~/components/city-picker/city-picker";
import { useRootData } from "~/lib/root-data";
import { UserMenu } from "./user-menu";

/** `personal` applies the personal-centre thresholds of the membership text (SPEC §9). */
export function TopBar({ layout = "main" }: { layout?: "main" | "personal" }) {
  const { city } = useRootData();
  return (
    <div className="border-b border-slate-200 bg-slate-100 text-xs text-slate-600">
      <div className="mx-auto flex h-8 max-w-6xl items-center justify-between gap-2 px-4">
        <div className="flex min-w-0 items-center gap-2">
          <span className="hidden sm:inline">您好，欢迎来到契合！</span>
          <CityPicker current={city} />
        </div>
        <nav className="flex shrink-0 items-center gap-3" aria-label="快捷链接">
          <UserMenu layout={layout} />
          <Link to="/settleIn" className="hover:text-brand-600">
            律师入驻
          </Link>
          <Link to="/aboutUs" className="hidden hover:text-brand-600 sm:inline">
            关于我们
          </Link>
        </nav>
      </div>
    </div>
  );
}

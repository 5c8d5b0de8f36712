import { Link, Outlet, useLocation } from "react-router";
import { LAWYER_DIRECTORY_NAV, LAWYER_LOCATION_PATHS } from "#core/navigation";
import { CityPicker } from "~/components/city-picker/city-picker";
import { MainNav } from "~/components/site/main-nav";
import { SiteFooter } from "~/components/site/site-footer";
import { SiteHeader } from "~/components/site/site-header";
import { SiteSearch } from "~/components/site/site-search";
import { openLogin } from "~/lib/login-store";
import { useRootData } from "~/lib/root-data";

const SETTLE_BUTTON = "shrink-0 rounded-md border border-accent-500 px-3 py-2 text-sm text-accent-500 hover:bg-accent-500 hover:text-white";

export default function LawyerDirectoryLayout() {
  const { pathname } = useLocation();
  const { city, user } = useRootData();
  const showLocation = LAWYER_LOCATION_PATHS.includes(pathname);
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader
        aside={
          <div className="flex w-full flex-1 items-center justify-end gap-3 sm:w-auto">
            <SiteSearch scope="lawyers" />
            {/* Certification needs an account: visitors log in first, then land there (SPEC §2). */}
            {user ? (
              <Link to="/lawyerAuthentication" className={SETTLE_BUTTON}>
                律师免费入驻
              </Link>
            ) : (
              <button type="button" onClick={() => openLogin({ afterLoginUrl: "/lawyerAuthentication" })} className={SETTLE_BUTTON}>
                律师免费入驻
              </button>
            )}
          </div>
        }
      >
        <MainNav items={LAWYER_DIRECTORY_NAV} />
      </SiteHeader>
      {showLocation ? (
        <div className="border-b border-slate-200 bg-white" data-testid="location-bar">
          <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-2 text-sm text-slate-600">
            <div className="flex items-center gap-1">
              <span>当前位置：</span>
              <CityPicker current={city} />
            </div>
            <Link to="/seekLawyer" className="text-brand-600 hover:underline">
              全部律师
            </Link>
          </div>
        </div>
      ) : null}
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

import { Outlet } from "react-router";
import { MainNav } from "~/components/site/main-nav";
import { SiteFooter } from "~/components/site/site-footer";
import { SiteHeader } from "~/components/site/site-header";
import { SiteSearch } from "~/components/site/site-search";
import { useRootData } from "~/lib/root-data";

export default function DefaultLayout() {
  const { nav } = useRootData();
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader aside={<SiteSearch scope="all" />}>
        <MainNav items={nav} />
      </SiteHeader>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

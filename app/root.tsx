import { useContext, useEffect, useRef } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import "#core/zod-locale";
import { canonicalPath, siteOrigin } from "#core/seo";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { ErrorPage } from "./components/error-page";
import { LoginHost } from "./components/login/login-host";
import { NavigationProgress } from "./components/navigation-progress";
import { RequestLoading } from "./components/ui/request-loading";
import { Toaster, toast } from "./components/ui/toast";
import { adviceNotice } from "./lib/advice-notices";
import { api } from "./lib/api.server";
import { installChunkReload } from "./lib/chunk-reload";
import { cityCodeOf } from "./lib/city.server";
import { NonceContext } from "./lib/nonce";
import { reportRequestError, reportSessionExpired } from "./lib/request-events";
import { takeToast } from "./lib/toast.server";

// Pages whose data a user-socket message may change: advice, and custom orders on both sides.
const SERVICE_PAGES = /^\/(myAdvice|adviceService|custom$|lawyer\/customService)/;

export const meta: Route.MetaFunction = () => [
  { title: "契合 - 合同范本与法律服务平台" },
  { name: "description", content: "契合提供合同范本、条款、文书、法律法规与案例检索，以及律师咨询、合同定制与审核服务。" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const caller = api(context);
  const env = context.cloudflare.env;
  const [chrome, city, me, unread, flash] = await Promise.all([
    caller.site.chrome(),
    caller.regions.city({ code: cityCodeOf(request) }),
    caller.auth.me(),
    // The header's badge for custom-order conversations: one indexed sum, only for a signed-in user.
    context.session.user ? caller.custom.unread() : null,
    takeToast(request),
  ]);
  return data(
    {
      nav: chrome.nav,
      city: city ?? { code: "0", name: "全国" },
      footer: {
        links: chrome.footerLinks,
        icp: env.ICP_TEXT,
        caseSystemUrl: env.CASE_SYSTEM_URL,
        nameCardUrl: env.NAME_CARD_URL,
        shopUrl: env.SHOP_URL,
      },
      user: me,
      customUnread: unread?.count ?? 0,
      origin: siteOrigin(env),
      toast: flash.toast,
    },
    flash.clear ? { headers: { "Set-Cookie": flash.clear } } : undefined,
  );
}

/** Canonical URL and Open Graph basics for every page; titles and descriptions come from each route's meta. */
function SeoLinks() {
  const root = useRouteLoaderData<typeof loader>("root");
  const { pathname, search } = useLocation();
  if (!root) return null;
  const url = `${root.origin}${canonicalPath(pathname, search)}`;
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content="契合" />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="zh_CN" />
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useContext(NonceContext);
  // Marks the page (error pages too) as interactive: before this a click on a fetcher form posts
  // natively and its answer is lost, so the browser flows wait for it after every load.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="format-detection" content="telephone=no" />
        {/* With a precedence React writes it first in <head>: as a route's CSS it came after the ten-odd
            modulepreloads, so first paint waited behind the scripts on a slow network (issue 20). */}
        <link rel="stylesheet" href={stylesheet} precedence="default" nonce={nonce} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <SeoLinks />
        <Links />
      </head>
      <body className="min-h-screen font-sans">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useEffect(() => installChunkReload(), []);
  // A user who was signed in and silently is not any more (revoked elsewhere, expired refresh) gets
  // the session-expired flow of SPEC §4; logging out reloads the page, so it never lands here.
  const userId = loaderData.user?.sysUser.userId ?? null;
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current !== null && userId === null) reportSessionExpired();
    previous.current = userId;
  }, [userId]);
  // Signed-in pages hold the user's websocket; the client code loads only for them.
  const revalidator = useRevalidator();
  const refresh = useRef(revalidator.revalidate);
  refresh.current = revalidator.revalidate;
  useEffect(() => {
    if (userId === null) return;
    let close: (() => void) | undefined;
    let cancelled = false;
    void import("./lib/realtime").then(({ connectUserSocket }) => {
      if (cancelled) return;
      close = connectUserSocket((message) => {
        // Every message may change what the service pages show (SPEC §4: each refreshes the chat info).
        if (message.type === "REFRESH_USER_CACHE" || SERVICE_PAGES.test(window.location.pathname)) void refresh.current();
        const notice = adviceNotice(message);
        if (notice) toast.success(notice);
      });
    });
    return () => {
      cancelled = true;
      close?.();
    };
  }, [userId]);
  // A toast flashed by the action that redirected here (app/lib/toast.server.ts).
  const flashed = loaderData.toast;
  useEffect(() => {
    if (flashed) toast[flashed.kind](flashed.text);
  }, [flashed]);
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <Toaster />
      <RequestLoading />
      <LoginHost />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  useEffect(() => reportRequestError(), []);
  if (isRouteErrorResponse(error)) {
    return (
      <ErrorPage status={error.status} message={error.status === 404 ? "页面不存在" : typeof error.data === "string" && error.data ? error.data : "Error"} />
    );
  }
  // Production never shows internals; development shows the message to help the developer.
  const message = import.meta.env.DEV && error instanceof Error ? error.message : "Error";
  return <ErrorPage status={500} message={message} />;
}

import { Component, type ReactNode } from "react";
import { Logo } from "./logo";

// The error layout of SPEC §8: the message (default 'Error', status default 500), and on 404 the
// not-found wording with a link home. If rendering this page itself fails, a bare fallback shows.
export function ErrorPage({ status = 500, message = "Error" }: { status?: number; message?: string }) {
  return (
    <ErrorPageBoundary>
      <div className="flex min-h-screen flex-col">
        <header className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex h-14 max-w-6xl items-center px-4">
            <Logo />
          </div>
        </header>
        <main className="flex flex-1 flex-col items-center justify-center px-4 py-16 text-center">
          <p className="text-6xl font-semibold text-brand-600">{status}</p>
          {status === 404 ? (
            <>
              <h1 className="mt-4 text-xl font-medium text-slate-800">页面不存在</h1>
              <p className="mt-1 text-sm text-slate-500">This page could not be found</p>
            </>
          ) : (
            <h1 className="mt-4 text-xl font-medium text-slate-800">{message}</h1>
          )}
          <a href="/" className="mt-8 rounded-md bg-brand-600 px-5 py-2 text-sm text-white hover:bg-brand-700">
            返回首页
          </a>
        </main>
      </div>
    </ErrorPageBoundary>
  );
}

export function ErrorPageFallback() {
  return (
    <main style={{ padding: "4rem 1rem", textAlign: "center", fontFamily: "sans-serif" }}>
      <h1>显示错误页面时发生错误</h1>
      <a href="/">返回首页</a>
    </main>
  );
}

class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <ErrorPageFallback /> : this.props.children;
  }
}

import { ThumbsUp } from "lucide-react";
import { useFetcher, useLocation } from "react-router";
import { openLogin } from "~/lib/login-store";

type LikeResult = { ok: boolean; liked?: boolean; likes?: number; message?: string | null };

/** 点赞 toggles the viewer's like; visitors are asked to log in first and come back here. */
export function LikeButton({ liked, likes, signedIn }: { liked: boolean; likes: number; signedIn: boolean }) {
  const fetcher = useFetcher<LikeResult>();
  const { pathname, search } = useLocation();
  const result = fetcher.data?.ok ? fetcher.data : null;
  const on = result?.liked ?? liked;
  const count = result?.likes ?? likes;
  const className = `inline-flex items-center gap-1 rounded-md border px-3 py-1.5 text-sm ${
    on ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 text-slate-700 hover:border-brand-500 hover:text-brand-600"
  }`;
  const label = (
    <>
      <ThumbsUp className="h-4 w-4" aria-hidden />
      {on ? "已点赞" : "点赞"}
      <span data-testid="like-count">{count}</span>
    </>
  );
  if (!signedIn) {
    return (
      <button type="button" className={className} onClick={() => openLogin({ afterLoginUrl: `${pathname}${search}` })}>
        {label}
      </button>
    );
  }
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="like" />
      <button type="submit" aria-pressed={on} disabled={fetcher.state !== "idle"} className={className}>
        {label}
      </button>
      {fetcher.data && !fetcher.data.ok ? (
        <span role="alert" className="ml-2 text-xs text-danger-500">
          {fetcher.data.message}
        </span>
      ) : null}
    </fetcher.Form>
  );
}

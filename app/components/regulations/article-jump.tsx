import { useState } from "react";
import { useNavigate } from "react-router";
import { articleAnchor } from "#core/regulations";

/**
 * 跳转到第__条. With JavaScript it moves to the anchor in place (and says so when the excerpt lacks
 * the article); without, the form submits ?article=N and the loader redirects to #art-N.
 */
export function ArticleJump() {
  const [message, setMessage] = useState("");
  const navigate = useNavigate();
  return (
    <form
      method="get"
      className="flex flex-wrap items-center gap-1 text-sm text-slate-600"
      onSubmit={(e) => {
        const n = Number(new FormData(e.currentTarget).get("article"));
        e.preventDefault();
        if (!Number.isInteger(n) || n < 1) {
          setMessage("请输入条号");
          return;
        }
        const target = document.getElementById(articleAnchor(n));
        if (!target) {
          setMessage(`本页未收录第${n}条`);
          return;
        }
        setMessage("");
        // A router navigation (not location.hash): the router then scrolls to the anchor itself,
        // where a bare hash change would have its scroll restoration put the page back.
        navigate({ hash: articleAnchor(n) });
        target.focus({ preventScroll: true });
      }}
    >
      <label htmlFor="article-jump">跳转到第</label>
      <input
        id="article-jump"
        name="article"
        type="number"
        inputMode="numeric"
        min={1}
        max={9999}
        required
        aria-label="条号"
        className="w-20 rounded border border-slate-300 px-2 py-1 text-center focus:border-brand-500 focus:outline-none"
      />
      <span>条</span>
      <button type="submit" className="rounded bg-slate-100 px-2.5 py-1 hover:bg-slate-200">
        跳转
      </button>
      <span role="status" className="text-xs text-amber-700">
        {message}
      </span>
    </form>
  );
}

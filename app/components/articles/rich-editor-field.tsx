import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { ActionResult } from "~/lib/action-result";
import type { RichEditorProps } from "./rich-editor";

// The article editor as the pages embed it: Tiptap is loaded only in the browser and only by a page
// that shows it (the lawyers' 写文章, the console's article form); until then, and without JavaScript,
// a placeholder of the editor's size stands in. An image is posted to the page's own action (intent
// "image", the file as "file"), which answers the stored image's URL.
// The server never renders it (LazyRichEditor waits for the browser), so its build leaves Tiptap out of
// the worker bundle.
const RichEditor = lazy(() => (import.meta.env.SSR ? Promise.reject(new Error("编辑器只在浏览器中加载")) : import("./rich-editor")));

export type ImageResult = ActionResult & { url?: string };

function EditorPlaceholder() {
  return <div className="flex min-h-72 items-center justify-center rounded-md border border-slate-300 text-sm text-slate-500">编辑器加载中…</div>;
}

function LazyRichEditor(props: RichEditorProps) {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  if (!inBrowser) return <EditorPlaceholder />;
  return (
    <Suspense fallback={<EditorPlaceholder />}>
      <RichEditor {...props} />
    </Suspense>
  );
}

/** The editor with its image uploads, their progress and their refusals. */
export function RichEditorField({ initialHtml, onChange }: Omit<RichEditorProps, "onImage">) {
  const images = useFetcher<ImageResult>();
  const pending = useRef<((url: string | null) => void) | null>(null);
  useEffect(() => {
    if (images.state !== "idle" || !images.data || !pending.current) return;
    pending.current(images.data.ok ? (images.data.url ?? null) : null);
    pending.current = null;
  }, [images.state, images.data]);
  const upload = useCallback(
    (file: File) =>
      new Promise<string | null>((resolve) => {
        pending.current = resolve;
        const body = new FormData();
        body.set("intent", "image");
        body.set("file", file);
        images.submit(body, { method: "post", encType: "multipart/form-data" });
      }),
    [images.submit],
  );
  const error = images.data && !images.data.ok ? (images.data.message ?? Object.values(images.data.errors)[0]) : null;
  return (
    <>
      <div className="mt-1">
        <LazyRichEditor initialHtml={initialHtml} onChange={onChange} onImage={upload} />
      </div>
      {images.state !== "idle" ? <p className="mt-1 text-slate-500">图片上传中…</p> : null}
      {error ? (
        <p role="alert" className="mt-1 text-danger-500">
          {error}
        </p>
      ) : null}
    </>
  );
}

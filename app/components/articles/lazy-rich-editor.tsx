import { lazy, Suspense, useEffect, useState } from "react";
import type { RichEditorProps } from "./rich-editor";

// The article editor as the pages embed it: Tiptap is loaded only in the browser and only by a page
// that shows it (the lawyers' 写文章, the console's article form); until then, and without JavaScript,
// a placeholder of the editor's size stands in.
const RichEditor = lazy(() => import("./rich-editor"));

function EditorPlaceholder() {
  return <div className="flex min-h-72 items-center justify-center rounded-md border border-slate-300 text-sm text-slate-500">编辑器加载中…</div>;
}

export function LazyRichEditor(props: RichEditorProps) {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  if (!inBrowser) return <EditorPlaceholder />;
  return (
    <Suspense fallback={<EditorPlaceholder />}>
      <RichEditor {...props} />
    </Suspense>
  );
}

import Image from "@tiptap/extension-image";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Bold, Heading2, Heading3, ImagePlus, Italic, Link2, List, ListOrdered, Quote } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";

// The article editor (Tiptap), loaded only through rich-editor-field.tsx (写文章, the console's article form). It offers
// exactly what the server's sanitiser keeps (headings, lists, bold, italic, links, quotes, images); the
// HTML it writes into the form is still sanitised on the server, the editor is no line of defence.
export type RichEditorProps = {
  initialHtml: string;
  onChange: (html: string) => void;
  /** Asks the page to upload an image; resolves with its /files/public/ URL or null. */
  onImage: (file: File) => Promise<string | null>;
};

function ToolButton({ label, active, onClick, children }: { label: string; active?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      onClick={onClick}
      className={`rounded p-1.5 ${active ? "bg-brand-50 text-brand-700" : "text-slate-600 hover:bg-slate-100"}`}
    >
      {children}
    </button>
  );
}

export default function RichEditor({ initialHtml, onChange, onImage }: RichEditorProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: "https" },
      }),
      Image,
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": "正文",
        class: "article-html min-h-72 px-3 py-2 text-[15px] leading-8 text-slate-800 outline-none",
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e?.isActive("heading", { level: 2 }) ?? false,
      h3: e?.isActive("heading", { level: 3 }) ?? false,
      bold: e?.isActive("bold") ?? false,
      italic: e?.isActive("italic") ?? false,
      bullet: e?.isActive("bulletList") ?? false,
      ordered: e?.isActive("orderedList") ?? false,
      quote: e?.isActive("blockquote") ?? false,
      link: e?.isActive("link") ?? false,
    }),
  });
  useEffect(() => {
    if (editor) onChange(editor.getHTML());
  }, [editor, onChange]);
  if (!editor || !state) return <div className="min-h-72" />;
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = (editor.getAttributes("link").href as string | undefined) ?? "https://";
    const href = window.prompt("链接地址（http:// 或 https:// 开头）", previous);
    if (href === null) return;
    if (!/^https?:\/\/\S+$/i.test(href.trim())) {
      chain().unsetLink().run();
      return;
    }
    chain().extendMarkRange("link").setLink({ href: href.trim() }).run();
  };
  const pickImage = async (file: File | undefined) => {
    if (!file) return;
    const src = await onImage(file);
    if (src)
      chain()
        .setImage({ src, alt: file.name.replace(/\.[^.]+$/, "").slice(0, 50) })
        .run();
  };
  return (
    <div className="rounded-md border border-slate-300 focus-within:border-brand-500">
      <div role="toolbar" aria-label="格式" className="flex flex-wrap gap-1 border-b border-slate-200 px-2 py-1">
        <ToolButton label="标题" active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
          <Heading2 className="h-4 w-4" aria-hidden />
        </ToolButton>
        <ToolButton label="小标题" active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
          <Heading3 className="h-4 w-4" aria-hidden />
        </ToolButton>
        <ToolButton label="加粗" active={state.bold} onClick={() => chain().toggleBold().run()}>
          <Bold className="h-4 w-4" aria-hidden />
        </ToolButton>
        <ToolButton label="斜体" active={state.italic} onClick={() => chain().toggleItalic().run()}>
          <Italic className="h-4 w-4" aria-hidden />
        </ToolButton>
        <ToolButton label="无序列表" active={state.bullet} onClick={() => chain().toggleBulletList().run()}>
          <List className="h-4 w-4" aria-hidden />
        </ToolButton>
        <ToolButton label="有序列表" active={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
          <ListOrdered className="h-4 w-4" aria-hidden />
        </ToolButton>
        <ToolButton label="引用" active={state.quote} onClick={() => chain().toggleBlockquote().run()}>
          <Quote className="h-4 w-4" aria-hidden />
        </ToolButton>
        <ToolButton label="链接" active={state.link} onClick={setLink}>
          <Link2 className="h-4 w-4" aria-hidden />
        </ToolButton>
        <ToolButton label="插入图片" onClick={() => fileInput.current?.click()}>
          <ImagePlus className="h-4 w-4" aria-hidden />
        </ToolButton>
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="hidden"
          aria-label="选择图片"
          onChange={(e) => {
            void pickImage(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}

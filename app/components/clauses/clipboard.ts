// Copies text to the clipboard: the async Clipboard API where the browser allows it, else a hidden
// textarea and execCommand("copy") (older WebViews, some in-app browsers, plain http). Shared by the
// clause and document libraries. Call it directly in the click handler: browsers only let a page
// write to the clipboard during a user gesture.
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission denied or document not focused: try the fallback.
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.top = "-1000px";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  area.setSelectionRange(0, text.length);
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

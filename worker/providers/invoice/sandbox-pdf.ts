import {
  beginText,
  endText,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setFillingRgbColor,
  setFontAndSize,
  setTextMatrix,
  showText,
} from "pdf-lib";
import { formatDateTime } from "#core/dates";
import { INVOICE_TYPE_TEXT } from "#core/invoices";
import { formatYuan } from "#core/money";
import { rmbInWords } from "#core/money-words";
import { SONG, songWriter, ucs2, widthOf } from "../../lib/pdf-song";
import type { InvoiceDraft } from "./invoice";

// The sandbox 样票: the layout of a 数电发票 (title, number and date, buyer and seller, lines, totals
// in figures and in words, remark), drawn with pdf-lib in the predefined Chinese font of lib/pdf-song.

const INK_RGB: [number, number, number] = [0.55, 0.2, 0.12];
const INK = rgb(...INK_RGB);
const RED: [number, number, number] = [0.78, 0.1, 0.1];

export type PdfInput = {
  draft: InvoiceDraft;
  seller: { name: string; taxNo: string };
  invoiceNo: string;
  issuedAt: number;
  /** A red-letter invoice: amounts negative, the reversed invoice named in the remark. */
  reverses?: { invoiceNo: string; issuedAt: number; reason: string };
};

export async function invoicePdf(input: PdfInput): Promise<Uint8Array> {
  const { draft, seller, reverses } = input;
  const sign = reverses ? -1 : 1;
  const doc = await PDFDocument.create();
  doc.setTitle(`样票 ${input.invoiceNo}`);
  doc.setProducer("契合开票沙箱");
  const pen = songWriter(doc).page([595, 400]);
  const { page } = pen;
  const W = 595;

  // The watermark first, so everything else prints over it.
  page.pushOperators(pushGraphicsState(), setFillingRgbColor(0.96, 0.8, 0.8), beginText(), setFontAndSize(SONG, 90));
  page.pushOperators(setTextMatrix(0.866, 0.5, -0.5, 0.866, 190, 90), showText(ucs2("样票")), endText(), popGraphicsState());

  const heading = `${reverses ? "红字" : ""}${INVOICE_TYPE_TEXT[draft.type].replace("数电发票", "电子发票")}`;
  pen.text(heading, (W - widthOf(heading, 18)) / 2, 360, 18, reverses ? RED : INK_RGB);
  const note = "沙箱样票 · 仅供测试，不具有发票效力";
  pen.text(note, (W - widthOf(note, 9)) / 2, 342, 9, RED);
  pen.text(`发票号码：${input.invoiceNo}`, 400, 372, 8);
  pen.text(`开票日期：${formatDateTime(input.issuedAt, "YYYY-MM-DD")}`, 400, 360, 8);

  const box = { x: 30, y: 70, w: W - 60, h: 262 };
  page.drawRectangle({ x: box.x, y: box.y, width: box.w, height: box.h, borderColor: INK, borderWidth: 0.8 });
  page.drawLine({ start: { x: box.x, y: 262 }, end: { x: box.x + box.w, y: 262 }, color: INK, thickness: 0.6 });
  page.drawLine({ start: { x: W / 2, y: 262 }, end: { x: W / 2, y: box.y + box.h }, color: INK, thickness: 0.6 });

  const party = (label: string, x: number, rows: [string, string | null][]) => {
    pen.text(label, x, 318, 9, INK_RGB);
    let y = 304;
    for (const [k, v] of rows) {
      if (v === null) continue;
      pen.text(`${k}：${v}`, x, y, 8);
      y -= 12;
    }
  };
  const b = draft.buyer;
  party("购买方信息", 38, [
    ["名称", b.name],
    ["统一社会信用代码/纳税人识别号", b.taxNo ?? ""],
    ["地址、电话", b.address || b.phone ? `${b.address ?? ""} ${b.phone ?? ""}` : null],
    ["开户行及账号", b.bankName || b.bankAccount ? `${b.bankName ?? ""} ${b.bankAccount ?? ""}` : null],
  ]);
  party("销售方信息", W / 2 + 8, [
    ["名称", seller.name],
    ["统一社会信用代码/纳税人识别号", seller.taxNo || "（沙箱未配置）"],
  ]);

  const cols = [38, 330, 410, 480];
  for (const [i, h] of ["项目名称", "金额", "税率/征收率", "税额"].entries()) pen.text(h, cols[i] ?? 0, 248, 8);
  let y = 232;
  for (const line of draft.lines) {
    pen.text(line.name, cols[0] ?? 0, y, 8);
    pen.text(formatYuan(sign * line.netFen).replace("¥", ""), cols[1] ?? 0, y, 8);
    pen.text(`${draft.ratePercent}%`, cols[2] ?? 0, y, 8);
    pen.text(formatYuan(sign * line.taxFen).replace("¥", ""), cols[3] ?? 0, y, 8);
    y -= 12;
  }
  page.drawLine({ start: { x: box.x, y: 130 }, end: { x: box.x + box.w, y: 130 }, color: INK, thickness: 0.6 });
  pen.text("合计", 38, 136, 8);
  pen.text(formatYuan(sign * (draft.amountFen - draft.taxFen)), cols[1] ?? 0, 136, 8);
  pen.text(formatYuan(sign * draft.taxFen), cols[3] ?? 0, 136, 8);
  page.drawLine({ start: { x: box.x, y: 112 }, end: { x: box.x + box.w, y: 112 }, color: INK, thickness: 0.6 });
  pen.text(`价税合计（大写）：${rmbInWords(sign * draft.amountFen, "圆")}`, 38, 118, 9);
  pen.text(`（小写）${formatYuan(sign * draft.amountFen)}`, 430, 118, 9);
  const remark = reverses
    ? `被红冲蓝字数电发票号码：${reverses.invoiceNo}（${formatDateTime(reverses.issuedAt, "YYYY-MM-DD")}） 红冲原因：${reverses.reason}`
    : draft.remark;
  pen.text(`备注：${remark}`.slice(0, 70), 38, 96, 8);
  pen.text("开票人：契合开票沙箱", 38, 52, 8);
  return doc.save();
}

import { strToU8, zipSync } from "fflate";

// A minimal Office Open XML document (DOCX) from a template's text: a ZIP (fflate) of three parts with
// stored (uncompressed) entries, which Word, WPS and LibreOffice all open; storing keeps the CPU of a
// whole code of law within a request's budget. Used for platform templates whose original file has not
// been uploaded to R2 yet, and for regulation texts; user uploads are stored as sent.

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[ch] as string);
}

// A fixed date makes the same text give the same file (the format cannot store dates before 1980).
const ZIP_EPOCH = new Date(1980, 0, 1);
const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

function paragraph(text: string, title = false): string {
  const run = `<w:r><w:rPr><w:rFonts w:eastAsia="宋体"/>${title ? '<w:b/><w:sz w:val="36"/>' : '<w:sz w:val="24"/>'}</w:rPr><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;
  return `<w:p>${title ? '<w:pPr><w:jc w:val="center"/></w:pPr>' : ""}${run}</w:p>`;
}

export function templateDocx(title: string, body: string): Uint8Array {
  const paragraphs = [paragraph(title, true), ...body.split(/\r?\n/).map((line) => paragraph(line))].join("");
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1800" w:bottom="1440" w:left="1800" w:header="851" w:footer="992" w:gutter="0"/></w:sectPr></w:body></w:document>`;
  return zipSync(
    { "[Content_Types].xml": strToU8(CONTENT_TYPES), "_rels/.rels": strToU8(RELS), "word/document.xml": strToU8(document) },
    { level: 0, mtime: ZIP_EPOCH },
  );
}
